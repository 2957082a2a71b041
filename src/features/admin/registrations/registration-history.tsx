'use client';

import { Button, Card, Group, Loader, Select, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { serverErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { api } from '@/trpc/react';

/**
 * A registration's full status history, oldest first: each status with who
 * set it (the member, a staff member by name, the payment gateway or the
 * system) and when, with its note; staff add a note, changing the status
 * with it when they pick another.
 */
export function RegistrationHistory({ registerId, statusId, statusChoices, locale, onChanged }: {
  registerId: number;
  statusId: number;
  statusChoices: { value: string; label: string }[];
  locale: Locale;
  onChanged: () => unknown;
}) {
  const { t } = useT();
  const histories = api.admin.registrations.histories.useQuery({ register_id: registerId });
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = api.admin.registrations.addHistory.useMutation({
    onSuccess: async () => {
      setNote('');
      setStatus(null);
      toastSuccess(t, t('admin_registrations.note_added'));
      await onChanged();
    },
    onError: (e) => {
      const { fields } = serverErrors(e);
      if (fields.note) setError(fields.note);
      else toastCallFailure(t, e);
    },
  });
  const actor = (h: { actor_type: string; admin_name: string | null }) => (h.actor_type === 'admin' && h.admin_name ? h.admin_name : t(`admin_registrations.actor.${h.actor_type}`));

  return (
    <Card withBorder component="section" aria-labelledby="history-heading">
      <Title order={2} size="h4" id="history-heading" mb="sm">{t('admin_registrations.history')}</Title>
      {histories.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={(histories.data?.length ?? 1) - 1} data-testid="history">
          {(histories.data ?? []).map((h) => (
            <Timeline.Item key={h.history_id} title={h.register_status} data-testid="history-entry">
              {h.note && <Text size="sm">{h.note}</Text>}
              <Text size="xs" c="gray.7">{actor(h)} · {formatDate(h.created_at, locale)}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <Stack gap="xs" mt="md">
        <Textarea
          label={t('admin_registrations.add_note')}
          autosize
          minRows={2}
          maxLength={1000}
          value={note}
          error={error ? t(error) : undefined}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setError(null);
          }}
          data-testid="history-note"
        />
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('admin_registrations.change_status_to')}
            placeholder={t('admin_registrations.keep_status')}
            data={statusChoices.filter((c) => c.value !== String(statusId))}
            value={status}
            onChange={setStatus}
            clearable
            style={{ flex: '1 1 14rem' }}
          />
          <Button
            loading={add.isPending}
            onClick={() => (note.trim() ? add.mutate({ register_id: registerId, note, ...(status ? { register_status_id: Number(status) } : {}) }) : setError('admin_registrations.note_required'))}
            data-testid="history-add"
          >
            {t('admin_registrations.save_note')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
