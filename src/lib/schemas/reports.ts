import { z } from '@/lib/zod';
import { flagSchema, idOrAll, pageSchema } from '@/lib/schemas/common';
import { serviceKindSchema } from '@/lib/schemas/requests';

/** The first year the by-year reports offer; the choices run up to the current year plus 2 (SPEC.md section 9). */
export const FIRST_REPORT_YEAR = 2020;
const LAST_REPORT_YEAR = 2100;

const perPage = z.coerce.number().int().min(1).max(100).default(20);
/** A year (Gregorian) of the reports; '*' or empty means every year. */
const yearOrAll = z
  .union([
    z.literal('*'),
    z.literal(''),
    z.coerce.number().int().min(FIRST_REPORT_YEAR).max(LAST_REPORT_YEAR),
  ])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : undefined));
const requestStatus = z
  .union([z.enum(['new', 'contacted', 'closed']), z.literal('*'), z.literal('')])
  .optional()
  .transform((v) => (v === '*' || v === '' ? undefined : v));

const paging = { page: pageSchema, per_page: perPage };

/** A procedure's input that may be left out (every filter has its default). */
export const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

/** GET /admin/reports/public_training_registers: registrations (by creation date), by category, status and year. */
export const publicTrainingRegistersSchema = z.object({
  ...paging,
  filter_year: yearOrAll,
  filter_category_id: idOrAll,
  filter_register_status_id: idOrAll,
});
/** GET /admin/reports/inhouse_training_registers: in-house training requests. */
export const inhouseTrainingRegistersSchema = z.object({
  ...paging,
  filter_year: yearOrAll,
  filter_status: requestStatus,
});
/** GET /admin/reports/service_registers: institute service requests, by kind of service. */
export const serviceRegistersSchema = z.object({
  ...paging,
  filter_year: yearOrAll,
  filter_status: requestStatus,
  filter_kind: z
    .union([serviceKindSchema, z.literal('*'), z.literal('')])
    .optional()
    .transform((v) => (v === '*' || v === '' ? undefined : v)),
});
/** GET /admin/reports/members_by_province and members_organization_by_company_type: members who joined in a year (or ever). */
export const membersByGroupSchema = z.object({ ...paging, filter_year: yearOrAll });

export type PublicTrainingRegistersQuery = z.output<typeof publicTrainingRegistersSchema>;
export type InhouseTrainingRegistersQuery = z.output<typeof inhouseTrainingRegistersSchema>;
export type ServiceRegistersQuery = z.output<typeof serviceRegistersSchema>;
export type MembersByGroupQuery = z.output<typeof membersByGroupSchema>;

/** The five data sets (SPEC.md section 3 "Report data sets"), by their REST names. */
export const reportDataSets = [
  'public_training_registers',
  'inhouse_training_registers',
  'service_registers',
  'members_by_province',
  'members_organization_by_company_type',
] as const;
export type ReportDataSet = (typeof reportDataSets)[number];

/** The whole data set as a workbook (REST `download=1`): which set, with that set's filters (paging is ignored). */
export const reportDownloadSchema = z.discriminatedUnion('report', [
  publicTrainingRegistersSchema.extend({ report: z.literal('public_training_registers') }),
  inhouseTrainingRegistersSchema.extend({ report: z.literal('inhouse_training_registers') }),
  serviceRegistersSchema.extend({ report: z.literal('service_registers') }),
  membersByGroupSchema.extend({ report: z.literal('members_by_province') }),
  membersByGroupSchema.extend({ report: z.literal('members_organization_by_company_type') }),
]);
export type ReportDownloadInput = z.output<typeof reportDownloadSchema>;

/** `download=1` on a data set's REST door. */
export const downloadFlag = {
  download: flagSchema.optional().describe('1: the whole set as an .xlsx file instead of a page'),
};

/** The Gregorian year in Bangkok now. */
export function currentReportYear(now = new Date()): number {
  return new Date(now.getTime() + 7 * 3600 * 1000).getUTCFullYear();
}

/** GET /admin/reports/*_by_year: one calendar year (Bangkok time), this year unless said. */
export const byYearFields = z.object({
  filter_year: z.coerce.number().int().min(FIRST_REPORT_YEAR).max(LAST_REPORT_YEAR).optional(),
});
export const byYearSchema = byYearFields
  .optional()
  .transform((v) => ({ filter_year: v?.filter_year ?? currentReportYear() }));
export type ByYearQuery = z.output<typeof byYearSchema>;

/** GET /admin/reports/members_latest_online and members_latest_activities: the latest `limit` entries. */
export const latestFields = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
export const latestSchema = latestFields.optional().transform((v) => ({ limit: v?.limit ?? 20 }));
export type LatestQuery = z.output<typeof latestSchema>;
