import { createRequestContext } from '@/server/api/context';
import { sessionCookieName } from '@/server/auth/realm-options';
import { bearerToken } from '@/server/http/bearer';
import { forwardedHost } from '@/server/http/forwarded';
import { translator } from '@/server/i18n/translate';
import { configuredSiteUrl } from '@/server/site-url';
import { errorBody } from '@/server/http/error-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_COOKIES = [sessionCookieName('admin'), sessionCookieName('member')];

export interface CrossSiteOptions {
  /** Check every state-changing request, cookie or not (the login and logout doors: no login from someone else's page). */
  always?: boolean;
  /** Also accept application/x-www-form-urlencoded (next-auth's own forms post it). */
  forms?: boolean;
}

function carriesSessionCookie(headers: Headers): boolean {
  const cookie = headers.get('cookie') ?? '';
  return SESSION_COOKIES.some((name) =>
    cookie.split(';').some((part) => part.trim().startsWith(`${name}=`)),
  );
}

/**
 * Whether Origin names this site: SITE_URL's host or the host asked for
 * (Host; X-Forwarded-Host only from a trusted proxy, forwarded.ts, since a
 * client could otherwise name its own origin there).
 */
function originIsOwn(req: Request, origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (a sandboxed frame, a data: page) or garbage
  }
  const ownHosts = [forwardedHost(req.headers), req.headers.get('host'), new URL(req.url).host];
  const configured = configuredSiteUrl();
  if (configured) ownHosts.push(new URL(configured).host);
  return ownHosts.some((own) => own && own.toLowerCase() === host.toLowerCase());
}

/** The page the request comes from is this site: the browser's Sec-Fetch-Site, else Origin against SITE_URL or the Host asked for. */
function fromOwnSite(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = req.headers.get('origin');
  // Neither header: not a browser (browsers send Origin on every cross-origin POST), so not forgery.
  if (origin === null) return true;
  return originIsOwn(req, origin);
}

/**
 * Whether a GET riding on a session cookie came from this site's own pages,
 * as a GET that changes state must: Sec-Fetch-Site `same-origin`, or where a
 * browser sends none, Origin naming this site. Unlike a POST, a GET with
 * neither header may be a browser following a link (older browsers send no
 * Origin on a navigation), and an address typed or pasted (`none`) may be
 * one another site handed over, so neither counts as this site's. Bearer
 * calls and calls without a session cookie are not cross-site forgeries.
 */
export function crossSiteCookieGet(req: Request): boolean {
  if (bearerToken(req.headers) !== null) return false;
  if (!carriesSessionCookie(req.headers)) return false;
  const site = req.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin';
  const origin = req.headers.get('origin');
  return origin === null || !originIsOwn(req, origin);
}

/** JSON or multipart (what a page cannot send to another site without asking it first), or no body at all. */
function acceptableBody(req: Request, forms: boolean): boolean {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type)
    return (
      (req.headers.get('content-length') ?? '0') === '0' && !req.headers.has('transfer-encoding')
    );
  if (type === 'application/json' || type.endsWith('+json') || type === 'multipart/form-data')
    return true;
  return forms && type === 'application/x-www-form-urlencoded';
}

/**
 * Cross-site request forgery guard of the API doors (REST, tRPC, next-auth).
 * A state-changing request that authenticates with a session cookie, not a
 * bearer token, must come from this site's own pages and carry JSON or
 * multipart; otherwise it is answered 403 in the spec's error shape. Bearer
 * calls of integrators and calls without a session cookie pass untouched.
 * Returns the refusal, or null to go on.
 */
export function refuseCrossSite(req: Request, opts: CrossSiteOptions = {}): Response | null {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return null;
  if (!opts.always) {
    if (bearerToken(req.headers) !== null) return null;
    if (!carriesSessionCookie(req.headers)) return null;
  }
  if (fromOwnSite(req) && acceptableBody(req, opts.forms ?? false)) return null;
  const { locale } = createRequestContext(req.headers);
  const message = translator(locale)('errors.cross_site_request');
  return Response.json(errorBody(message), {
    status: 403,
    headers: { 'cache-control': 'no-store' },
  });
}
