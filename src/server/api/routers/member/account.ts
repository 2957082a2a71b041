import { avatarSchema, changePasswordSchema, profileSchema } from '@/lib/schemas/member';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { translateIfKey } from '@/server/i18n/translate';
import { authSessionService } from '@/server/services/auth-session-service';
import { emailConfirmationService } from '@/server/services/email-confirmation-service';
import { memberAccountService } from '@/server/services/member-account-service';
import { memberService } from '@/server/services/member-service';
import { uploadService } from '@/server/services/upload-service';

/** The logged-in member's own account (/member/account). */
export const memberAccountRouter = createTRPCRouter({
  get: memberProcedure.query(({ ctx }) =>
    memberService(ctx.db).getAccount(ctx.member.member.id, ctx.locale),
  ),

  /** PUT /member/person */
  updatePerson: memberProcedure.input(profileSchema).mutation(async ({ ctx, input }) => {
    await memberService(ctx.db).updateProfile(ctx.member.member.id, input);
    return memberService(ctx.db).getAccount(ctx.member.member.id, ctx.locale);
  }),

  /** PUT /member/change_password: needs the current password; every other session of the member ends. */
  changePassword: memberProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await memberAccountService(ctx.db).changePassword(
      ctx.member.member.id,
      input,
      ctx.member.tokenId,
    );
    return { ok: true };
  }),

  /** The avatar, already resized in the browser; checked again here by content and size. */
  updateAvatar: memberProcedure
    .meta({ bodyLimit: 'encodedUpload' })
    .input(avatarSchema)
    .mutation(async ({ ctx, input }) => {
      const stored = await uploadService(ctx.db).saveImage(decodeBase64Image(input.image), {
        owner: { realm: 'member', id: ctx.member.member.id },
        field: 'image',
        messages: { tooLarge: 'member.avatar_too_large', badType: 'member.avatar_invalid_type' },
      });
      await memberService(ctx.db).setImage(ctx.member.member.id, stored.url);
      return { image_url: stored.url };
    }),

  /** "Send the confirmation link again" to the member's own address (at most once a minute). */
  resendConfirmation: memberProcedure.mutation(async ({ ctx }) => {
    const member = ctx.member.member;
    const result = await emailConfirmationService(ctx.db).resend(member.id, ctx.locale);
    const key = result.confirmed
      ? 'member.confirm_already'
      : result.sent
        ? 'member.confirm_sent'
        : 'member.confirm_wait';
    return { ...result, message: translateIfKey(ctx.locale, key, { email: member.email }) };
  }),

  /** POST /logout: ends this session (bearer token or cookie). */
  logout: memberProcedure.mutation(async ({ ctx }) => {
    await authSessionService(ctx.db).revokeById(ctx.member.tokenId);
    return { ok: true };
  }),
});

/** The avatar arrives as a data: URL (or plain base64) from the browser's resized image. */
function decodeBase64Image(value: string): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? value.slice(comma + 1) : value, 'base64');
}
