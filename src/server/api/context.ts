import { type Locale, localeCookie, resolveLocale } from '@/i18n/locales';
import {
  adminSessionFromApiToken,
  adminSessionFromToken,
  memberSessionFromToken,
  sessionTokenFromCookie,
  type AdminSession,
  type MemberSession,
} from '@/server/auth/session';
import { db } from '@/server/db';
import { bearerToken } from '@/server/http/bearer';
import type { IdempotencyGate } from '@/server/http/idempotency';
import { currentRequest } from '@/server/ops/request-context';
import { isApiToken } from '@/server/services/api-token-service';
import { authSessionService } from '@/server/services/auth-session-service';

export interface RequestContext {
  db: typeof db;
  locale: Locale;
  headers: Headers;
  /** The admin of this request (cookie or bearer token), resolved once on first use. */
  getAdmin: () => Promise<AdminSession | null>;
  getMember: () => Promise<MemberSession | null>;
  /**
   * A GET riding on a session cookie that did not come from this site's own
   * pages (a link or image on another site, cross-site-guard.ts): it may
   * read, but no mutation runs for it (a GET door onto one is refused 403).
   */
  mutationsRefused?: boolean;
  /** The REST door being answered (`GET /api/v1/admin/news`), for the audit entry of an API token's use. */
  route?: string;
  /** The Idempotency-Key of a REST POST, claimed by the procedure chain once the caller is allowed (trpc.ts). */
  idempotency?: IdempotencyGate;
}

/** A cookie value as sent when it is not valid percent-encoding (`foo=%ZZ`): someone else's cookie must not fail the call. */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function parseCookies(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) map.set(part.slice(0, i).trim(), decodeCookieValue(part.slice(i + 1).trim()));
  }
  return map;
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= fn());
}

/**
 * Builds the context of one API request. The locale comes from the language
 * cookie, then Accept-Language. Sessions come from each realm's cookie, or
 * from an `Authorization: Bearer` token (integrators), whose realm is stored
 * with it; a bearer starting `asc_` is a staff API token (docs/api-tokens.md),
 * never a member.
 */
export function createRequestContext(headers: Headers): RequestContext {
  const cookies = parseCookies(headers.get('cookie'));
  const cookieReader = {
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name)! } : undefined),
  };
  const locale = resolveLocale(
    headers.get('x-i18next-current-language') ?? cookies.get(localeCookie),
    headers.get('accept-language'),
  );
  const bearer = bearerToken(headers);
  if (bearer && isApiToken(bearer)) {
    const request = currentRequest();
    const ctx: RequestContext = {
      db,
      locale,
      headers,
      getAdmin: once(() =>
        adminSessionFromApiToken(
          bearer,
          ctx.route ?? (request?.route ? `${request.method} ${request.route}` : undefined),
        ),
      ),
      getMember: async () => null,
    };
    return ctx;
  }
  const bearerSession = once(() => authSessionService(db).resolve(bearer));

  const tokenOf = async (realm: 'admin' | 'member') => {
    if (bearer) {
      const session = await bearerSession();
      return session?.realm === realm ? bearer : null;
    }
    return sessionTokenFromCookie(realm, cookieReader);
  };

  return {
    db,
    locale,
    headers,
    getAdmin: once(async () => adminSessionFromToken(await tokenOf('admin'))),
    getMember: once(async () => memberSessionFromToken(await tokenOf('member'))),
  };
}

/**
 * The context of a server-rendered public page: a language and no session.
 * Public pages never depend on who is looking, which is what lets them be
 * prerendered and cached; anything per-visitor is fetched by the browser.
 */
export function createPublicContext(locale: Locale): RequestContext {
  const none = async () => null;
  return { db, locale, headers: new Headers(), getAdmin: none, getMember: none };
}
