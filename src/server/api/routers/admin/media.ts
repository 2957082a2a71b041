import { adminPages } from '@/lib/admin-pages';
import { mediaAltSchema, mediaIdSchema, mediaListQuery } from '@/lib/schemas/media';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { mediaService } from '@/server/services/media/media-service';

/** Who uses the library: staff holding a permission of content with pictures, as the image upload (docs/policies/media-library.md). */
const access = { permissions: adminPages.media.permissions };

/** The media library: its items, their alt text and where each is shown; deleting one nothing shows. */
export const mediaRouter = createTRPCRouter({
  /** GET /admin/media: newest first, paged, by a word of the file name or alt text and by kind. */
  list: adminProcedure
    .meta(access)
    .input(mediaListQuery)
    .query(({ ctx, input }) => mediaService(ctx.db).list(input)),
  /** GET /admin/media/{id}: one item with the places that show it. */
  get: adminProcedure
    .meta(access)
    .input(mediaIdSchema)
    .query(({ ctx, input }) => mediaService(ctx.db).get(input.id, ctx.locale)),
  /** PUT /admin/media/{id}: its alt text in Thai and English. */
  updateAlt: adminProcedure
    .meta(access)
    .input(mediaAltSchema)
    .mutation(({ ctx, input }) => mediaService(ctx.db).updateAlt(input)),
  /** DELETE /admin/media/{id}: refused (409, naming the places) while anything shows it. */
  delete: adminProcedure
    .meta(access)
    .input(mediaIdSchema)
    .mutation(({ ctx, input }) => mediaService(ctx.db).delete(input.id, ctx.locale)),
});
