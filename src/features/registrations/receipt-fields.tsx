'use client';

import { Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/** A receipt's details as the form holds them (select values as strings). */
export type ReceiptDraft = { receipt_type: 'P' | 'O'; name: string; company_name: string; tax_no: string; branch: string; address: string; province_id: string; amphure_id: string; district_id: string; zip_code: string };

export const emptyReceipt: ReceiptDraft = { receipt_type: 'P', name: '', company_name: '', tax_no: '', branch: '', address: '', province_id: '', amphure_id: '', district_id: '', zip_code: '' };

const options = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/**
 * The receipt details of a registration: person or organisation, name, the
 * organisation's tax number and branch, address and the cascading province,
 * district and sub-district lists that fill the postcode. The member's
 * register form and the back office's correction form share it; errors are
 * read under `receipt.<field>`.
 */
export function ReceiptFields({ value, onChange, error }: { value: ReceiptDraft; onChange: (patch: Partial<ReceiptDraft>) => void; error: (field: string) => string | undefined }) {
  const { t } = useT();
  const provinces = api.public.lookups.provinces.useQuery(undefined, { staleTime: Infinity });
  const amphures = api.public.lookups.amphures.useQuery({ province_id: value.province_id || '*' }, { staleTime: Infinity });
  const districts = api.public.lookups.districts.useQuery({ amphure_id: value.amphure_id || '*' }, { staleTime: Infinity });
  const err = (field: string) => error(`receipt.${field}`);
  return (
    <Stack gap="sm">
      <Radio.Group label={t('registration.receipt_as')} value={value.receipt_type} onChange={(v) => onChange({ receipt_type: v === 'O' ? 'O' : 'P' })}>
        <Group mt={4}>
          <Radio value="P" label={t('registration.receipt_person')} />
          <Radio value="O" label={t('registration.receipt_organisation')} />
        </Group>
      </Radio.Group>
      <TextInput label={t('registration.receipt_name')} required value={value.name} error={err('name')} onChange={(e) => onChange({ name: e.currentTarget.value })} />
      {value.receipt_type === 'O' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('registration.company_name')} required value={value.company_name} error={err('company_name')} onChange={(e) => onChange({ company_name: e.currentTarget.value })} />
          <TextInput label={t('registration.tax_no')} required value={value.tax_no} error={err('tax_no')} onChange={(e) => onChange({ tax_no: e.currentTarget.value })} />
          <TextInput label={t('registration.branch')} value={value.branch} error={err('branch')} onChange={(e) => onChange({ branch: e.currentTarget.value })} />
        </SimpleGrid>
      )}
      <Textarea label={t('registration.address')} required autosize minRows={2} value={value.address} error={err('address')} onChange={(e) => onChange({ address: e.currentTarget.value })} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select label={t('registration.province')} required placeholder={t('registration.select')} searchable data={options(provinces.data)} value={value.province_id || null} error={err('province_id')}
          onChange={(v) => onChange({ province_id: v ?? '', amphure_id: '', district_id: '', zip_code: '' })} />
        <Select label={t('registration.amphure')} required placeholder={t('registration.select')} searchable disabled={!value.province_id} data={options(amphures.data)} value={value.amphure_id || null} error={err('amphure_id')}
          onChange={(v) => onChange({ amphure_id: v ?? '', district_id: '', zip_code: '' })} />
        <Select label={t('registration.district')} required placeholder={t('registration.select')} searchable disabled={!value.amphure_id} data={options(districts.data)} value={value.district_id || null} error={err('district_id')}
          onChange={(v) => onChange({ district_id: v ?? '', zip_code: districts.data?.find((d) => String(d.id) === v)?.zip_code ?? '' })} />
        <TextInput label={t('registration.zip_code')} required inputMode="numeric" maxLength={5} value={value.zip_code} error={err('zip_code')} onChange={(e) => onChange({ zip_code: e.currentTarget.value })} />
      </SimpleGrid>
    </Stack>
  );
}
