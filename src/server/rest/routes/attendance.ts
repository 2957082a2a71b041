import { z } from 'zod';
import { markAttendanceSchema, rosterSchema, scanSchema } from '@/lib/schemas/attendance';
import {
  certificatePdfSchema,
  certificateRuleSchema,
  revokeCertificateSchema,
} from '@/lib/schemas/certificates';
import { downloadFlag } from '@/lib/schemas/reports';
import { registerIdSchema } from '@/lib/schemas/registration';
import { idSchema } from '@/lib/schemas/common';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translate';
import { dateTime, int, nullableText, rest, text } from '@/server/rest/route-kit';
import { attendanceWorkbook } from '@/server/services/attendance-workbook';
import { XLSX_CONTENT_TYPE } from '@/server/services/report-workbook';

const tag = 'Admin: check-in and certificates';
const day = text().describe('A training day, yyyy-MM-dd (Asia/Bangkok)');

const scanAnswer = z.object({
  result: z
    .enum(['checked_in', 'already', 'not_paid', 'not_training_day'])
    .describe(
      'checked_in: recorded now; already: checked in before (checked_in_at is that time); not_paid: the registration is no longer paid, nobody checked in; not_training_day: today is not one of the days',
    ),
  register_id: int(),
  register_code: text(),
  seat: int().describe("The attendee's place in the registration, 0-based"),
  name: text(),
  email: nullableText(),
  public_training_id: int(),
  course_name: text(),
  register_status_id: int(),
  register_status: text(),
  day,
  days: z.array(day),
  checked_in_at: dateTime().nullable(),
});

const certificateAnswer = z.object({
  code: text(),
  number: text().describe('The code as printed, XXXX-XXXX-XXXX'),
  status: z.enum(['valid', 'revoked']),
  name: text(),
  course_name: text().describe('In the language of the call'),
  start_date: dateTime(),
  end_date: dateTime(),
  hours: int(),
  issued_at: dateTime(),
  revoked_at: dateTime().nullable(),
});

const trainingQuery = z.object({ public_training_id: idSchema });

