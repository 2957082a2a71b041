import { z } from 'zod';
import { ownPasswordSchema, profileSchema } from '@/lib/schemas/admin';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { assertCurrentPassword } from '@/server/auth/current-password';
import { adminUserService } from '@/server/services/admin-user-service';
import { uploadService } from '@/server/services/upload-service';

/** The signed-in admin's own account: open to every admin, always about themselves. */
export const accountRouter = createTRPCRouter({
  /** PUT /admin/users/profile/{id} (the id must be one's own). */
  updateProfile: adminProcedure
    .meta({ openToAnyAdmin: true })
    .input(profileSchema)
    .mutation(({ ctx, input }) => adminUserService(ctx.db).updateProfile(ctx.admin.user.id, input)),
  /** Changes one's own password, given the current one; every other session of this admin ends. */
  changePassword: adminProcedure
    .meta({ openToAnyAdmin: true })
    .input(ownPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await assertCurrentPassword(ctx.db, 'admin', ctx.admin.user.id, input.current_password);
      return adminUserService(ctx.db).setPassword(ctx.admin.user.id, input.password, ctx.admin.tokenId);
    }),
  /**
   * The admin image upload (multipart field "upload", SPEC.md section 7);
   * reached through the REST adapter, which hands over the file's bytes.
   */
  uploadImage: adminProcedure
    .meta({ openToAnyAdmin: true })
    .input(z.object({ bytes: z.instanceof(Uint8Array, { message: 'cannot_upload_file' }) }))
    .mutation(({ ctx, input }) => uploadService(ctx.db).saveImage(input.bytes, { owner: { realm: 'admin', id: ctx.admin.user.id } })),
});
