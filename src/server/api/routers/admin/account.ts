import { z } from 'zod';
import { contentPermissions } from '@/lib/permissions';
import { ownPasswordSchema, profileSchema } from '@/lib/schemas/admin';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { assertCurrentPassword } from '@/server/auth/current-password';
import { adminUserService } from '@/server/services/admin-user-service';
import { uploadService } from '@/server/services/upload-service';

const image = z.object({ bytes: z.instanceof(Uint8Array, { message: 'cannot_upload_file' }) });
/** A content image with the name of the file it came from (kept by the media library). */
const contentImage = image.extend({ filename: z.string().trim().max(255).optional() });

/** The signed-in admin's own account: open to every admin, always about themselves (the content image upload excepted). */
export const accountRouter = createTRPCRouter({
  /** PUT /admin/users/profile/{id} (the id must be one's own). */
  updateProfile: adminProcedure
    .meta({ openToAnyAdmin: true, sessionOnly: true })
    .input(profileSchema)
    .mutation(({ ctx, input }) => adminUserService(ctx.db).updateProfile(ctx.admin.user.id, input)),
  /** Changes one's own password, given the current one; every other session of this admin ends. */
  changePassword: adminProcedure
    .meta({ openToAnyAdmin: true, sessionOnly: true })
    .input(ownPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCurrentPassword(ctx.db, 'admin', ctx.admin.user.id, input.current_password);
      return adminUserService(ctx.db).setPassword(
        ctx.admin.user.id,
        input.password,
        ctx.admin.tokenId,
      );
    }),
  /**
   * The admin image upload (multipart field "upload", SPEC.md section 7) of
   * content pictures (a resource's image, the editor's): for staff who
   * manage content with pictures (contentPermissions); reached through the
   * REST adapter, which hands over the file's bytes.
   */
  uploadImage: adminProcedure
    .meta({ permissions: [...contentPermissions] })
    .input(contentImage)
    .mutation(({ ctx, input }) =>
      uploadService(ctx.db).saveImage(input.bytes, {
        owner: { realm: 'admin', id: ctx.admin.user.id },
        library: { name: input.filename || 'image.jpg' },
      }),
    ),
  /** One's own avatar, uploaded and set at once, replacing (and deleting) the last one: open to every admin. */
  uploadAvatar: adminProcedure
    .meta({ openToAnyAdmin: true, sessionOnly: true })
    .input(image)
    .mutation(({ ctx, input }) =>
      adminUserService(ctx.db).uploadAvatar(ctx.admin.user.id, input.bytes),
    ),
});
