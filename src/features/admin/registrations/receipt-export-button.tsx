'use client';

import '@mantine/dates/styles.css';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useT } from '@/i18n/client';
import { siteDay } from '@/lib/dates';

/**
 * Downloads the receipt export lines (SPEC.md section 9) of the registrations
 * paid in a date range, as the text file the accounting system imports, from
 * the REST door (the back office's session cookie authenticates it).
 */
export function ReceiptExportButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const today = siteDay(new Date());
  const [range, setRange] = useState<[string | null, string | null]>([
    today.slice(0, 8) + '01',
    today,
  ]);
  const [from, to] = range;
  const href =
    from && to
      ? `/api/v1/admin/services/register/receipt_export?date_from=${from}&date_to=${to}`
      : undefined;
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="receipt-export">
        {t('admin_registrations.export_receipts')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('admin_registrations.export_receipts')}
        centered
      >
        <Stack>
          <Text size="sm">{t('admin_registrations.export_explain')}</Text>
          <DatePickerInput
            type="range"
            label={t('admin_registrations.paid_between')}
            value={range}
            onChange={setRange}
            valueFormat="D/M/YYYY"
            allowSingleDateInRange
            data-testid="export-range"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('admin_content.cancel')}
            </Button>
            <Button
              component="a"
              href={href}
              download
              disabled={!href}
              data-testid="export-download"
              onClick={() => setOpen(false)}
            >
              {t('admin_registrations.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
