import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { sitemapService } from '@/server/services/sitemap-service';

/** Facts about the public site as a whole. */
export const siteRouter = createTRPCRouter({
  /** The pages listed in sitemap.xml. */
  sitemap: publicProcedure.query(({ ctx }) => sitemapService(ctx.db).entries()),
});
