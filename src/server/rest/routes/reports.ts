import { z } from 'zod';
import {
  byYearFields,
  downloadFlag,
  inhouseTrainingRegistersSchema,
  latestFields,
  membersByGroupSchema,
  publicTrainingRegistersSchema,
  type ReportDataSet,
  serviceRegistersSchema,
} from '@/lib/schemas/reports';
import { AppError } from '@/server/errors';
import type { Caller, RestRoute } from '@/server/rest/route';
import { dateTime, from, int, nullableText, paged, rest, text, thb } from '@/server/rest/route-kit';
import { XLSX_CONTENT_TYPE } from '@/server/services/report-workbook';

const tag = 'Reports';
const file = {
  contentType: XLSX_CONTENT_TYPE,
  description:
    'With download=1: the whole set (filters apply, paging does not) as an .xlsx workbook, headers and values in the language of the call',
};

/** `download=1`: the procedure's stream as the file answer. */
async function downloadOf(
  api: Caller,
  input: Parameters<Caller['admin']['reports']['download']>[0],
): Promise<Response> {
  const answer = await api.admin.reports.download(input);
  return new Response(answer.stream, {
    headers: {
      'content-type': answer.contentType,
      'content-disposition': `attachment; filename="${answer.filename}"`,
      'cache-control': 'no-store',
    },
  });
}

/** `download`, read with the same yes/no schema the document declares; a value it refuses is a 400 naming the field. */
function isDownload(query: { download?: unknown }): boolean {
  const parsed = downloadFlag.download.safeParse(query.download);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'validation.invalid_value', 'download');
  return parsed.data === true;
}

/** A data set's door: a page as JSON, or with download=1 the whole set as a workbook. */
function dataSet<Q extends z.ZodObject>(
  report: ReportDataSet,
  summary: string,
  query: Q,
  item: z.ZodType,
  page: (api: Caller, query: z.input<Q>) => Promise<unknown>,
  extra: z.ZodRawShape = {},
): RestRoute {
  return rest({
    method: 'GET',
    path: `/admin/reports/${report}`,
    auth: 'admin',
    tag,
    summary,
    file,
    query: query.extend(downloadFlag),
    response: paged(item).extend(extra),
    handle: (api, { query: q }) =>
      isDownload(q)
        ? downloadOf(api, { ...(q as object), report } as never)
        : page(api, q as z.input<Q>),
  });
}

const register = z.object({
  register_id: from('id', int()),
  register_code: text(),
  created_at: dateTime(),
  course_code: text(),
  course_name: text(),
  public_training_category_id: from('categoryId', int().nullable()),
  category_name: text(),
  member_name: text(),
  quantity: int().describe('Attendees'),
  total_amount: thb('totalAmountSatang'),
  payment_method_name: text(),
  register_status_id: int(),
  register_status_name: text(),
});
const categorySummary = z.object({
  public_training_category_id: from('categoryId', int()),
  category_name: text(),
  registers: int(),
  attendees: int(),
  paid_amount: thb('paidAmountSatang'),
});
const request = {
  id: int(),
  created_at: dateTime(),
  contact_name: text(),
  organisation: text(),
  email: text(),
  telephone: text(),
  status: text(),
  status_name: text(),
};
const byYear = (figures: Record<string, z.ZodType>) => {
  const month = z.object({ month: int().describe('1-12'), ...figures });
  return z.object({ year: int(), months: z.array(month), total: month.omit({ month: true }) });
};

/** SPEC.md section 7 "Admin reports": every GET under /admin/reports, each a door onto api.admin.reports.*. */
export const reportRoutes: RestRoute[] = [
  dataSet(
    'public_training_registers',
    'Public training registrations, newest first, with a summary per category; filters: year (of registration), category, register status',
    publicTrainingRegistersSchema,
    register,
    (api, q) => api.admin.reports.publicTrainingRegisters(q),
    {
      categories: z
        .array(categorySummary)
        .describe('Per category, under the year and status filters'),
    },
  ),
  dataSet(
    'inhouse_training_registers',
    'In-house training requests, newest first; filters: year, status',
    inhouseTrainingRegistersSchema,
    z.object({ ...request, training_name: text(), participants: int() }),
    (api, q) => api.admin.reports.inhouseTrainingRegisters(q),
  ),
  dataSet(
    'service_registers',
    'Institute service requests, newest first; filters: year, status, kind of service',
    serviceRegistersSchema,
    z.object({ ...request, service_name: text(), kind: text(), kind_name: text() }),
    (api, q) => api.admin.reports.serviceRegisters(q),
  ),
  dataSet(
    'members_by_province',
    'Members per province (persons, organisations, total), most first; filter: year of joining',
    membersByGroupSchema,
    z.object({
      province_id: int().nullable(),
      province_name: text(),
      persons: int(),
      organisations: int(),
      total: int(),
    }),
    (api, q) => api.admin.reports.membersByProvince(q),
  ),
  dataSet(
    'members_organization_by_company_type',
    'Organisation members per company type, most first; filter: year of joining',
    membersByGroupSchema,
    z.object({ company_type_id: int().nullable(), company_type_name: text(), members: int() }),
    (api, q) => api.admin.reports.membersOrganizationByCompanyType(q),
  ),
  rest({
    method: 'GET',
    path: '/admin/reports/public_training_registers_by_year',
    auth: 'admin',
    tag,
    summary:
      'Public training registrations per month of a year (Bangkok time): registrations, attendees, paid registrations and the amount paid',
    query: byYearFields,
    response: byYear({
      registers: int(),
      attendees: int(),
      paid_registers: int(),
      paid_amount: thb('paidAmountSatang'),
    }),
    handle: (api, { query }) => api.admin.reports.publicTrainingRegistersByYear(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/reports/inhouse_training_registers_by_year',
    auth: 'admin',
    tag,
    summary: 'In-house training requests and their participants per month of a year',
    query: byYearFields,
    response: byYear({ requests: int(), participants: int() }),
    handle: (api, { query }) => api.admin.reports.inhouseTrainingRegistersByYear(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/reports/service_registers_by_year',
    auth: 'admin',
    tag,
    summary: 'Institute service requests per month of a year',
    query: byYearFields,
    response: byYear({ requests: int() }),
    handle: (api, { query }) => api.admin.reports.serviceRegistersByYear(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/reports/members_by_year',
    auth: 'admin',
    tag,
    summary: 'New members per month of a year: persons, organisations and both',
    query: byYearFields,
    response: byYear({ persons: int(), organisations: int(), total: int() }),
    handle: (api, { query }) => api.admin.reports.membersByYear(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/reports/members_latest_online',
    auth: 'admin',
    tag,
    summary:
      'The members seen most recently (latest_accessed_at), `limit` of them (20 by default, at most 100)',
    query: latestFields,
    response: z.array(
      z.object({
        member_id: int(),
        name: text(),
        email: text(),
        member_type: text(),
        member_type_name: text(),
        latest_accessed_at: dateTime(),
      }),
    ),
    handle: (api, { query }) => api.admin.reports.membersLatestOnline(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/reports/members_latest_activities',
    auth: 'admin',
    tag,
    summary:
      'The latest registration history entries: when, which registration, what status and who',
    query: latestFields,
    response: z.array(
      z.object({
        id: int(),
        created_at: dateTime(),
        register_id: int(),
        register_code: text(),
        course_name: text(),
        member_id: int(),
        member_name: text(),
        register_status_id: int(),
        register_status_name: text(),
        actor_type: text(),
        actor_name: text(),
        note: nullableText(),
      }),
    ),
    handle: (api, { query }) => api.admin.reports.membersLatestActivities(query),
  }),
];
