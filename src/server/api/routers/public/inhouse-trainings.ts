import { byIdSchema } from '@/lib/schemas/common';
import { inhouseTrainingListSchema, inhouseTrainingRequestSchema } from '@/lib/schemas/requests';
import { langIfAsked } from '@/server/api/lang-rows';
import { guardPublicForm, memberIdOf } from '@/server/api/public-form-guard';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { inhouseTrainingService } from '@/server/services/inhouse-training-service';

/** GET/POST /services/inhouse_trainings (SPEC.md section 7, "Public services"). */
export const inhouseTrainingsRouter = createTRPCRouter({
  list: publicProcedure.input(inhouseTrainingListSchema).query(({ ctx, input }) => langIfAsked(input, inhouseTrainingService(ctx.db).list(input, ctx.locale))),
  categories: publicProcedure.query(({ ctx }) => inhouseTrainingService(ctx.db).categories(ctx.locale)),
  byId: publicProcedure.input(byIdSchema).query(async ({ ctx, input }) => {
    const training = await inhouseTrainingService(ctx.db).detail(input.id, ctx.locale);
    if (!training) throw new AppError('NOT_FOUND', 'errors.not_found');
    return langIfAsked(input, Promise.resolve(training));
  }),
  request: publicProcedure.input(inhouseTrainingRequestSchema).mutation(async ({ ctx, input }) => {
    if ((await guardPublicForm(ctx, 'inhouse_request', input)) === 'drop') return { ok: true as const };
    await inhouseTrainingService(ctx.db).createRequest(input, ctx.locale, await memberIdOf(ctx));
    return { ok: true as const };
  }),
});
