import { evaluationTokenInput, submitEvaluationSchema } from '@/lib/schemas/evaluation';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { evaluationService } from '@/server/services/evaluation-service';

/** The course evaluation behind an e-mailed link: no login, the token is the key (docs/policies/course-evaluation.md). */
export const evaluationRouter = createTRPCRouter({
  /** The page of a link: open (with the course), submitted, expired or invalid. */
  open: publicProcedure
    .input(evaluationTokenInput)
    .query(({ ctx, input }) => evaluationService(ctx.db).open(input.token, ctx.locale)),
  /** The answer, once: 409 when already sent or expired, 404 for an unknown link. */
  submit: publicProcedure
    .input(submitEvaluationSchema)
    .mutation(({ ctx, input }) => evaluationService(ctx.db).submit(input)),
});
