import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { loginSchema } from '@/lib/schemas/auth';
import { authSecret } from '@/server/auth/auth-secret';
import { throttledLogin } from '@/server/auth/login-throttle';
import { log } from '@/server/log';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import {
  authSessionService,
  REMEMBER_MS,
  type Realm,
} from '@/server/services/auth-session-service';
import { siteIsHttps } from '@/server/site-url';

/** next-auth hands the request headers over as a plain object. */
function headersOf(raw: unknown): [string, string][] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[k, v] as [string, string]]
      : Array.isArray(v)
        ? [[k, v.join(', ')] as [string, string]]
        : [],
  );
}

/** Cookie holding a realm's next-auth JWT; the two realms never share one. */
export function sessionCookieName(realm: Realm): string {
  return `asc-${realm}.session-token`;
}

/** Each realm signs its JWTs with its own key derived from the one secret. */
export function realmSecret(realm: Realm): string {
  return `${authSecret()}:${realm}`;
}

const secureCookies = siteIsHttps();

function cookie(name: string, httpOnly = true) {
  return {
    name,
    options: { httpOnly, sameSite: 'lax' as const, path: '/', secure: secureCookies },
  };
}

/**
 * next-auth options of one realm: credentials login, a JWT cookie that carries
 * only the id of a server-side session (so sessions can be ended at once),
 * 365 days when a member ticks "remember" (the route handler turns the
 * cookie into a browser-session cookie otherwise, and always for staff).
 */
export function realmOptions(realm: Realm): NextAuthOptions {
  const sessions = authSessionService(db);
  return {
    secret: realmSecret(realm),
    session: { strategy: 'jwt', maxAge: REMEMBER_MS / 1000 },
    jwt: { maxAge: REMEMBER_MS / 1000 },
    cookies: {
      sessionToken: cookie(sessionCookieName(realm)),
      csrfToken: cookie(`asc-${realm}.csrf-token`),
      callbackUrl: cookie(`asc-${realm}.callback-url`),
    },
    pages: {
      signIn: realm === 'admin' ? '/admin/login' : '/login',
      error: realm === 'admin' ? '/admin/login' : '/login',
    },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'credentials',
        credentials: {
          email: { type: 'email' },
          password: { type: 'password' },
          remember: { type: 'text' },
          token: { type: 'text' },
          code: { type: 'text' },
        },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) throw new Error('errors.invalid_credentials');
          try {
            const { email, password, remember, token, code } = parsed.data;
            const userAgent =
              typeof req?.headers?.['user-agent'] === 'string'
                ? req.headers['user-agent']
                : undefined;
            const headers = new Headers(headersOf(req?.headers));
            const session = await throttledLogin({ realm, email, token, headers }, () =>
              // The browser may log in to set up a second factor a role requires (the session can do nothing else).
              sessions.login(realm, email, password, remember, userAgent, {
                code: code || undefined,
                setupAllowed: true,
              }),
            );
            // A staff cookie always ends with the browser: "remember me" only keeps the e-mail there.
            return {
              id: String(session.userId),
              sid: session.token,
              remember: realm === 'member' && remember,
            };
          } catch (error) {
            // next-auth passes the message on as ?error=...; it is a locale key.
            if (error instanceof AppError) throw new Error(error.messageKey);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { sid: string; remember: boolean };
          token.sid = u.sid;
          token.remember = u.remember;
          token.realm = realm;
        }
        return token;
      },
      session({ session }) {
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        await sessions.revoke(typeof token?.sid === 'string' ? token.sid : null);
      },
    },
    // Quiet: next-auth's own logs could include request details.
    logger: {
      error: (code) => log.error('auth error', { realm, code }),
      warn: () => {},
      debug: () => {},
    },
  };
}
