'use client';

import {
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { addHistorySchema } from '@/lib/schemas/admin-registrations';
import { api } from '@/trpc/react';

/**
 * A registration's full status history, oldest first: each status with who
 * set it (the member, a staff member by name, the payment gateway or the
 * system) and when, with its note; staff add a note, changing the status
 * with it when they pick another.
 */
export function RegistrationHistory({
  registerId,
  statusId,
  statusChoices,
  locale,
  onChanged,
}: {
  registerId: number;
  statusId: number;
  statusChoices: { value: string; label: string }[];
  locale: Locale;
  onChanged: () => unknown;
}) {
  const { t } = useT();
  const histories = api.admin.registrations.histories.useQuery({ register_id: registerId });
  const add = api.admin.registrations.addHistory.useMutation();
  const form = useSchemaForm({
    initialValues: { note: '', register_status_id: '' },
    schema: addHistorySchema,
    toInput: ({ note, register_status_id }) => ({
      register_id: registerId,
      note,
      ...(register_status_id ? { register_status_id: Number(register_status_id) } : {}),
    }),
    send: (input) => add.mutateAsync(input),
    // The note's own message says what is missing; other refusals are the back office's toast.
    checkFieldsMessage: null,
    announceFailure: (failure, error) => {
      if (Object.keys(failure.fields).length === 0) toastCallFailure(t, error);
    },
    onSuccess: async () => {
      form.reset();
      toastSuccess(t, t('admin_registrations.note_added'));
      await onChanged();
    },
  });
  const actor = (h: { actorType: string; adminName: string | null }) =>
    h.actorType === 'admin' && h.adminName
      ? h.adminName
      : t(`admin_registrations.actor.${h.actorType}`);

  return (
    <Card withBorder component="section" aria-labelledby="history-heading">
      <Title order={2} size="h4" id="history-heading" mb="sm">
        {t('admin_registrations.history')}
      </Title>
      {histories.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : (
        <Timeline
          bulletSize={14}
          lineWidth={2}
          active={(histories.data?.length ?? 1) - 1}
          data-testid="history"
        >
          {(histories.data ?? []).map((h) => (
            <Timeline.Item key={h.historyId} title={h.registerStatus} data-testid="history-entry">
              {h.note && <Text size="sm">{h.note}</Text>}
              <Text size="xs" c="gray.7">
                {actor(h)} · {formatDate(h.createdAt, locale)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <form onSubmit={form.submit} noValidate>
        <Stack gap="xs" mt="md">
          <Textarea
            label={t('admin_registrations.add_note')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('note')}
            data-testid="history-note"
          />
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('admin_registrations.change_status_to')}
              placeholder={t('admin_registrations.keep_status')}
              data={statusChoices.filter((c) => c.value !== String(statusId))}
              {...form.getSelectProps('register_status_id')}
              clearable
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" loading={form.busy} data-testid="history-add">
              {t('admin_registrations.save_note')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
