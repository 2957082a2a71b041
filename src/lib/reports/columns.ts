import type { ReportDataSet } from '@/lib/schemas/reports';

/**
 * How a report cell is shown: text as it is, a count, money (satang in the
 * data, baht on screen and in the workbook), or a date-time (Bangkok time,
 * Buddhist year in Thai).
 */
export type ReportCellKind = 'text' | 'count' | 'money' | 'date';

export interface ReportColumn {
  /** The row's key (camelCase, as the service returns it). */
  key: string;
  /** Locale key of the column header, under admin_reports.columns. */
  label: string;
  kind: ReportCellKind;
  /** Width in the workbook, in characters. */
  width: number;
}

const col = (
  key: string,
  label: string,
  kind: ReportCellKind = 'text',
  width = 16,
): ReportColumn => ({ key, label: `admin_reports.columns.${label}`, kind, width });

/**
 * The columns of each data set, in order: the page's table and the
 * downloaded workbook are made from the same list, so they always agree.
 */
export const reportColumns: Record<ReportDataSet, ReportColumn[]> = {
  public_training_registers: [
    col('registerCode', 'register_code', 'text', 18),
    col('createdAt', 'register_date', 'date', 18),
    col('courseCode', 'course_code', 'text', 12),
    col('courseName', 'course_name', 'text', 40),
    col('categoryName', 'category', 'text', 28),
    col('memberName', 'member', 'text', 26),
    col('quantity', 'attendees', 'count', 10),
    col('totalAmountSatang', 'amount', 'money', 14),
    col('paymentMethodName', 'payment_method', 'text', 16),
    col('registerStatusName', 'register_status', 'text', 26),
  ],
  inhouse_training_registers: [
    col('id', 'request_no', 'count', 10),
    col('createdAt', 'request_date', 'date', 18),
    col('trainingName', 'inhouse_training', 'text', 40),
    col('contactName', 'contact_name', 'text', 24),
    col('organisation', 'organisation', 'text', 28),
    col('email', 'email', 'text', 28),
    col('telephone', 'telephone', 'text', 14),
    col('participants', 'participants', 'count', 12),
    col('statusName', 'request_status', 'text', 16),
  ],
  service_registers: [
    col('id', 'request_no', 'count', 10),
    col('createdAt', 'request_date', 'date', 18),
    col('serviceName', 'service', 'text', 40),
    col('kindName', 'service_kind', 'text', 28),
    col('contactName', 'contact_name', 'text', 24),
    col('organisation', 'organisation', 'text', 28),
    col('email', 'email', 'text', 28),
    col('telephone', 'telephone', 'text', 14),
    col('statusName', 'request_status', 'text', 16),
  ],
  members_by_province: [
    col('provinceName', 'province', 'text', 28),
    col('persons', 'persons', 'count', 12),
    col('organisations', 'organisations', 'count', 12),
    col('total', 'total_members', 'count', 12),
  ],
  members_organization_by_company_type: [
    col('companyTypeName', 'company_type', 'text', 32),
    col('members', 'organisation_members', 'count', 14),
  ],
};

/** The columns of the by-year tables, per report: one row per month and a total. */
export const byYearColumns = {
  public_training_registers_by_year: [
    'registers',
    'attendees',
    'paidRegisters',
    'paidAmountSatang',
  ],
  inhouse_training_registers_by_year: ['requests', 'participants'],
  service_registers_by_year: ['requests'],
  members_by_year: ['persons', 'organisations', 'total'],
} as const;
export type ByYearReport = keyof typeof byYearColumns;
