import {
  Container,
  Divider,
  Group,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import '@/features/receipts/receipt.css';
import { PrintButton } from '@/features/receipts/print-button';
import { ReceiptDocument } from '@/features/receipts/receipt-document';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';
import { formatDate, formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { RegisterStatus } from '@/lib/register-status';
import { translator } from '@/server/i18n/translate';
import { loadOr404, serverApi } from '@/trpc/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return {
    title: `${t('permissions.public_training_register')} – ${t('admin_registrations.print')}`,
    robots: { index: false, follow: false },
  };
}

/**
 * /admin/services/public_training_register/{register_id}/print: a printable
 * registration and, once paid, its receipt, in the language the member
 * registered in (whatever the back office's language), without the back
 * office around it; printing gives the sheet alone on A4 (receipt.css).
 */
export default async function PrintPage({ params }: { params: Promise<{ register_id: string }> }) {
  await requireAdminPage(adminPages.publicTrainingRegister);
  const { register_id: rawId } = await params;
  const api = await serverApi();
  const first = await loadOr404(rawId, (id) => api.admin.registrations.get({ id }));
  const locale = first.locale;
  const r =
    locale === (await getPageT()).locale
      ? first
      : await api.admin.registrations.get({ id: first.registerId, locale });
  const receipt =
    r.registerStatusId === RegisterStatus.PAID
      ? await api.admin.registrations.receipt({ id: r.registerId, locale })
      : null;
  const t = translator(locale);
  const place = [
    r.receipt.address,
    r.receipt.district,
    r.receipt.amphure,
    r.receipt.province,
    r.receipt.zipCode,
  ]
    .filter(Boolean)
    .join(' ');
  const rows: [string, string][] = [
    [t('admin_registrations.register_code'), r.registerCode],
    [t('admin_registrations.status'), r.registerStatus],
    [t('admin_registrations.course'), `${r.courseName} (${r.courseCode})`],
    [t('admin_registrations.training_date'), formatDay(r.trainingDate, locale)],
    [
      t('admin_registrations.member'),
      `${r.member.name} · ${r.member.email} · ${r.member.telephone}`,
    ],
    [t('admin_registrations.quantity'), `${r.quantity} × ${formatBaht(r.unitPrice, locale)}`],
    [t('admin_registrations.amount'), formatBaht(r.totalAmount, locale)],
    [t('admin_registrations.method'), r.paymentMethod ?? '–'],
    [t('admin_registrations.registered_at'), formatDate(r.createdAt, locale)],
    [
      t('admin_registrations.receipt_details'),
      [
        r.receipt.receiptType === 'O' ? r.receipt.companyName : r.receipt.name,
        r.receipt.taxNo,
        place,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
  ];
  return (
    <Container component="main" size="md" py="xl" lang={locale}>
      <Stack gap="md" className="receipt-sheet">
        <Group justify="space-between" className="no-print">
          <Text size="sm" c="gray.7">
            {t('admin_registrations.printed_at', { date: formatDate(new Date(), locale) })}
          </Text>
          <PrintButton />
        </Group>
        <Title order={1} size="h3">
          {t('admin_registrations.print_title', { code: r.registerCode })}
        </Title>
        <Table withTableBorder variant="vertical" layout="fixed" data-testid="print-registration">
          <TableTbody>
            {rows.map(([label, value]) => (
              <TableTr key={label}>
                <TableTh w="32%">{label}</TableTh>
                <TableTd style={{ overflowWrap: 'anywhere' }}>{value}</TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
        <Title order={2} size="h4">
          {t('admin_registrations.attendees_count', { count: r.attendees.length })}
        </Title>
        <Table withTableBorder data-testid="print-attendees">
          <TableTbody>
            {r.attendees.map((a, i) => (
              <TableTr key={i}>
                <TableTd w={40}>{i + 1}</TableTd>
                <TableTd>
                  {a.firstname} {a.lastname}
                </TableTd>
                <TableTd style={{ overflowWrap: 'anywhere' }}>{a.email}</TableTd>
                <TableTd>{a.telephone}</TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
        <Divider my="md" />
        {receipt ? (
          <ReceiptDocument receipt={receipt} locale={locale} t={t} />
        ) : (
          <Text c="gray.7">{t('admin_registrations.no_receipt_yet')}</Text>
        )}
      </Stack>
    </Container>
  );
}
