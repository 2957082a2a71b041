import { Box, Divider, Group, Stack, Table, TableScrollContainer, TableTbody, TableTd, TableTfoot, TableTh, TableThead, TableTr, Text, Title } from '@mantine/core';
import { bahttext } from 'bahttext';
import type { TFunction } from 'i18next';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import type { ReceiptData } from '@/server/services/receipt-service';

/** A receipt of a paid registration, laid out for A4 printing (SPEC.md section 3, registration record). */
export function ReceiptDocument({ receipt, locale, t }: { receipt: ReceiptData; locale: Locale; t: TFunction }) {
  const payment =
    receipt.paymentMethod === 'card'
      ? t('receipt.paid_by_card', { type: receipt.cardTypeName ?? '', number: receipt.cardNumber ?? '' })
      : t('receipt.paid_by_transfer', { bank: receipt.transferBankName ?? '', date: receipt.transferDate ? formatDay(receipt.transferDate, locale) : '' });
  // Thai addresses name each level (ตำบล, อำเภอ, จังหวัด); English ones list them with commas.
  const place =
    locale === 'th'
      ? [
          receipt.receiptAddress,
          receipt.receiptDistrict && `${t('receipt.district')} ${receipt.receiptDistrict}`,
          receipt.receiptAmphure && `${t('receipt.amphure')} ${receipt.receiptAmphure}`,
          receipt.receiptProvince && `${t('receipt.province')} ${receipt.receiptProvince}`,
          receipt.receiptZipCode,
        ].filter(Boolean).join(' ')
      : [receipt.receiptAddress, receipt.receiptDistrict, receipt.receiptAmphure, `${receipt.receiptProvince} ${receipt.receiptZipCode}`.trim()].filter(Boolean).join(', ');

  return (
    <Box component="article" className="receipt-sheet" data-testid="receipt" p={{ base: 'md', sm: 'xl' }} bg="white" maw={820} mx="auto" style={{ border: '1px solid var(--mantine-color-gray-4)' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={2} style={{ flex: '1 1 280px' }}>
          <Text fw={700} size="lg">{t('site_name')}</Text>
          <Text size="sm">{siteConfig.address[locale]}</Text>
          <Text size="sm">{t('receipt.tax_id')} {siteConfig.taxId}</Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Title order={1} size="h2">{t('receipt.title')}</Title>
          <Text size="sm" c="dimmed">{t('receipt.subtitle')}</Text>
          <Text size="sm">{t('receipt.number')} <strong data-testid="receipt-number">{receipt.registerCode}</strong></Text>
          <Text size="sm">{t('receipt.date')} {formatDay(receipt.paymentSubmitDate, locale)}</Text>
        </Stack>
      </Group>
      <Divider my="md" />
      <Stack gap={4}>
        <Text size="sm"><strong>{t('receipt.received_from')}</strong> {receipt.receiptCompanyName}</Text>
        {receipt.receiptTaxNo && (
          <Text size="sm">
            <strong>{t('receipt.tax_id')}</strong> {receipt.receiptTaxNo}
            {receipt.receiptBranch ? ` (${t('receipt.branch')} ${receipt.receiptBranch})` : ''}
          </Text>
        )}
        <Text size="sm"><strong>{t('receipt.address')}</strong> {place}</Text>
      </Stack>
      <TableScrollContainer minWidth={520} mt="md">
        <Table withTableBorder withColumnBorders>
          <TableThead>
            <TableTr>
              <TableTh>{t('receipt.item')}</TableTh>
              <TableTh ta="right">{t('receipt.quantity')}</TableTh>
              <TableTh ta="right">{t('receipt.unit_price')}</TableTh>
              <TableTh ta="right">{t('receipt.amount')}</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            <TableTr>
              <TableTd>
                {receipt.courseName} ({receipt.courseCode})
                <Text size="xs" c="dimmed">{t('receipt.training_date')} {formatDay(receipt.trainingDate, locale)}</Text>
                <Text size="xs" c="dimmed">{t('receipt.register_code')} {receipt.registerCode}</Text>
                {receipt.attendees && receipt.attendees.length > 0 && (
                  <Text size="xs" c="dimmed" data-testid="receipt-attendees">{t('receipt.attendees')}: {receipt.attendees.join(', ')}</Text>
                )}
              </TableTd>
              <TableTd ta="right">{receipt.quantity}</TableTd>
              <TableTd ta="right">{formatBaht(receipt.unitPriceSatang, locale)}</TableTd>
              <TableTd ta="right">{formatBaht(receipt.unitPriceSatang * receipt.quantity, locale)}</TableTd>
            </TableTr>
          </TableTbody>
          <TableTfoot>
            <TableTr>
              <TableTh colSpan={3} ta="right">{t('receipt.total')}</TableTh>
              <TableTh ta="right" data-testid="receipt-total">{formatBaht(receipt.totalAmountSatang, locale)}</TableTh>
            </TableTr>
          </TableTfoot>
        </Table>
      </TableScrollContainer>
      {locale === 'th' && (
        <Text size="sm" mt="xs" ta="right" data-testid="receipt-amount-words">
          <strong>{t('receipt.amount_in_words')}</strong> ({bahttext(receipt.totalAmountSatang / 100)})
        </Text>
      )}
      <Text size="sm" mt="md"><strong>{t('receipt.payment')}</strong> {payment}</Text>
      <Group justify="flex-end" mt={48}>
        <Stack gap={4} align="center" w={240}>
          <Divider w="100%" />
          <Text size="sm">{t('receipt.signature')}</Text>
          <Text size="xs" c="dimmed">{t('receipt.receiver')}</Text>
        </Stack>
      </Group>
    </Box>
  );
}
