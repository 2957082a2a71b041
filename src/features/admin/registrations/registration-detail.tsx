'use client';

import { useBreadcrumbItem } from '@/features/admin/breadcrumb-item';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IntentLink } from '@/features/ui/intent-link';
import type { ReactNode } from 'react';
import { RegistrationHistory } from '@/features/admin/registrations/registration-history';
import { RegistrationAttendance } from '@/features/admin/attendance/registration-attendance';
import { REGISTRATIONS_ROUTE } from '@/features/admin/registrations/registrations-list';
import { SlipReview } from '@/features/admin/registrations/slip-review';
import { useStaffStatusChoices } from '@/features/admin/registrations/use-staff-status-choices';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { StatusBadge } from '@/features/registrations/status-badge';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate, formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { RegisterStatus } from '@/lib/register-status';
import { api, type RouterOutputs } from '@/trpc/react';

type Detail = RouterOutputs['admin']['registrations']['get'];

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" fw={500} c="gray.7">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value ?? '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * /admin/services/public_training_register/{register_id}: everything about
 * one registration: the course and amount, the member, the attendees, the
 * receipt details, the payment (card results or the slips to verify) and
 * the full history, with edit, print and the receipt status.
 */
export function RegistrationDetail({ registerId }: { registerId: number }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const utils = api.useUtils();
  const detail = api.admin.registrations.get.useQuery({ id: registerId }, { retry: false });
  useBreadcrumbItem(detail.data?.registerCode);
  const statusChoices = useStaffStatusChoices();
  const receiptStatus = api.admin.registrations.receiptStatus.useMutation({
    onSuccess: async (r) => {
      toastSuccess(
        t,
        r.receiptStatus === 1
          ? t('admin_registrations.receipt_issued')
          : t('admin_registrations.receipt_not_issued'),
      );
      await refresh();
    },
    onError: (e) => toastCallFailure(t, e),
  });
  const refresh = () =>
    Promise.all([
      utils.admin.registrations.get.invalidate({ id: registerId }),
      utils.admin.registrations.histories.invalidate({ register_id: registerId }),
      utils.admin.registrations.list.invalidate(),
    ]);

  if (detail.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (!detail.data) return <Alert color="red">{t('errors.not_found')}</Alert>;
  const r: Detail = detail.data;
  const paid = r.registerStatusId === RegisterStatus.PAID;
  const place = [
    r.receipt.address,
    r.receipt.district,
    r.receipt.amphure,
    r.receipt.province,
    r.receipt.zipCode,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap="md" data-testid="registration-detail">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Anchor component={IntentLink} href={REGISTRATIONS_ROUTE} size="sm">
            ← {t('permissions.public_training_register')}
          </Anchor>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {r.registerCode}
            </Title>
            <StatusBadge
              statusId={r.registerStatusId}
              name={r.registerStatus}
              size="lg"
              testId="registration-status"
            />
          </Group>
          {r.seatsHeldUntil && (
            <Text size="sm" c="gray.7" data-testid="seats-held-until">
              {t('admin_registrations.seat_holds.held_until_short', {
                time: formatDate(r.seatsHeldUntil, locale),
              })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            component={IntentLink}
            href={`${REGISTRATIONS_ROUTE}/${r.registerId}/edit`}
            variant="light"
            data-testid="edit-registration"
          >
            {t('admin_content.edit')}
          </Button>
          <Button
            component="a"
            href={`${REGISTRATIONS_ROUTE}/${r.registerId}/print`}
            target="_blank"
            rel="noopener"
            variant="default"
            data-testid="print-registration"
          >
            {t('admin_registrations.print')}
          </Button>
        </Group>
      </Group>
      {r.registerStatusMessage && (
        <Alert
          color={r.registerStatusId === RegisterStatus.PAYMENT_TO_CORRECT ? 'red' : 'blue'}
          data-testid="status-message"
        >
          {r.registerStatusMessage}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section id="course-heading" title={t('admin_registrations.course')}>
          <Facts
            rows={[
              [t('admin_registrations.course'), `${r.courseName} (${r.courseCode})`],
              [t('admin_registrations.training_date'), formatDay(r.trainingDate, locale)],
              [
                t('admin_registrations.quantity'),
                `${r.quantity} × ${formatBaht(r.unitPrice, locale)}`,
              ],
              [
                t('admin_registrations.amount'),
                <strong key="amount">{formatBaht(r.totalAmount, locale)}</strong>,
              ],
              [t('admin_registrations.registered_at'), formatDate(r.createdAt, locale)],
              [t('admin_registrations.language'), t(`admin_registrations.language_${r.locale}`)],
            ]}
          />
        </Section>
        <Section id="member-heading" title={t('admin_registrations.member')}>
          <Facts
            rows={[
              [
                t('admin_registrations.member'),
                <Anchor
                  key="member"
                  component={IntentLink}
                  href={`/admin/members/form?member_id=${r.member.memberId}`}
                >
                  {r.member.name}
                </Anchor>,
              ],
              [
                t('admin_registrations.member_type'),
                t(`admin_registrations.member_type_${r.member.memberType}`),
              ],
              [t('admin_registrations.email'), r.member.email],
              [t('admin_registrations.telephone'), r.member.telephone],
              ...(r.member.companyName
                ? ([[t('registration.company_name'), r.member.companyName]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
            ]}
          />
        </Section>
        <Section id="payment-heading" title={t('admin_registrations.payment')}>
          <Facts
            rows={[
              [t('admin_registrations.method'), r.paymentMethod ?? '–'],
              [t('admin_registrations.paid_at'), r.paidAt ? formatDate(r.paidAt, locale) : '–'],
              [
                t('admin_registrations.receipt_no'),
                <span key="no" data-testid="receipt-no">
                  {r.receiptNo ?? '–'}
                </span>,
              ],
            ]}
          />
          {paid && (
            <Switch
              mt="sm"
              label={t('admin_registrations.receipt_status_label')}
              checked={r.receiptStatus === 1}
              disabled={receiptStatus.isPending}
              onChange={(e) =>
                receiptStatus.mutate({
                  register_id: r.registerId,
                  status: e.currentTarget.checked ? 1 : 0,
                })
              }
              data-testid="receipt-status"
            />
          )}
        </Section>
        <Section id="receipt-heading" title={t('admin_registrations.receipt_details')}>
          <Facts
            rows={[
              [
                t('registration.receipt_as'),
                r.receipt.receiptType === 'O'
                  ? t('registration.receipt_organisation')
                  : t('registration.receipt_person'),
              ],
              [t('registration.receipt_name'), r.receipt.name],
              ...(r.receipt.receiptType === 'O'
                ? ([
                    [t('registration.company_name'), r.receipt.companyName],
                    [t('registration.tax_no'), r.receipt.taxNo],
                    [t('registration.branch'), r.receipt.branch],
                  ] as [string, ReactNode][])
                : []),
              [
                t('registration.address'),
                <span key="place" data-testid="receipt-address">
                  {place}
                </span>,
              ],
            ]}
          />
        </Section>
      </SimpleGrid>

      <Section
        id="attendees-heading"
        title={t('admin_registrations.attendees_count', { count: r.attendees.length })}
      >
        <Table striped data-testid="attendees" style={{ overflowWrap: 'anywhere' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin_registrations.name')}</Table.Th>
              <Table.Th>{t('admin_registrations.email')}</Table.Th>
              <Table.Th>{t('admin_registrations.telephone')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.attendees.map((a, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  {a.firstname} {a.lastname}{' '}
                  {a.isMember && (
                    <Badge size="xs" variant="light">
                      {t('admin_registrations.the_member')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{a.email}</Table.Td>
                <Table.Td>{a.telephone}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      {r.paymentMethodCode === 'bank' && (
        <SlipReview registration={r} locale={locale} onChanged={refresh} />
      )}
      {r.cardPayments.length > 0 && (
        <Section id="card-heading" title={t('admin_registrations.card_payments')}>
          {/* A wide table scrolls in a region a keyboard can reach. */}
          <Box
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-labelledby="card-heading"
          >
            <Table striped miw={600}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin_registrations.started_at')}</Table.Th>
                  <Table.Th>{t('admin_registrations.decision')}</Table.Th>
                  <Table.Th>{t('admin_registrations.card')}</Table.Th>
                  <Table.Th>{t('admin_registrations.amount')}</Table.Th>
                  <Table.Th>{t('admin_registrations.gateway_message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.cardPayments.map((c) => (
                  <Table.Tr key={c.transactionUuid}>
                    <Table.Td>{formatDate(c.startedAt, locale)}</Table.Td>
                    <Table.Td>{c.decision ?? t('admin_registrations.no_answer')}</Table.Td>
                    <Table.Td>
                      {[c.cardType, c.cardNumber].filter(Boolean).join(' ') || '–'}
                    </Table.Td>
                    <Table.Td>{formatBaht(c.amount, locale)}</Table.Td>
                    <Table.Td>
                      {[c.reasonCode, c.message].filter(Boolean).join(' – ') || '–'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Section>
      )}

      <RegistrationAttendance registerId={r.registerId} />

      <RegistrationHistory
        registerId={r.registerId}
        statusId={r.registerStatusId}
        statusChoices={statusChoices}
        locale={locale}
        onChanged={refresh}
      />
    </Stack>
  );
}