/** Check-in on the day, attendance, the attendance report and certificates (docs/policies/attendance-and-certificates.md). */
export const attendanceRoutes = [
  rest({
    method: 'POST',
    path: '/admin/services/register/:register_id/check_in',
    auth: 'admin',
    tag,
    summary:
      "Check in the attendees of a paid registration for a training day (default today, Bangkok), or with present=false take it back; seat picks one attendee (0-based), none means all. A seat already checked in keeps its first time. 409 unless paid; 400 naming day for a day that is not one of the training's",
    params: z.object({ register_id: registerIdSchema.shape.id }),
    body: markAttendanceSchema.omit({ register_id: true }),
    response: z.object({
      register_id: int(),
      day,
      attendees: z.array(
        z.object({ seat: int(), name: text(), checked_in_at: dateTime().nullable() }),
      ),
    }),
    handle: (api, { params, body }) =>
      api.admin.attendance.mark({ ...body, register_id: params.register_id }),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/check_in/scan',
    auth: 'admin',
    tag,
    summary:
      "A pass code scanned or typed (XXXXX-XXXXX; case, dashes and the QR code's ASC-CHECKIN: prefix do not matter): who it is and today's check-in; a second scan answers already with the first time. 404 naming code for no such pass",
    body: scanSchema,
    response: scanAnswer,
    handle: (api, { body }) => api.admin.attendance.scan(body),
  }),
  rest({
    method: 'GET',
    path: '/admin/services/check_in/roster',
    auth: 'admin',
    tag,
    summary:
      "A training's paid attendees by name with their check-in on a day (default today when it is a training day, else the first day)",
    query: rosterSchema,
    response: z.object({
      public_training_id: int(),
      course_code: text(),
      course_name: text(),
      days: z.array(day),
      day,
      present: int(),
      total: int(),
      attendees: z.array(
        z.object({
          register_id: int(),
          register_code: text(),
          seat: int(),
          name: text(),
          email: text(),
          checked_in_at: dateTime().nullable(),
        }),
      ),
    }),
    handle: (api, { query }) => api.admin.attendance.roster(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/reports/attendance',
    auth: 'admin',
    tag: 'Reports',
    summary:
      "A training's attendance: each paid attendee, the days attended and each day's check-in time; with download=1 an .xlsx workbook. Needs the registrations or the reports permission",
    query: trainingQuery.extend(downloadFlag),
    file: {
      contentType: XLSX_CONTENT_TYPE,
      description: 'With download=1: the report as an .xlsx workbook in the language of the call',
    },
    response: z.object({
      public_training_id: int(),
      course_code: text(),
      course_name: text(),
      days: z.array(day),
      per_day: z.array(z.object({ day, present: int() })),
      total: int(),
      rows: z.array(
        z.object({
          register_id: int(),
          register_code: text(),
          seat: int(),
          name: text(),
          email: text(),
          days_attended: int(),
          attended: z
            .record(z.string(), dateTime())
            .describe('Check-in time per training day attended'),
          certificate_code: nullableText(),
        }),
      ),
    }),
    handle: async (api, { query, locale }) => {
      const parsed = downloadFlag.download.safeParse(query.download);
      if (!parsed.success)
        throw new AppError('BAD_REQUEST', 'validation.invalid_value', 'download');
      const report = await api.admin.attendance.report({
        public_training_id: query.public_training_id,
      });
      if (parsed.data !== true) return report;
      const t = translator(locale);
      return new Response(attendanceWorkbook(report, locale, t('checkin.report_title')), {
        headers: {
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="attendance-${report.courseCode.replace(/[^\w.-]/g, '_')}.xlsx"`,
          'cache-control': 'no-store',
        },
      });
    },
  }),
  rest({
    method: 'GET',
    path: '/admin/services/certificates',
    auth: 'admin',
    tag,
    summary:
      "A training's certificate rule (days needed, hours printed), its paid attendees, whether each met the rule, and their certificates",
    query: trainingQuery,
    response: z.object({
      public_training_id: int(),
      course_code: text(),
      course_name: text(),
      days: z.array(day),
      min_days: int(),
      every_day: z.boolean(),
      hours: int(),
      can_issue: z.boolean().describe('From the last training day on'),
      issue_from: day,
      attendees: z.array(
        z.object({
          register_id: int(),
          register_code: text(),
          seat: int(),
          name: text(),
          email: text(),
          days_attended: int(),
          eligible: z.boolean(),
          certificate: z
            .object({
              code: text(),
              issued_at: dateTime(),
              revoked_at: dateTime().nullable(),
              revoke_reason: nullableText(),
            })
            .nullable(),
        }),
      ),
    }),
    handle: (api, { query }) => api.admin.attendance.certificates(query),
  }),
  rest({
    method: 'PUT',
    path: '/admin/services/certificates/rule',
    auth: 'admin',
    tag,
    summary:
      "Set a training's certificate rule: min_days (null: every day) and hours printed (null: six per training day)",
    body: certificateRuleSchema,
    response: z.object({
      public_training_id: int(),
      min_days: int().nullable(),
      hours: int().nullable(),
    }),
    handle: (api, { body }) => api.admin.attendance.setCertificateRule(body),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/certificates/issue',
    auth: 'admin',
    tag,
    summary:
      'Issue a certificate to every paid attendee of the training who met the rule and has none yet, each e-mailed through the outbox; 409 before the last training day',
    body: trainingQuery,
    response: z.object({ public_training_id: int(), issued: int(), codes: z.array(text()) }),
    handle: (api, { body }) => api.admin.attendance.issueCertificates(body),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/certificates/:code/revoke',
    auth: 'admin',
    tag,
    summary:
      'Revoke a certificate with a reason: its public page says so and its PDF is no longer served; 409 when already revoked',
    params: z.object({ code: text().max(40).describe('XXXX-XXXX-XXXX (dashes optional)') }),
    body: revokeCertificateSchema.omit({ code: true }),
    response: z.object({ code: text(), revoked_at: dateTime() }),
    handle: (api, { params, body }) =>
      api.admin.attendance.revokeCertificate({ ...body, code: params.code }),
  }),
  rest({
    method: 'GET',
    path: '/certificates/:code',
    auth: 'public',
    tag: 'Certificates',
    summary:
      'Check a certificate of attendance by its code: who, which course, the dates, and whether it was revoked; 404 for no such certificate',
    params: z.object({ code: text().max(40).describe('XXXX-XXXX-XXXX (dashes optional)') }),
    response: certificateAnswer,
    handle: (api, { params }) => api.public.certificates.verify({ code: params.code }),
  }),
  rest({
    method: 'GET',
    path: '/certificates/:code/pdf',
    auth: 'public',
    tag: 'Certificates',
    summary:
      'The certificate as a PDF in Thai (lang=th, the default) or English; 409 for a revoked one, 404 for no such certificate',
    params: z.object({ code: text().max(40).describe('XXXX-XXXX-XXXX (dashes optional)') }),
    query: certificatePdfSchema.pick({ lang: true }),
    file: { contentType: 'application/pdf', description: 'The certificate, A4 landscape' },
    handle: async (api, { params, query }) => {
      const file = await api.public.certificates.pdf({ code: params.code, lang: query.lang });
      return new Response(new Uint8Array(file.bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${file.filename}"`,
          'cache-control': 'no-store',
        },
      });
    },
  }),
];
