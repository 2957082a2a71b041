import { z } from 'zod';
import { byIdSchema, idSchema } from '@/lib/schemas/common';
import { publicTrainingGroupsSchema, publicTrainingListSchema } from '@/lib/schemas/public-training';
import { langIfAsked } from '@/server/api/lang-rows';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { trainingCalendar } from '@/server/services/calendar-service';
import { publicTrainingService } from '@/server/services/public-training-service';

/** GET /services/public_trainings, …/categories, …/{id}, /services/public_trainings_group and /services/registered_quantity/{id}. */
export const publicTrainingsRouter = createTRPCRouter({
  list: publicProcedure
    .input(publicTrainingListSchema)
    .query(({ ctx, input }) => langIfAsked(input, publicTrainingService(ctx.db).list(input, ctx.locale))),
  /** GET /services/public_trainings_group: upcoming trainings by category. */
  groups: publicProcedure.input(publicTrainingGroupsSchema).query(({ ctx, input }) => langIfAsked(input, publicTrainingService(ctx.db).groups(ctx.locale))),
  categories: publicProcedure.query(({ ctx }) => publicTrainingService(ctx.db).categories(ctx.locale)),
  byId: publicProcedure.input(byIdSchema).query(async ({ ctx, input }) => {
    const training = await publicTrainingService(ctx.db).detail(input.id, ctx.locale);
    if (!training) throw new AppError('NOT_FOUND', 'errors.not_found');
    return langIfAsked(input, Promise.resolve(training));
  }),
  /** GET /services/public_trainings/{id}/calendar.ics: the training's days as an RFC 5545 calendar. */
  calendar: publicProcedure
    .input(z.object({ id: idSchema, site: z.string().max(300) }))
    .query(({ ctx, input }) => trainingCalendar(ctx.db, input.id, ctx.locale, input.site)),
  registeredQuantity: publicProcedure
    .input(z.object({ id: idSchema }))
    .query(async ({ ctx, input }) => ({ id: input.id, registeredQuantity: await publicTrainingService(ctx.db).registeredQuantity(input.id) })),
});
