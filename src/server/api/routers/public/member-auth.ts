import { z } from 'zod';
import { loginSchema } from '@/lib/schemas/auth';
import { emailField, forgotPasswordSchema, registerSchema, resetPasswordSchema } from '@/lib/schemas/member';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { accountLimits, countTry, forgetTries } from '@/server/auth/account-rate-limits';
import { verifyBotCheck } from '@/server/bot-check';
import type { createRateLimit } from '@/server/http/rate-limit';
import { clientIp } from '@/server/http/visitor';
import { translateIfKey } from '@/server/i18n/translate';
import { authSessionService } from '@/server/services/auth-session-service';
import { memberAccountService } from '@/server/services/member-account-service';
import { memberService } from '@/server/services/member-service';

/** Counts a try per client and per e-mail before the input is even validated, so malformed tries count too. */
const limitedBy = (limit: ReturnType<typeof createRateLimit>) =>
  publicProcedure.use(async ({ ctx, getRawInput, next }) => {
    const raw = (await getRawInput().catch(() => null)) as { email?: unknown } | null;
    await countTry(limit, ctx.headers, raw && typeof raw === 'object' ? raw.email : undefined);
    return next();
  });

/** Guest-side member account procedures. */
export const memberAuthRouter = createTRPCRouter({
  /** The member of this browser, or null for a guest (never a 401, so the header can ask quietly). */
  session: publicProcedure.query(async ({ ctx }) => (await ctx.getMember())?.member ?? null),

  /** POST /register: creates the member; the browser then logs in through next-auth. */
  register: limitedBy(accountLimits.register)
    .input(registerSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyBotCheck(input.token, { ip: clientIp(ctx.headers) });
      const member = await memberAccountService(ctx.db).register(input, ctx.locale);
      return (await memberService(ctx.db).getProfile(member.id))!;
    }),

  /** POST /login for integrators: a bearer token (the site itself logs in through next-auth). */
  login: limitedBy(accountLimits.login)
    .input(loginSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await authSessionService(ctx.db).login('member', input.email, input.password, input.remember, ctx.headers.get('user-agent') ?? undefined);
      await forgetTries(accountLimits.login, ctx.headers, input.email);
      return {
        token: session.token,
        token_type: 'Bearer' as const,
        expires_at: session.expiresAt,
        member: await memberService(ctx.db).getProfile(session.userId),
      };
    }),

  /** POST /member/forgot_password: the same answer whether or not the address is known. */
  forgotPassword: limitedBy(accountLimits.forgotPassword)
    .input(forgotPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyBotCheck(input.token, { ip: clientIp(ctx.headers) });
      await memberAccountService(ctx.db).forgotPassword(input.email, ctx.locale);
      return { message: translateIfKey(ctx.locale, 'member.forgot_sent') };
    }),

  /** GET /member/reset_password/{token}?email */
  checkResetToken: publicProcedure
    .input(z.object({ token: z.string().trim().min(1, 'member.reset_link_invalid').max(200, 'member.reset_link_invalid'), email: emailField }))
    .query(({ ctx, input }) => memberAccountService(ctx.db).checkResetToken(input.token, input.email)),

  /** PUT /member/update_password/{token} */
  resetPassword: limitedBy(accountLimits.resetPassword)
    .input(resetPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await memberAccountService(ctx.db).resetPassword(input);
      return { message: translateIfKey(ctx.locale, 'member.password_reset_done') };
    }),
});
