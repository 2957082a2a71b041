import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';
import { publicTrainingListSchema } from '@/lib/schemas/public-training';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { publicTrainingService } from '@/server/services/public-training-service';

/** GET /services/public_trainings and GET /services/registered_quantity/{id}. */
export const publicTrainingsRouter = createTRPCRouter({
  list: publicProcedure
    .input(publicTrainingListSchema)
    .query(({ ctx, input }) => publicTrainingService(ctx.db).list(input, ctx.locale)),
  registeredQuantity: publicProcedure
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => publicTrainingService(ctx.db).registeredQuantity(input.id)),
});
