'use client';

import '@mantine/dates/styles.css';

import {
  Anchor,
  Input,
  Loader,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { DocumentsField, type DocumentValue } from '@/features/admin/resource/documents-field';
import { ImageField } from '@/features/admin/resource/image-field';
import { useLookupData, useOptionData } from '@/features/admin/resource/field-options';
import { useT } from '@/i18n/client';
import { type FieldDef, optionLabelKey } from '@/lib/admin/fields';
import { formatDate, formatDay, formatWallTime, toSiteWallTime } from '@/lib/dates';
import type { Locale } from '@/i18n/locales';

// The editor (tiptap) is large: it loads only where a form has rich text.
const RichTextEditorField = dynamic(() => import('@/features/admin/resource/rich-text-editor'), {
  ssr: false,
  loading: () => <Loader size="sm" aria-label="…" />,
});

export type Values = Record<string, unknown>;

interface Props {
  /** The input's id, also the error key: news_category_id, lang.en.name. */
  id: string;
  name: string;
  field: FieldDef;
  values: Values;
  /** In words. */
  error?: ReactNode;
  set: (changes: Values) => void;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function LookupInput({
  id,
  field,
  value,
  error,
  onChange,
  label,
  required,
}: {
  id: string;
  field: FieldDef;
  value: unknown;
  error?: ReactNode;
  onChange: (v: unknown) => void;
  label: string;
  required: boolean;
}) {
  const { t } = useT();
  const data = useLookupData(field.lookup);
  return (
    <Select
      id={id}
      label={label}
      required={required}
      error={error}
      data={data}
      searchable
      nothingFoundMessage={t('admin_content.no_records')}
      placeholder={t('admin_content.choose')}
      value={value === null || value === undefined || value === '' ? null : String(value)}
      onChange={(v) => onChange(v ?? '')}
      clearable={!required}
    />
  );
}

function ReferenceInput({
  id,
  field,
  value,
  error,
  multiple,
  onChange,
  label,
  required,
}: {
  id: string;
  field: FieldDef;
  value: unknown;
  error?: ReactNode;
  multiple: boolean;
  onChange: (v: unknown) => void;
  label: string;
  required: boolean;
}) {
  const { t } = useT();
  const data = useOptionData(field.resource);
  const common = {
    id,
    label,
    required,
    error,
    data,
    searchable: true,
    nothingFoundMessage: t('admin_content.no_records'),
    placeholder: t('admin_content.choose'),
    description: field.hint ? t(field.hint) : undefined,
  };
  return multiple ? (
    <MultiSelect
      {...common}
      value={((value as unknown[]) ?? []).map(String)}
      onChange={onChange}
      clearable
    />
  ) : (
    <Select
      {...common}
      value={value === null || value === undefined || value === '' ? null : String(value)}
      onChange={(v) => onChange(v ?? '')}
      allowDeselect={!required}
      clearable={!required}
    />
  );
}

/** One input of a resource form, chosen by the field's kind. */
export function FieldInput({ id, name, field, values, error, set }: Props) {
  const { t, i18n } = useT();
  const locale = i18n.language;
  const label = t(field.label);
  const description = field.hint ? t(field.hint) : undefined;
  const value = values[name];
  const common = { id, label, required: field.required, error, description };
  const setValue = (v: unknown) => set({ [name]: v });

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'link':
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'link' ? 'url' : 'text'}
          value={text(value)}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          value={text(value)}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      );
    case 'richText':
      return (
        <RichTextEditorField
          id={id}
          label={label}
          value={text(value)}
          error={error}
          onChange={setValue}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value === null || value === undefined ? '' : Number(value)}
          onChange={(v) => setValue(v === '' ? null : v)}
          allowDecimal={false}
          min={0}
        />
      );
    case 'money':
      return (
        <NumberInput
          {...common}
          value={value === null || value === undefined ? '' : Number(value)}
          onChange={(v) => setValue(v === '' ? null : v)}
          decimalScale={2}
          thousandSeparator=","
          min={0}
          rightSection={
            <Text size="xs" c="dimmed" pr="xs">
              {locale === 'th' ? 'บาท' : 'THB'}
            </Text>
          }
          rightSectionWidth={48}
        />
      );
    case 'boolean':
      return (
        <Input.Wrapper id={`${id}-wrapper`} error={error} description={description}>
          <Switch
            id={id}
            label={label}
            checked={Boolean(value)}
            onChange={(e) => setValue(e.currentTarget.checked)}
            mt="md"
          />
        </Input.Wrapper>
      );
    case 'dateTime':
      return (
        <DateTimePicker
          {...common}
          // The picker holds the centre's wall time (saved with +07:00), so a browser in another
          // time zone shows and saves 09:00 as 09:00.
          value={value ? toSiteWallTime(String(value)) : null}
          onChange={(v) => setValue(v)}
          valueFormat={(v) => formatWallTime(String(v), locale)}
          monthLabelFormat={(v) => formatWallTime(String(v), locale, 'MMMM YYYY')}
          yearLabelFormat={(v) => formatWallTime(String(v), locale, 'YYYY')}
          yearsListFormat={(v) => formatWallTime(String(v), locale, 'YYYY')}
          decadeLabelFormat={(start, end) =>
            `${formatWallTime(String(start), locale, 'YYYY')} – ${formatWallTime(String(end), locale, 'YYYY')}`
          }
          clearable={!field.required}
          submitButtonProps={{ 'aria-label': t('admin_content.save') }}
          timePickerProps={{ 'aria-label': t('admin_content.time') }}
        />
      );
    case 'reference':
    case 'references':
      if (field.readOnly)
        return (
          <Input.Wrapper label={label} description={description}>
            <Text mt={4} data-testid={id}>
              {text(values[`${name.replace(/_id$/, '')}_name`]) || '–'}
            </Text>
          </Input.Wrapper>
        );
      return (
        <ReferenceInput
          id={id}
          field={field}
          value={value}
          error={error}
          multiple={field.kind === 'references'}
          onChange={setValue}
          label={label}
          required={field.required}
        />
      );
    case 'lookup':
      return (
        <LookupInput
          id={id}
          field={field}
          value={value}
          error={error}
          onChange={setValue}
          label={label}
          required={field.required}
        />
      );
    case 'password':
      // Mantine marks the inner input data-invalid only: screen readers need aria-invalid too.
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          aria-invalid={!!error}
          value={text(value)}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={(field.values ?? []).map((v) => ({ value: v, label: t(optionLabelKey(field, v)) }))}
          value={text(value) || null}
          onChange={(v) => setValue(v ?? '')}
          allowDeselect={false}
        />
      );
    case 'image': {
      const prefix = name.replace(/_url$/, '');
      return (
        <ImageField
          id={id}
          label={label}
          error={error}
          library
          value={{
            url: (value as string | null) ?? null,
            width: values[`${prefix}_width`] as number | null,
            height: values[`${prefix}_height`] as number | null,
          }}
          onChange={(img) =>
            set({
              [name]: img.url,
              [`${prefix}_width`]: img.width ?? null,
              [`${prefix}_height`]: img.height ?? null,
            })
          }
        />
      );
    }
    case 'documents':
      return (
        <DocumentsField
          id={id}
          label={label}
          error={error}
          value={(value as DocumentValue[]) ?? []}
          onChange={setValue}
        />
      );
    case 'readonly':
      return (
        <Input.Wrapper label={label} description={description}>
          <Text mt={4} style={{ whiteSpace: 'pre-wrap' }} data-testid={id}>
            {value instanceof Date ? (
              field.format === 'day' ? (
                formatDay(value, locale as Locale)
              ) : (
                formatDate(value, locale as Locale)
              )
            ) : field.link === 'mailto' && text(value) ? (
              <Anchor href={`mailto:${text(value)}`} data-testid={`${id}-reply`}>
                {text(value)}
              </Anchor>
            ) : (
              text(value) || '–'
            )}
          </Text>
        </Input.Wrapper>
      );
    default:
      return null;
  }
}
