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
import Link from 'next/link';
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
        register_id: confirming.register_id,
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
      await resend.mutateAsync({ id: item.register_id });
      toastSuccess(t, t('registration.mail_sent'));
    } catch (error) {
      toastErrors(t, serverErrors(error).message);
    }
  }

  if (items.length === 0) {
    return (
      <Stack align="flex-start">
        <Text>{t('registration.empty_history')}</Text>
        <Button component={Link} href="/public-training" variant="light">
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
          key={item.register_id}
          component="article"
          data-testid="register-history-item"
          data-register-id={item.register_id}
          aria-label={item.register_code}
        >
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Text fw={700}>{item.course_name}</Text>
              <Text size="sm" c="gray.7">
                {t('registration.register_code')}: {item.register_code} ·{' '}
                {t('registration.course_code')}: {item.course_code}
              </Text>
            </Stack>
            <Badge
              color={statusColor[item.register_status_id] ?? 'gray.7'}
              variant="filled"
              data-testid="register-status"
              style={{ maxWidth: '100%' }}
            >
              {item.register_status}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" mb="sm">
            <Text size="sm">
              <b>{t('registration.training_date')}:</b> {formatLongDate(item.training_date, locale)}
            </Text>
            <Text size="sm">
              <b>{t('registration.quantity')}:</b> {item.quantity}
            </Text>
            <Text size="sm">
              <b>{t('registration.total_amount')}:</b> {formatBaht(item.total_amount, locale)}
            </Text>
            <Text size="sm">
              <b>{t('registration.payment_method')}:</b> {item.payment_method ?? '-'}
            </Text>
            <Text size="sm">
              <b>{t('registration.registered_at')}:</b> {formatDate(item.created_at, locale)}
            </Text>
          </SimpleGrid>
          {item.register_status_message && (
            <Alert color="red" mb="sm">
              {item.register_status_message}
            </Alert>
          )}
          <Group gap="xs" wrap="wrap">
            {item.can_pay && (
              <Button component={Link} href={`/member/payment/${item.register_id}`} size="xs">
                {t('registration.pay_now')}
              </Button>
            )}
            {item.can_send_slip && (
              <>
                <Button component={Link} href={`/member/payment/${item.register_id}`} size="xs">
                  {t('registration.pay_now')}
                </Button>
                <Button
                  component={Link}
                  href={`/member/send-payment-slip?register_id=${item.register_id}`}
                  size="xs"
                  variant="light"
                >
                  {t('registration.send_slip')}
                </Button>
              </>
            )}
            {item.is_paid && (
              <Button
                component={Link}
                href={`/member/receipt/${item.register_id}`}
                size="xs"
                variant="light"
                color="teal"
              >
                {t('registration.receipt')}
              </Button>
            )}
            {item.can_cancel && (
              <>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void resendMail(item)}
                  loading={resend.isPending && resend.variables?.id === item.register_id}
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
            {t('registration.confirm_cancel_text', { code: confirming?.register_code ?? '' })}
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
