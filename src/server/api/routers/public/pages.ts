import { pageSlugSchema } from '@/lib/schemas/content';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { pageService } from '@/server/services/page-service';

/** The about-us and privacy-policy pages. */
export const pagesRouter = createTRPCRouter({
  bySlug: publicProcedure.input(pageSlugSchema).query(async ({ ctx, input }) => {
    const page = await pageService(ctx.db).bySlug(input.slug, ctx.locale);
    if (!page) throw new AppError('NOT_FOUND', 'errors.not_found');
    return page;
  }),
});
