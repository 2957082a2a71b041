import {
  Alert,
  Badge,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Metadata } from 'next';
import { MemberPasses } from '@/features/attendance/member-passes';
import { requireMember } from '@/features/members/guards';
import { PayByCardButton } from '@/features/payments/pay-by-card-button';
import { PaymentMethodSwitch } from '@/features/payments/payment-method-switch';
import { ButtonLink } from '@/features/ui/links';
import { getPageT } from '@/i18n/server';
import { formatDate, formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { loadOr404, serverApi } from '@/trpc/server';

/** Member-only, per visitor. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('payment.title'), robots: { index: false } };
}

export default async function PaymentPage({
  params,
  searchParams,
}: {
  params: Promise<{ registerId: string }>;
  searchParams: Promise<{ result?: string }>;
}) {
  const { registerId } = await params;
  await requireMember(`/member/payment/${encodeURIComponent(registerId)}`);
  const { t, locale } = await getPageT();
  const api = await serverApi();
  const p = await loadOr404(registerId, (id) => api.member.payments.status({ register_id: id }));
  const { result } = await searchParams;
  const passes = p.paid ? await api.member.attendance.ofRegistration({ id: p.registerId }) : null;
  const reason = p.lastCardResult?.message || p.registerStatusMessage || '';

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('payment.title')}</Title>
        {p.cardSimulated && (
          <Alert
            color="accent.9"
            variant="filled"
            role="note"
            title={t('payment.simulated_title')}
            data-testid="payment-simulated"
          >
            {t('payment.simulated_body')}
          </Alert>
        )}
        {result === 'paid' && p.paid && (
          <Alert color="teal" role="status" data-testid="payment-result">
            {t('payment.result_paid')}
          </Alert>
        )}
        {result === 'not_paid' && !p.paid && (
          <Alert color="red" role="alert" data-testid="payment-result">
            {t('payment.result_not_paid', { reason })}
          </Alert>
        )}
        {result === 'error' && (
          <Alert color="red" role="alert" data-testid="payment-result">
            {t('payment.result_error')}
          </Alert>
        )}

        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field
              label={t('payment.register_code')}
              value={p.registerCode}
              testId="payment-code"
            />
            <Field label={t('payment.course')} value={`${p.courseName} (${p.courseCode})`} />
            <Field label={t('payment.training_date')} value={formatDay(p.trainingDate, locale)} />
            <Field
              label={t('payment.amount')}
              value={formatBaht(p.totalAmountSatang, locale)}
              testId="payment-amount"
            />
            <Field
              label={t('payment.method')}
              value={
                p.paymentMethod === 'card'
                  ? t('payment.method_card')
                  : p.paymentMethod === 'bank'
                    ? t('payment.method_bank')
                    : '-'
              }
            />
            <Box>
              <Text size="sm" c="gray.7">
                {t('payment.status')}
              </Text>
              <Badge
                color={p.paid ? 'teal.9' : 'yellow.3'}
                variant="filled"
                autoContrast
                tt="none"
                h="auto"
                py={4}
                styles={{ label: { whiteSpace: 'normal' } }}
                size="lg"
                data-testid="payment-status"
              >
                {p.registerStatusName}
              </Badge>
            </Box>
          </SimpleGrid>
        </Card>

        {p.seatsHeldUntil && !p.holdEnded && (
          <Alert color="blue" role="note" data-testid="payment-hold">
            {t(p.paymentMethod === 'card' ? 'registration.hold_card' : 'registration.hold_bank', {
              time: formatDate(p.seatsHeldUntil, locale),
            })}
          </Alert>
        )}
        {p.holdEnded && p.seatsHeldUntil && (
          <Alert color="red" role="alert" data-testid="payment-hold-ended">
            {t(
              p.paymentMethod === 'bank'
                ? 'registration.hold_ended_bank'
                : 'registration.hold_ended',
              { time: formatDate(p.seatsHeldUntil, locale) },
            )}
          </Alert>
        )}

        {p.paid && (
          <Group>
            <ButtonLink href={`/member/receipt/${p.registerId}`} data-testid="view-receipt">
              {t('payment.view_receipt')}
            </ButtonLink>
          </Group>
        )}
        {passes && <MemberPasses data={passes} t={t} locale={locale} />}

        {p.canPayByCard && (
          <Card withBorder padding="lg">
            <Stack gap="sm">
              {result !== 'not_paid' &&
                p.lastCardResult &&
                p.lastCardResult.decision !== 'ACCEPT' && (
                  <Alert color="yellow">{t('payment.result_not_paid', { reason })}</Alert>
                )}
              <Text>{t('payment.pay_intro')}</Text>
              <Group>
                <PayByCardButton registerId={p.registerId} />
              </Group>
            </Stack>
          </Card>
        )}

        {p.canSwitchToBank && <PaymentMethodSwitch registerId={p.registerId} to="bank" />}

        {p.cardUnavailable && (
          <Alert color="yellow" data-testid="card-unavailable">
            <Text fw={700} size="sm">
              {t('payment.card_unavailable_title')}
            </Text>
            <Text size="sm">{t('payment.card_unavailable_body')}</Text>
          </Alert>
        )}

        {p.paymentMethod === 'bank' && p.registerStatusId === 4 && (
          <Alert color="blue">{t('payment.awaiting_verification')}</Alert>
        )}
        {p.paymentMethod === 'bank' && p.registerStatusId === 3 && p.registerStatusMessage && (
          <Alert color="red">
            {t('payment.slip_rejected', { reason: p.registerStatusMessage })}
          </Alert>
        )}

        {p.promptpay && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Card withBorder padding="lg" data-testid="bank-accounts">
              <Title order={2} size="h4" mb="sm">
                {t('payment.bank_accounts')}
              </Title>
              <Stack gap="md">
                {p.bankAccounts.map((a) => (
                  <Stack gap={2} key={a.accountNo}>
                    <Text fw={700}>{a.bank}</Text>
                    <Text size="sm">
                      {t('payment.account_name')}: {a.accountName}
                    </Text>
                    <Text size="sm">
                      {t('payment.account_no')}: <strong>{a.accountNo}</strong>
                    </Text>
                    {a.branch && (
                      <Text size="sm">
                        {t('payment.branch')}: {a.branch}
                      </Text>
                    )}
                  </Stack>
                ))}
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('payment.promptpay')}
              </Title>
              <Box
                role="img"
                aria-label={t('payment.promptpay_alt', {
                  amount: formatBaht(p.totalAmountSatang, locale),
                })}
                data-testid="promptpay-qr"
                data-payload={p.promptpay.payload}
                maw={240}
                mx="auto"
                dangerouslySetInnerHTML={{ __html: p.promptpay.svg }}
              />
              <Text size="sm" ta="center" mt="xs">
                {t('payment.promptpay_hint', { amount: formatBaht(p.totalAmountSatang, locale) })}
              </Text>
            </Card>
          </SimpleGrid>
        )}

        {p.canSendSlip && (
          <Group>
            <ButtonLink
              href={`/member/send-payment-slip?register_id=${p.registerId}`}
              variant={p.registerStatusId === 4 ? 'light' : 'filled'}
              data-testid="send-slip-link"
            >
              {p.registerStatusId === 4 ? t('payment.slip_replace') : t('payment.send_slip')}
            </ButtonLink>
          </Group>
        )}
        {p.canSwitchToCard && <PaymentMethodSwitch registerId={p.registerId} to="card" />}
        {!p.paid && !p.canPayByCard && !p.cardUnavailable && !p.canSendSlip && (
          <Text c="gray.7">{t('payment.not_payable')}</Text>
        )}
      </Stack>
    </Container>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}
