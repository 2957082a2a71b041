'use client';

import { Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/** A receipt's details as the form holds them (select values as strings). */
export type ReceiptDraft = {
  receipt_type: 'P' | 'O';
  name: string;
  company_name: string;
  tax_no: string;
  branch: string;
  address: string;
  province_id: string;
  amphure_id: string;
  district_id: string;
  zip_code: string;
};

export const emptyReceipt: ReceiptDraft = {
  receipt_type: 'P',
  name: '',
  company_name: '',
  tax_no: '',
  branch: '',
  address: '',
  province_id: '',
  amphure_id: '',
  district_id: '',
  zip_code: '',
};

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

type ReceiptPath = `receipt.${keyof ReceiptDraft}`;

/** The part of a form (use-schema-form.ts) holding a receipt under `receipt`. */
export interface ReceiptForm {
  values: { receipt: ReceiptDraft };
  errors: Record<string, ReactNode>;
  getInputProps(path: ReceiptPath): GetInputPropsReturnType;
  setFieldValue(path: ReceiptPath, value: string): void;
}

/**
 * The receipt details of a registration: person or organisation, name, the
 * organisation's tax number and branch, address and the cascading province,
 * district and sub-district lists that fill the postcode. The member's
 * register form and the back office's correction form share it; its fields
 * live under `receipt` in the form's values and errors.
 */
export function ReceiptFields({ form }: { form: ReceiptForm }) {
  const { t } = useT();
  const value = form.values.receipt;
  const provinces = api.public.lookups.provinces.useQuery(undefined, { staleTime: Infinity });
  const amphures = api.public.lookups.amphures.useQuery(
    { province_id: value.province_id || '*' },
    { staleTime: Infinity },
  );
  const districts = api.public.lookups.districts.useQuery(
    { amphure_id: value.amphure_id || '*' },
    { staleTime: Infinity },
  );
  const err = (field: keyof ReceiptDraft) => form.errors[`receipt.${field}`];
  /** Sets receipt fields, each as its own change (a province empties the lists below it). */
  const set = (patch: Partial<ReceiptDraft>) => {
    for (const [key, v] of Object.entries(patch))
      form.setFieldValue(`receipt.${key as keyof ReceiptDraft}`, v);
  };
  const input = (field: keyof ReceiptDraft) => form.getInputProps(`receipt.${field}`);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('registration.receipt_as')}
        value={value.receipt_type}
        onChange={(v) => set({ receipt_type: v === 'O' ? 'O' : 'P' })}
      >
        <Group mt={4}>
          <Radio value="P" label={t('registration.receipt_person')} />
          <Radio value="O" label={t('registration.receipt_organisation')} />
        </Group>
      </Radio.Group>
      <TextInput label={t('registration.receipt_name')} required {...input('name')} />
      {value.receipt_type === 'O' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('registration.company_name')} required {...input('company_name')} />
          <TextInput label={t('registration.tax_no')} required {...input('tax_no')} />
          <TextInput label={t('registration.branch')} {...input('branch')} />
        </SimpleGrid>
      )}
      <Textarea
        label={t('registration.address')}
        required
        autosize
        minRows={2}
        {...input('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label={t('registration.province')}
          required
          placeholder={t('registration.select')}
          searchable
          data={options(provinces.data)}
          value={value.province_id || null}
          error={err('province_id')}
          onChange={(v) =>
            set({ province_id: v ?? '', amphure_id: '', district_id: '', zip_code: '' })
          }
        />
        <Select
          label={t('registration.amphure')}
          required
          placeholder={t('registration.select')}
          searchable
          disabled={!value.province_id}
          data={options(amphures.data)}
          value={value.amphure_id || null}
          error={err('amphure_id')}
          onChange={(v) => set({ amphure_id: v ?? '', district_id: '', zip_code: '' })}
        />
        <Select
          label={t('registration.district')}
          required
          placeholder={t('registration.select')}
          searchable
          disabled={!value.amphure_id}
          data={options(districts.data)}
          value={value.district_id || null}
          error={err('district_id')}
          onChange={(v) =>
            set({
              district_id: v ?? '',
              zip_code: districts.data?.find((d) => String(d.id) === v)?.zip_code ?? '',
            })
          }
        />
        <TextInput
          label={t('registration.zip_code')}
          required
          inputMode="numeric"
          maxLength={5}
          {...input('zip_code')}
        />
      </SimpleGrid>
    </Stack>
  );
}
