'use client';

import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useT } from '@/i18n/client';
import { IntentLink } from '@/features/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { serverErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { isLocale } from '@/i18n/locales';
import { formatDate, formatLongDate } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { RegisterStatus } from '@/lib/register-status';
import { api, type RouterOutputs } from '@/trpc/react';
import { statusColor } from '@/features/registrations/status-color';

type Item = RouterOutputs['member']['registrations']['history']['items'][number];
const PER_PAGE = 10;

/** /member/register_history: the member's registrations, newest first, with what they can do next. */
export function RegisterHistory({ page }: { page: number }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const router = useRouter();
  const utils = api.useUtils();
  const list = api.member.registrations.history.useQuery(
    { page, per_page: PER_PAGE },
    { retry: false },
  );
  const cancel = api.member.registrations.updateStatus.useMutation();
  const resend = api.member.registrations.resendMail.useMutation();
  const [confirming, setConfirming] = useState<Item | null>(null);

  if (list.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (!list.data) return <Alert color="red">{t('an_error_occurred')}</Alert>;
  const { items, lastPage } = list.data;

  async function confirmCancel() {
    if (!confirming) return;
    try {
      await cancel.mutateAsync({
        register_id: confirming.registerId,
        register_status_id: RegisterStatus.CANCELLED,
      });
      toastSuccess(t, t('registration.cancelled'));
      setConfirming(null);
      await utils.member.registrations.history.invalidate();
    } catch (error) {
      toastErrors(t, serverErrors(error).message);
    }
  }

  async function resendMail(item: Item) {
    try {
      await resend.mutateAsync({ id: item.registerId });
      toastSuccess(t, t('registration.mail_sent'));
    } catch (error) {
      toastErrors(t, serverErrors(error).message);
    }
  }

  if (items.length === 0) {
    return (
      <Stack align="flex-start">
        <Text>{t('registration.empty_history')}</Text>
        <Button component={IntentLink} href="/public-training" variant="light">
          {t('registration.browse_trainings')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {items.map((item) => (
        <Card
          withBorder
          key={item.registerId}
          component="article"
          data-testid="register-history-item"
          data-register-id={item.registerId}
          aria-label={item.registerCode}
        >
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Text fw={700}>{item.courseName}</Text>
              <Text size="sm" c="gray.7">
                {t('registration.register_code')}: {item.registerCode} ·{' '}
                {t('registration.course_code')}: {item.courseCode}
              </Text>
            </Stack>
            <Badge
              color={statusColor[item.registerStatusId] ?? 'gray.7'}
              variant="filled"
              data-testid="register-status"
              style={{ maxWidth: '100%' }}
            >
              {item.registerStatus}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" mb="sm">
            <Text size="sm">
              <b>{t('registration.training_date')}:</b> {formatLongDate(item.trainingDate, locale)}
            </Text>
            <Text size="sm">
              <b>{t('registration.quantity')}:</b> {item.quantity}
            </Text>
            <Text size="sm">
              <b>{t('registration.total_amount')}:</b> {formatBaht(item.totalAmount, locale)}
            </Text>
            <Text size="sm">
              <b>{t('registration.payment_method')}:</b> {item.paymentMethod ?? '-'}
            </Text>
            <Text size="sm">
              <b>{t('registration.registered_at')}:</b> {formatDate(item.createdAt, locale)}
            </Text>
          </SimpleGrid>
          {item.registerStatusMessage && (
            <Alert color="red" mb="sm">
              {item.registerStatusMessage}
            </Alert>
          )}
          <Group gap="xs" wrap="wrap">
            {item.canPay && (
              <Button component={IntentLink} href={`/member/payment/${item.registerId}`} size="xs">
                {t('registration.pay_now')}
              </Button>
            )}
            {item.canSendSlip && (
              <>
                <Button
                  component={IntentLink}
                  href={`/member/payment/${item.registerId}`}
                  size="xs"
                >
                  {t('registration.pay_now')}
                </Button>
                <Button
                  component={IntentLink}
                  href={`/member/send-payment-slip?register_id=${item.registerId}`}
                  size="xs"
                  variant="light"
                >
                  {t('registration.send_slip')}
                </Button>
              </>
            )}
            {item.isPaid && (
              <Button
                component={IntentLink}
                href={`/member/receipt/${item.registerId}`}
                size="xs"
                variant="light"
                color="teal"
              >
                {t('registration.receipt')}
              </Button>
            )}
            {item.canCancel && (
              <>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void resendMail(item)}
                  loading={resend.isPending && resend.variables?.id === item.registerId}
                >
                  {t('registration.resend_mail')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(item)}>
                  {t('registration.cancel')}
                </Button>
              </>
            )}
          </Group>
        </Card>
      ))}
      {lastPage > 1 && (
        <Group justify="center">
          <Pagination
            total={lastPage}
            value={page}
            onChange={(p) => router.push(`/member/register_history?page=${p}`)}
          />
        </Group>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('registration.confirm_cancel_title')}
        centered
      >
        <Stack>
          <Text>
            {t('registration.confirm_cancel_text', { code: confirming?.registerCode ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('registration.keep')}
            </Button>
            <Button color="red" onClick={() => void confirmCancel()} loading={cancel.isPending}>
              {t('registration.confirm_cancel_yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
