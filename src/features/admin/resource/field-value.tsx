'use client';

import { Badge } from '@mantine/core';
import { type FieldDef, optionLabelKey } from '@/lib/admin/fields';
import { formatDate, formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import type { ClientT } from '@/i18n/translate';
import type { Locale } from '@/i18n/locales';

/** A field's value as a list cell shows it (dates with the Buddhist year in Thai, money in baht). */
export function FieldValue({
  field,
  value,
  t,
  locale,
}: {
  field: FieldDef | undefined;
  value: unknown;
  t: ClientT;
  locale: Locale;
}) {
  if (value === null || value === undefined || value === '')
    return <span aria-label={t('admin_content.no_records')}>–</span>;
  switch (field?.kind) {
    case 'boolean':
      return value ? (
        <Badge variant="light" color="teal">
          {t('admin_content.yes')}
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          {t('admin_content.no')}
        </Badge>
      );
    case 'dateTime':
      return <>{formatDate(value as Date, locale)}</>;
    case 'money':
      return <>{formatBaht(Math.round(Number(value) * 100), locale)}</>;
    case 'enum':
      return <>{t(optionLabelKey(field, value))}</>;
    case 'readonly':
      return field.values ? (
        <>{t(optionLabelKey(field, value))}</>
      ) : value instanceof Date ? (
        <>{field.format === 'day' ? formatDay(value, locale) : formatDate(value, locale)}</>
      ) : (
        <>{String(value)}</>
      );
    default:
      return value instanceof Date ? <>{formatDate(value, locale)}</> : <>{String(value)}</>;
  }
}
