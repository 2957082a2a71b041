import { byIdSchema } from '@/lib/schemas/common';
import { portfolioLatestSchema, portfolioListSchema } from '@/lib/schemas/content';
import { langIfAsked } from '@/server/api/lang-rows';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { portfolioService } from '@/server/services/portfolio-service';

/** GET /portfolios, /portfolios/latest, /portfolios/{id}. */
export const portfoliosRouter = createTRPCRouter({
  list: publicProcedure.input(portfolioListSchema).query(({ ctx, input }) => langIfAsked(input, portfolioService(ctx.db).list(input, ctx.locale))),
  latest: publicProcedure.input(portfolioLatestSchema).query(({ ctx, input }) => langIfAsked(input, portfolioService(ctx.db).latest(input.limit, ctx.locale, input.exclude_id))),
  byId: publicProcedure.input(byIdSchema).query(async ({ ctx, input }) => {
    const item = await portfolioService(ctx.db).detail(input.id, ctx.locale);
    if (!item) throw new AppError('NOT_FOUND', 'errors.not_found');
    return langIfAsked(input, Promise.resolve(item));
  }),
});
