import { z } from 'zod';
import { emailField, forgotPasswordSchema, registerSchema, resetPasswordSchema, resetTokenField } from '@/lib/schemas/member';
import { limitedBy, loginProcedure } from '@/server/api/login-procedure';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { accountLimits } from '@/server/auth/account-rate-limits';
import { tokenActsForMember, verifyBotCheckUnlessStaffToken } from '@/server/api/staff-token-acting';
import { emailConfirmationService } from '@/server/services/email-confirmation-service';
import { clientIp } from '@/server/http/visitor';
import { translateIfKey } from '@/server/i18n/translate';
import { memberAccountService } from '@/server/services/member-account-service';
import { memberService } from '@/server/services/member-service';

/** Guest-side member account procedures. */
export const memberAuthRouter = createTRPCRouter({
  /** The member of this browser, or null for a guest (never a 401, so the header can ask quietly). */
  session: publicProcedure.query(async ({ ctx }) => (await ctx.getMember())?.member ?? null),

  /** POST /register: creates the member; the browser then logs in through next-auth. An API token carrying access/member skips the bot check. */
  register: limitedBy(accountLimits.register)
    .input(registerSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyBotCheckUnlessStaffToken(ctx, input.token, { ip: clientIp(ctx.headers) });
      const member = await memberAccountService(ctx.db).register(input, ctx.locale, {
        confirmed: await tokenActsForMember(ctx),
      });
      return (await memberService(ctx.db).getProfile(member.id))!;
    }),

  /** POST /login for integrators: a bearer token (the site itself logs in through next-auth). */
  login: loginProcedure('member', (ctx, memberId) => memberService(ctx.db).getProfile(memberId)),

  /** POST /member/forgot_password: the same answer whether or not the address is known. */
  forgotPassword: limitedBy(accountLimits.forgotPassword)
    .input(forgotPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyBotCheckUnlessStaffToken(ctx, input.token, { ip: clientIp(ctx.headers) });
      await memberAccountService(ctx.db).forgotPassword(input.email, ctx.locale);
      return { message: translateIfKey(ctx.locale, 'member.forgot_sent') };
    }),

  /** Opens the e-mailed confirmation link (/confirm-email/{token}): confirms the address, once. */
  confirmEmail: limitedBy(accountLimits.confirmEmail)
    .input(z.object({ token: resetTokenField }))
    .mutation(async ({ ctx, input }) => {
      await emailConfirmationService(ctx.db).confirm(input.token);
      return { message: translateIfKey(ctx.locale, 'member.email_confirmed') };
    }),

  /** GET /member/reset_password/{token}?email */
  checkResetToken: publicProcedure
    .input(z.object({ token: resetTokenField, email: emailField }))
    .query(({ ctx, input }) => memberAccountService(ctx.db).checkResetToken(input.token, input.email)),

  /** PUT /member/update_password/{token} */
  resetPassword: limitedBy(accountLimits.resetPassword)
    .input(resetPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await memberAccountService(ctx.db).resetPassword(input);
      return { message: translateIfKey(ctx.locale, 'member.password_reset_done') };
    }),
});
