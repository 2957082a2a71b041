import { adminPages } from '@/lib/admin-pages';
import { reportColumns } from '@/lib/reports/columns';
import {
  byYearSchema,
  inhouseTrainingRegistersSchema,
  latestSchema,
  membersByGroupSchema,
  orEmpty,
  publicTrainingRegistersSchema,
  reportDownloadSchema,
  serviceRegistersSchema,
} from '@/lib/schemas/reports';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { translator } from '@/server/i18n/translate';
import { reportService } from '@/server/services/report-service';
import { reportWorkbookStream, XLSX_CONTENT_TYPE } from '@/server/services/report-workbook';

/** Every report needs the reports page's permission (access/report). */
const reportProcedure = adminProcedure.meta({ permissions: adminPages.reports.permissions });

/** The back office's reports: the five data sets, the four by-year reports, the latest online members and activities. */
export const reportsRouter = createTRPCRouter({
  publicTrainingRegisters: reportProcedure
    .input(orEmpty(publicTrainingRegistersSchema))
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).publicTrainingRegisters(input)),
  inhouseTrainingRegisters: reportProcedure
    .input(orEmpty(inhouseTrainingRegistersSchema))
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).inhouseTrainingRegisters(input)),
  serviceRegisters: reportProcedure
    .input(orEmpty(serviceRegistersSchema))
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).serviceRegisters(input)),
  membersByProvince: reportProcedure
    .input(orEmpty(membersByGroupSchema))
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).membersByProvince(input)),
  membersOrganizationByCompanyType: reportProcedure
    .input(orEmpty(membersByGroupSchema))
    .query(({ ctx, input }) =>
      reportService(ctx.db, ctx.locale).membersOrganizationByCompanyType(input),
    ),
  publicTrainingRegistersByYear: reportProcedure
    .input(byYearSchema)
    .query(({ ctx, input }) =>
      reportService(ctx.db, ctx.locale).publicTrainingRegistersByYear(input),
    ),
  inhouseTrainingRegistersByYear: reportProcedure
    .input(byYearSchema)
    .query(({ ctx, input }) =>
      reportService(ctx.db, ctx.locale).inhouseTrainingRegistersByYear(input),
    ),
  serviceRegistersByYear: reportProcedure
    .input(byYearSchema)
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).serviceRegistersByYear(input)),
  membersByYear: reportProcedure
    .input(byYearSchema)
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).membersByYear(input)),
  membersLatestOnline: reportProcedure
    .input(latestSchema)
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).membersLatestOnline(input)),
  membersLatestActivities: reportProcedure
    .input(latestSchema)
    .query(({ ctx, input }) => reportService(ctx.db, ctx.locale).membersLatestActivities(input)),
  /**
   * A whole data set as a streamed .xlsx (REST `download=1`). The answer
   * holds a stream, so it is for in-process callers (the REST door), not
   * for the tRPC HTTP link.
   */
  download: reportProcedure.input(reportDownloadSchema).query(({ ctx, input }) => {
    const t = translator(ctx.locale);
    const day = new Date().toISOString().slice(0, 10);
    return {
      filename: `${input.report}-${day}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      stream: reportWorkbookStream({
        sheetName: t(`admin_reports.types.${input.report}`),
        columns: reportColumns[input.report],
        batches: reportService(ctx.db, ctx.locale).rowsOf(input),
        locale: ctx.locale,
      }),
    };
  }),
});
