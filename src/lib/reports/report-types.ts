import { type ByYearReport, byYearColumns } from '@/lib/reports/columns';
import { type ReportDataSet, reportDataSets } from '@/lib/schemas/reports';

export type LatestReport = 'members_latest_online' | 'members_latest_activities';
export type ReportName = ReportDataSet | ByYearReport | LatestReport;

/**
 * The reports page's choices, as `?type=` names them (kebab case), each
 * with the report behind it (its REST name, SPEC.md section 7). The default,
 * "public-training-registers-by-category" (SPEC.md section 9), is the public
 * training registers with their summary per category and a category filter.
 */
export const reportTypes = {
  'public-training-registers-by-category': 'public_training_registers',
  'inhouse-training-registers': 'inhouse_training_registers',
  'service-registers': 'service_registers',
  'members-by-province': 'members_by_province',
  'members-organization-by-company-type': 'members_organization_by_company_type',
  'public-training-registers-by-year': 'public_training_registers_by_year',
  'inhouse-training-registers-by-year': 'inhouse_training_registers_by_year',
  'service-registers-by-year': 'service_registers_by_year',
  'members-by-year': 'members_by_year',
  'members-latest-online': 'members_latest_online',
  'members-latest-activities': 'members_latest_activities',
} as const satisfies Record<string, ReportName>;
export type ReportType = keyof typeof reportTypes;

export const DEFAULT_REPORT_TYPE: ReportType = 'public-training-registers-by-category';

export const isReportType = (value: unknown): value is ReportType =>
  typeof value === 'string' && value in reportTypes;
export const isDataSet = (name: ReportName): name is ReportDataSet =>
  (reportDataSets as readonly string[]).includes(name);
export const isByYear = (name: ReportName): name is ByYearReport => name in byYearColumns;

/** The select's groups, in order. */
export const reportGroups: { label: string; types: ReportType[] }[] = [
  {
    label: 'admin_reports.groups.data_sets',
    types: [
      'public-training-registers-by-category',
      'inhouse-training-registers',
      'service-registers',
      'members-by-province',
      'members-organization-by-company-type',
    ],
  },
  {
    label: 'admin_reports.groups.by_year',
    types: [
      'public-training-registers-by-year',
      'inhouse-training-registers-by-year',
      'service-registers-by-year',
      'members-by-year',
    ],
  },
  {
    label: 'admin_reports.groups.latest',
    types: ['members-latest-online', 'members-latest-activities'],
  },
];
