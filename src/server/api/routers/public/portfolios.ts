import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';
import { portfolioListSchema } from '@/lib/schemas/content';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { portfolioService } from '@/server/services/portfolio-service';

/** GET /portfolios, /portfolios/latest, /portfolios/{id}. */
export const portfoliosRouter = createTRPCRouter({
  list: publicProcedure.input(portfolioListSchema).query(({ ctx, input }) => portfolioService(ctx.db).list(input, ctx.locale)),
  latest: publicProcedure
    .input(z.object({ limit: z.coerce.number().int().min(1).max(24).default(4), exclude_id: z.coerce.number().int().positive().optional() }).default({ limit: 4 }))
    .query(({ ctx, input }) => portfolioService(ctx.db).latest(input.limit, ctx.locale, input.exclude_id)),
  byId: publicProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    const item = await portfolioService(ctx.db).detail(input.id, ctx.locale);
    if (!item) throw new AppError('NOT_FOUND', 'errors.not_found');
    return item;
  }),
});
