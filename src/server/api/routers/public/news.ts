import { z } from 'zod';
import { byIdSchema, idSchema } from '@/lib/schemas/common';
import { langIfAsked } from '@/server/api/lang-rows';
import { newsLatestSchema, newsListSchema, shortListSchema } from '@/lib/schemas/content';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { newsService } from '@/server/services/news-service';

/** GET /news, /news/highlight, /news/latest, /news/popular, /news/categories, /news/{id}. */
export const newsRouter = createTRPCRouter({
  list: publicProcedure.input(newsListSchema).query(({ ctx, input }) => langIfAsked(input, newsService(ctx.db).list(input, ctx.locale))),
  highlights: publicProcedure.input(shortListSchema).query(({ ctx, input }) => langIfAsked(input, newsService(ctx.db).highlights(input.limit, ctx.locale))),
  latest: publicProcedure.input(newsLatestSchema).query(({ ctx, input }) => langIfAsked(input, newsService(ctx.db).latest(input, ctx.locale))),
  popular: publicProcedure.input(shortListSchema).query(({ ctx, input }) => langIfAsked(input, newsService(ctx.db).popular(input.limit, ctx.locale))),
  categories: publicProcedure.query(({ ctx }) => newsService(ctx.db).categories(ctx.locale)),
  byId: publicProcedure.input(byIdSchema).query(async ({ ctx, input }) => {
    const news = await newsService(ctx.db).detail(input.id, ctx.locale);
    if (!news) throw new AppError('NOT_FOUND', 'errors.not_found');
    return langIfAsked(input, Promise.resolve(news));
  }),
  related: publicProcedure
    .input(z.object({ id: idSchema, limit: z.coerce.number().int().min(1).max(12).default(4) }))
    .query(({ ctx, input }) => newsService(ctx.db).related(input.id, input.limit, ctx.locale)),
});
