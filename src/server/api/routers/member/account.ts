import { avatarSchema, AVATAR_MAX_BYTES, changePasswordSchema, profileSchema } from '@/lib/schemas/member';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { authSessionService } from '@/server/services/auth-session-service';
import { memberAccountService } from '@/server/services/member-account-service';
import { memberService } from '@/server/services/member-service';
import { decodeBase64Image, storeImage } from '@/server/uploads/image-upload';

/** The logged-in member's own account (/member/account). */
export const memberAccountRouter = createTRPCRouter({
  get: memberProcedure.query(({ ctx }) => memberService(ctx.db).getAccount(ctx.member.member.id, ctx.locale)),

  /** PUT /member/person */
  updatePerson: memberProcedure.input(profileSchema).mutation(async ({ ctx, input }) => {
    await memberService(ctx.db).updateProfile(ctx.member.member.id, input);
    return memberService(ctx.db).getAccount(ctx.member.member.id, ctx.locale);
  }),

  /** PUT /member/change_password: every other session of the member ends. */
  changePassword: memberProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await memberAccountService(ctx.db).changePassword(ctx.member.member.id, input.password, ctx.member.tokenId);
    return { ok: true };
  }),

  /** The avatar, already resized in the browser; checked again here by content and size. */
  updateAvatar: memberProcedure.input(avatarSchema).mutation(async ({ ctx, input }) => {
    const stored = await storeImage(ctx.db, decodeBase64Image(input.image), {
      folder: 'avatars',
      maxBytes: AVATAR_MAX_BYTES,
      owner: { realm: 'member', id: ctx.member.member.id },
    });
    await memberService(ctx.db).setImage(ctx.member.member.id, stored.url);
    return { image_url: stored.url };
  }),

  /** POST /logout: ends this session (bearer token or cookie). */
  logout: memberProcedure.mutation(async ({ ctx }) => {
    await authSessionService(ctx.db).revokeById(ctx.member.tokenId);
    return { ok: true };
  }),
});
