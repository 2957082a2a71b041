import { adminPages } from '@/lib/admin-pages';
import { evaluationReportSchema } from '@/lib/schemas/evaluation';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { evaluationService } from '@/server/services/evaluation-service';

/** The course evaluation report: the reports permission (access/report). */
const access = { permissions: adminPages.evaluationReport.permissions };

export const evaluationsRouter = createTRPCRouter({
  /** GET /admin/reports/evaluations: a training's answers, averages and counts per rating. */
  report: adminProcedure
    .meta(access)
    .input(evaluationReportSchema)
    .query(({ ctx, input }) =>
      evaluationService(ctx.db).report(input.public_training_id, ctx.locale),
    ),
  /** GET /admin/reports/evaluations/speakers: averages per speaker over every training with answers. */
  speakers: adminProcedure
    .meta(access)
    .query(({ ctx }) => evaluationService(ctx.db).speakers(ctx.locale)),
});
