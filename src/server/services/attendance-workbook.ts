import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import type { ReportColumn } from '@/lib/reports/columns';
import { reportWorkbookStream } from '@/server/services/report-workbook';

interface AttendanceReport {
  days: string[];
  rows: {
    registerCode: string;
    name: string;
    email: string;
    daysAttended: number;
    attended: Record<string, Date>;
    certificateCode: string | null;
  }[];
}

/**
 * The attendance report as an .xlsx file, through the reports' streaming
 * workbook (headers in the caller's language, text that cannot run as a
 * formula): one row per attendee, one column per training day holding the
 * check-in time.
 */
export function attendanceWorkbook(
  report: AttendanceReport,
  locale: Locale,
  sheetName: string,
): ReadableStream<Uint8Array> {
  const column = (key: string, label: string, width = 18): ReportColumn => ({
    key,
    label,
    kind: 'text',
    width,
  });
  const columns: ReportColumn[] = [
    column('register_code', 'checkin.columns.register_code'),
    column('name', 'checkin.columns.name', 28),
    column('email', 'checkin.columns.email', 28),
    { key: 'days_attended', label: 'checkin.columns.days_attended', kind: 'count', width: 12 },
    ...report.days.map((day) => column(`day_${day}`, formatDate(day, locale, 'D/M/YYYY'), 14)),
    column('certificate_code', 'checkin.columns.certificate', 18),
  ];
  const rows = report.rows.map((r) => ({
    register_code: r.registerCode,
    name: r.name,
    email: r.email,
    days_attended: r.daysAttended,
    certificate_code: r.certificateCode ?? '',
    ...Object.fromEntries(
      report.days.map((day) => [
        `day_${day}`,
        r.attended[day] ? formatDate(r.attended[day], locale, 'HH:mm') : '',
      ]),
    ),
  }));
  async function* batches() {
    yield rows;
  }
  return reportWorkbookStream({ sheetName, columns, batches: batches(), locale });
}
