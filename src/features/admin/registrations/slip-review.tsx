'use client';

import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { rejectSlipSchema } from '@/lib/schemas/admin-registrations';
import { api, type RouterOutputs } from '@/trpc/react';

type Detail = RouterOutputs['admin']['registrations']['get'];

const slipColor = {
  pending: 'grape.9',
  accepted: 'teal.9',
  rejected: 'red.9',
  replaced: 'gray.7',
} as const;

/**
 * The bank-transfer slips of a registration, newest first and side by side,
 * each against the amount due; while one awaits verification, staff approve
 * it (paid, receipt number, e-mail) or reject it with the reason the member
 * reads.
 */
export function SlipReview({
  registration,
  locale,
  onChanged,
}: {
  registration: Detail;
  locale: Locale;
  onChanged: () => unknown;
}) {
  const { t } = useT();
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const done = async (message: string) => {
    toastSuccess(t, message);
    setConfirmApprove(false);
    setRejecting(false);
    rejectForm.reset();
    await onChanged();
  };
  const approve = api.admin.registrations.approveSlip.useMutation({
    onSuccess: (r) => done(t('admin_registrations.approved', { receipt: r.receipt_no })),
    onError: (e) => toastCallFailure(t, e),
  });
  const reject = api.admin.registrations.rejectSlip.useMutation();
  const rejectForm = useSchemaForm({
    initialValues: { reason: '' },
    schema: rejectSlipSchema,
    toInput: ({ reason }) => ({ register_id: registration.registerId, reason }),
    send: (input) => reject.mutateAsync(input),
    // The reason's own message says what is missing; other refusals are the back office's toast.
    checkFieldsMessage: null,
    announceFailure: (failure, error) => {
      if (Object.keys(failure.fields).length === 0) toastCallFailure(t, error);
    },
    onSuccess: () => done(t('admin_registrations.rejected')),
  });

  return (
    <Card withBorder component="section" aria-labelledby="slips-heading" data-testid="slip-review">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="slips-heading">
          {t('admin_registrations.slips')}
        </Title>
        {registration.canVerifySlip && (
          <Group gap="xs">
            <Button
              color="red"
              variant="light"
              onClick={() => setRejecting(true)}
              data-testid="reject-slip"
            >
              {t('admin_registrations.reject')}
            </Button>
            <Button
              color="teal.9"
              onClick={() => setConfirmApprove(true)}
              data-testid="approve-slip"
            >
              {t('admin_registrations.approve')}
            </Button>
          </Group>
        )}
      </Group>
      {registration.slips.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('admin_registrations.no_slips')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {registration.slips.map((slip) => (
            <Card withBorder key={slip.slipId} padding="sm" data-testid="slip">
              {slip.imageUrl ? (
                <Anchor
                  href={slip.imageUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('admin_registrations.open_slip')}
                >
                  <Image
                    src={slip.imageUrl}
                    alt={t('admin_registrations.slip_image', {
                      date: formatDate(slip.sentAt, locale),
                    })}
                    h={220}
                    fit="contain"
                    bg="gray.1"
                  />
                </Anchor>
              ) : (
                <Text
                  size="sm"
                  c="gray.7"
                  h={220}
                  bg="gray.1"
                  p="sm"
                  data-testid="slip-file-deleted"
                >
                  {t('admin_registrations.slip_file_deleted')}
                </Text>
              )}
              <Stack gap={4} mt="xs">
                <Group justify="space-between" gap="xs">
                  <Badge color={slipColor[slip.status]} variant="filled">
                    {t(`admin_registrations.slip_status.${slip.status}`)}
                  </Badge>
                  <Text size="xs" c="gray.7">
                    {formatDate(slip.sentAt, locale)}
                  </Text>
                </Group>
                <Text size="sm">
                  {t('admin_registrations.bank')}: {slip.bankName}
                </Text>
                <Text size="sm">
                  {t('admin_registrations.transfer_date')}: {formatDate(slip.transferDate, locale)}
                </Text>
                <Text
                  size="sm"
                  fw={600}
                  c={slip.amountMatches ? 'teal.9' : 'red.9'}
                  data-testid="slip-amount"
                >
                  {t('admin_registrations.slip_amount', {
                    amount: formatBaht(slip.amount, locale),
                    due: formatBaht(registration.totalAmount, locale),
                  })}
                  {' · '}
                  {slip.amountMatches
                    ? t('admin_registrations.amount_matches')
                    : t('admin_registrations.amount_differs')}
                </Text>
                {slip.rejectReason && (
                  <Text size="sm" c="red.9">
                    {t('admin_registrations.reject_reason')}: {slip.rejectReason}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={confirmApprove}
        onClose={() => setConfirmApprove(false)}
        title={t('admin_registrations.approve_title')}
        centered
      >
        <Stack>
          <Text size="sm">
            {t('admin_registrations.approve_explain', {
              code: registration.registerCode,
              amount: formatBaht(registration.totalAmount, locale),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmApprove(false)}>
              {t('admin_content.cancel')}
            </Button>
            <Button
              color="teal.9"
              loading={approve.isPending}
              onClick={() => approve.mutate({ register_id: registration.registerId })}
              data-testid="approve-confirm"
            >
              {t('admin_registrations.approve')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('admin_registrations.reject_title')}
        centered
      >
        <form onSubmit={rejectForm.submit} noValidate>
          <Stack>
            <Textarea
              label={t('admin_registrations.reject_reason')}
              description={t('admin_registrations.reject_reason_hint')}
              required
              autosize
              minRows={3}
              maxLength={500}
              {...rejectForm.getInputProps('reason')}
              data-testid="reject-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('admin_content.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={rejectForm.busy}
                data-testid="reject-confirm"
              >
                {t('admin_registrations.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
