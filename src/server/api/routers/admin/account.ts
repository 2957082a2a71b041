import { z } from 'zod';
import { contentPermissions } from '@/lib/permissions';
import { ownPasswordSchema, profileSchema } from '@/lib/schemas/admin';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { assertCurrentPassword } from '@/server/auth/current-password';
import { adminUserService } from '@/server/services/admin-user-service';
import { secondFactorService } from '@/server/services/second-factor-service';
import { uploadService } from '@/server/services/upload-service';
import { secondFactorCodeSchema } from '@/lib/schemas/second-factor';

const image = z.object({ bytes: z.instanceof(Uint8Array, { message: 'cannot_upload_file' }) });
/** A content image with the name of the file it came from (kept by the media library). */
const contentImage = image.extend({ filename: z.string().trim().max(255).optional() });

/** One's own second factor: open to every staff session, also before a required one is set up. */
const ownFactor = adminProcedure.meta({
  openToAnyAdmin: true,
  sessionOnly: true,
  beforeSecondFactor: true,
});

/** The signed-in admin's own account: open to every admin, always about themselves (the content image upload excepted). */
export const accountRouter = createTRPCRouter({
  /** Whether one's second factor is on, required by a role, and how many recovery codes are left. */
  secondFactor: ownFactor.query(({ ctx }) => secondFactorService(ctx.db).status(ctx.admin.user.id)),
  /** A new secret with its QR code; on only once confirmed with a code. */
  startSecondFactor: ownFactor.mutation(({ ctx }) =>
    secondFactorService(ctx.db).startSetup(ctx.admin.user.id),
  ),
  /** Confirms the setup; answers the recovery codes, shown this once. */
  confirmSecondFactor: ownFactor
    .input(secondFactorCodeSchema)
    .mutation(({ ctx, input }) =>
      secondFactorService(ctx.db).confirmSetup(ctx.admin.user.id, input.code),
    ),
  /** New recovery codes in place of the old ones, given a code from the app. */
  renewRecoveryCodes: ownFactor
    .input(secondFactorCodeSchema)
    .mutation(({ ctx, input }) =>
      secondFactorService(ctx.db).renewRecoveryCodes(ctx.admin.user.id, input.code),
    ),
  /** Switches it off, given a code; refused while a role requires it. */
  disableSecondFactor: ownFactor.input(secondFactorCodeSchema).mutation(async ({ ctx, input }) => {
    await secondFactorService(ctx.db).disable(ctx.admin.user.id, input.code);
    return { success: true as const };
  }),
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
