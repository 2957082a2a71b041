import { loginSchema } from '@/lib/schemas/auth';
import type { RequestContext } from '@/server/api/context';
import { publicProcedure } from '@/server/api/trpc';
import { countTry } from '@/server/auth/account-rate-limits';
import { throttledLogin } from '@/server/auth/login-throttle';
import type { createRateLimit } from '@/server/http/rate-limit';
import { authSessionService, type Realm } from '@/server/services/auth-session-service';

/** Counts a try per client and per e-mail before the input is even validated, so malformed tries count too. */
export const limitedBy = (limit: ReturnType<typeof createRateLimit>) =>
  publicProcedure.use(async ({ ctx, getRawInput, next }) => {
    const raw = (await getRawInput().catch(() => null)) as { email?: unknown } | null;
    await countTry(limit, ctx.headers, raw && typeof raw === 'object' ? raw.email : undefined);
    return next();
  });

/**
 * POST /login and POST /admin/login for integrators: the same path for both
 * realms (the login policy of login-throttle.ts, credentials, a bearer
 * session). The browser logs in through next-auth instead, which goes through
 * the same policy and session service.
 */
export function loginProcedure<T>(
  realm: Realm,
  accountOf: (ctx: RequestContext, userId: number) => Promise<T>,
) {
  return publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const session = await throttledLogin(
      { realm, email: input.email, token: input.token, headers: ctx.headers },
      () =>
        authSessionService(ctx.db).login(
          realm,
          input.email,
          input.password,
          input.remember,
          userAgentOf(ctx),
          { code: input.code || undefined },
        ),
    );
    return {
      token: session.token,
      token_type: 'Bearer' as const,
      expires_at: session.expiresAt,
      account: await accountOf(ctx, session.userId),
    };
  });
}

const userAgentOf = (ctx: RequestContext) => ctx.headers.get('user-agent') ?? undefined;
