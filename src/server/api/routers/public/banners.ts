import { bannerQuerySchema } from '@/lib/schemas/content';
import { langIfAsked } from '@/server/api/lang-rows';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { bannerService } from '@/server/services/banner-service';

/** GET /banners/?category=HOME_HERO|HOME_NEWS */
export const bannersRouter = createTRPCRouter({
  list: publicProcedure.input(bannerQuerySchema).query(({ ctx, input }) => langIfAsked(input, bannerService(ctx.db).list(input.category, ctx.locale))),
});
