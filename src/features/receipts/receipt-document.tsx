import {
  Box,
  Divider,
  Group,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTfoot,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { bahttext } from 'bahttext';
import type { TFunction } from 'i18next';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import type { ReceiptData } from '@/server/services/receipt-service';
import './receipt.css';

/**
 * A receipt of a paid registration (SPEC.md section 3, registration record):
 * its line table reflows on a phone, and printing shows the receipt alone on
 * A4 (receipt.css).
 */
export function ReceiptDocument({
  receipt,
  locale,
  t,
}: {
  receipt: ReceiptData;
  locale: Locale;
  t: TFunction;
}) {
  const payment =
    receipt.paymentMethod === 'card'
      ? t('receipt.paid_by_card', {
          type: receipt.cardTypeName ?? '',
          number: receipt.cardNumber ?? '',
        })
      : t('receipt.paid_by_transfer', {
          bank: receipt.transferBankName ?? '',
          date: receipt.transferDate ? formatDay(receipt.transferDate, locale) : '',
        });
  // Thai addresses name each level (ตำบล, อำเภอ, จังหวัด); English ones list them with commas.
  const place =
    locale === 'th'
      ? [
          receipt.receiptAddress,
          receipt.receiptDistrict && `${t('receipt.district')} ${receipt.receiptDistrict}`,
          receipt.receiptAmphure && `${t('receipt.amphure')} ${receipt.receiptAmphure}`,
          receipt.receiptProvince && `${t('receipt.province')} ${receipt.receiptProvince}`,
          receipt.receiptZipCode,
        ]
          .filter(Boolean)
          .join(' ')
      : [
          receipt.receiptAddress,
          receipt.receiptDistrict,
          receipt.receiptAmphure,
          `${receipt.receiptProvince} ${receipt.receiptZipCode}`.trim(),
        ]
          .filter(Boolean)
          .join(', ');

  return (
    <Box
      component="article"
      className="receipt-sheet"
      data-testid="receipt"
      p={{ base: 'md', sm: 'xl' }}
      bg="white"
      maw={820}
      mx="auto"
      style={{ border: '1px solid var(--mantine-color-gray-4)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={2} style={{ flex: '1 1 280px' }}>
          <Text fw={700} size="lg">
            {t('site_name')}
          </Text>
          <Text size="sm">{siteConfig.address[locale]}</Text>
          <Text size="sm">
            {t('receipt.tax_id')} {siteConfig.taxId}
          </Text>
        </Stack>
        <Stack gap={2} className="receipt-head-meta">
          <Title order={1} size="h2">
            {t('receipt.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('receipt.subtitle')}
          </Text>
          <Text size="sm">
            {t('receipt.number')}{' '}
            <strong data-testid="receipt-number">
              {receipt.receiptNo ?? receipt.registerCode}
            </strong>
          </Text>
          <Text size="sm">
            {t('receipt.date')} {formatDay(receipt.paymentSubmitDate, locale)}
          </Text>
        </Stack>
      </Group>
      <Divider my="md" />
      <Stack gap={4}>
        <Text size="sm">
          <strong>{t('receipt.received_from')}</strong> {receipt.receiptCompanyName}
        </Text>
        {receipt.receiptTaxNo && (
          <Text size="sm">
            <strong>{t('receipt.tax_id')}</strong> {receipt.receiptTaxNo}
            {receipt.receiptBranch ? ` (${t('receipt.branch')} ${receipt.receiptBranch})` : ''}
          </Text>
        )}
        <Text size="sm">
          <strong>{t('receipt.address')}</strong> {place}
        </Text>
      </Stack>
      {/* Explicit roles keep the table's semantics when a phone's stylesheet lays its rows out as blocks. */}
      <Box className="receipt-lines-box" mt="md">
        <Table
          withTableBorder
          withColumnBorders
          className="receipt-lines"
          role="table"
          data-testid="receipt-lines"
        >
          <TableThead role="rowgroup">
            <TableTr role="row">
              <TableTh role="columnheader">{t('receipt.item')}</TableTh>
              <TableTh role="columnheader" ta="right">
                {t('receipt.quantity')}
              </TableTh>
              <TableTh role="columnheader" ta="right">
                {t('receipt.unit_price')}
              </TableTh>
              <TableTh role="columnheader" ta="right">
                {t('receipt.amount')}
              </TableTh>
            </TableTr>
          </TableThead>
          <TableTbody role="rowgroup">
            <TableTr role="row">
              <TableTd role="cell" className="receipt-line-item">
                <span data-testid="receipt-course">{receipt.courseName}</span>{' '}
                <span className="receipt-nowrap">({receipt.courseCode})</span>
                <Text size="xs" c="dimmed">
                  {t('receipt.training_date')} {formatDay(receipt.trainingDate, locale)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('receipt.register_code')} {receipt.registerCode}
                </Text>
                {receipt.attendees && receipt.attendees.length > 0 && (
                  <Text size="xs" c="dimmed" data-testid="receipt-attendees">
                    {t('receipt.attendees')}: {receipt.attendees.join(', ')}
                  </Text>
                )}
              </TableTd>
              <TableTd role="cell" ta="right">
                <CellLabel>{t('receipt.quantity')}</CellLabel>
                {receipt.quantity}
              </TableTd>
              <TableTd role="cell" ta="right">
                <CellLabel>{t('receipt.unit_price')}</CellLabel>
                <span className="receipt-nowrap">
                  {formatBaht(receipt.unitPriceSatang, locale)}
                </span>
              </TableTd>
              <TableTd role="cell" ta="right">
                <CellLabel>{t('receipt.amount')}</CellLabel>
                <span className="receipt-nowrap">
                  {formatBaht(receipt.unitPriceSatang * receipt.quantity, locale)}
                </span>
              </TableTd>
            </TableTr>
          </TableTbody>
          <TableTfoot role="rowgroup">
            <TableTr role="row">
              <TableTh role="rowheader" colSpan={3} ta="right">
                {t('receipt.total')}
              </TableTh>
              <TableTd role="cell" ta="right" fw={700} data-testid="receipt-total">
                <span className="receipt-nowrap">
                  {formatBaht(receipt.totalAmountSatang, locale)}
                </span>
              </TableTd>
            </TableTr>
          </TableTfoot>
        </Table>
      </Box>
      {locale === 'th' && (
        <Text size="sm" mt="xs" ta="right" data-testid="receipt-amount-words">
          <strong>{t('receipt.amount_in_words')}</strong> (
          {bahttext(receipt.totalAmountSatang / 100)})
        </Text>
      )}
      <Text size="sm" mt="md">
        <strong>{t('receipt.payment')}</strong> {payment}
      </Text>
      <Group justify="flex-end" mt={48} className="receipt-signature">
        <Stack gap={4} align="center" w={240}>
          <Divider w="100%" />
          <Text size="sm">{t('receipt.signature')}</Text>
          <Text size="xs" c="dimmed">
            {t('receipt.receiver')}
          </Text>
        </Stack>
      </Group>
    </Box>
  );
}

/** A figure's column name, shown beside it only when a phone lays the table out as blocks (screen readers get the column header). */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="receipt-cell-label" aria-hidden="true">
      {children}
    </span>
  );
}
