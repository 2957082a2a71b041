import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';
import { publicTrainingListSchema } from '@/lib/schemas/public-training';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { publicTrainingService } from '@/server/services/public-training-service';

/** GET /services/public_trainings and GET /services/registered_quantity/{id}. */
export const publicTrainingsRouter = createTRPCRouter({
  list: publicProcedure
    .input(publicTrainingListSchema)
    .query(({ ctx, input }) => publicTrainingService(ctx.db).list(input, ctx.locale)),
  /** GET /services/public_trainings_group: upcoming trainings by category. */
  groups: publicProcedure.query(({ ctx }) => publicTrainingService(ctx.db).groups(ctx.locale)),
  categories: publicProcedure.query(({ ctx }) => publicTrainingService(ctx.db).categories(ctx.locale)),
  byId: publicProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    const training = await publicTrainingService(ctx.db).detail(input.id, ctx.locale);
    if (!training) throw new AppError('NOT_FOUND', 'errors.not_found');
    return training;
  }),
  registeredQuantity: publicProcedure
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => publicTrainingService(ctx.db).registeredQuantity(input.id)),
});
