import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import type { ReportCellKind } from '@/lib/reports/columns';

const counts = { th: new Intl.NumberFormat('th-TH'), en: new Intl.NumberFormat('en-US') };

/** A report value as the page shows it: money in baht, dates in Bangkok time (Buddhist year in Thai), counts with separators. */
export function formatReportCell(kind: ReportCellKind, value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return formatBaht(Number(value), locale);
    case 'date':
      return formatDate(value as Date, locale);
    case 'count':
      return counts[locale].format(Number(value));
    default:
      return String(value);
  }
}
