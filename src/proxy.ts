import { type NextRequest, NextResponse } from 'next/server';
import { env } from '@/env';
import { defaultLocale, isLocale, localeCookie } from '@/i18n/locales';
import { hasMalformedPageId } from '@/lib/ids';
import { isInternalListQueryPath, isListPath, listQueryRewrite } from '@/lib/list-queries';
import { contentSecurityPolicy, pageTakesNonce } from '@/server/http/content-security-policy';
import { malformedPathResponse } from '@/server/http/malformed-path';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Runs before every page. URLs carry no language: the proxy rewrites
 * `/news` to the internal `/th/news` or `/en/news` from the language cookie
 * (Thai when there is none; pages ignore Accept-Language because the site is
 * Thai first), so each language is prerendered and cached on its own.
 * Explicit `/en/...` and `/th/...` URLs (hreflang alternates) are served as
 * they are and remember that language in the cookie.
 *
 * It also sends visitors without a session cookie to the realm's login page,
 * remembering where they were going. Whether a present session is still
 * valid is checked by the layouts and the API against the database.
 *
 * A list page's query string (filters, paging) is rewritten to an internal
 * path naming its canonical form (`/news?page=2` -> `/th/news/q/<segment>`,
 * src/lib/list-queries.ts), a page cached like the detail pages, or for a
 * free-text search to `/th/public-training/s/<segment>`, rendered per
 * request and never cached; visitors cannot reach those internal paths
 * themselves (404).
 *
 * A page address with an id written any other way than its one canonical
 * form (`/news/01`, `/news/0`, `/news/2147483648`; src/lib/ids.ts) is a 404.
 *
 * Every page gets its Content-Security-Policy here; the pages rendered per
 * request get a fresh nonce, handed to Next.js in the request's own
 * Content-Security-Policy header, which it reads to put the nonce on its
 * scripts (content-security-policy.ts says which pages and why).
 *
 * A request carrying a body never comes here for a page: Next.js would read
 * all of it (keeping a copy for the proxy) before anything answers. Pages
 * take no body (there are no server actions); next.config.ts sends such a
 * request to /api/page-body, which refuses it without reading more than the
 * request limit.
 */
export function proxy(req: NextRequest) {
  const malformed = malformedPathResponse(req);
  if (malformed) return malformed;
  const { pathname, search } = req.nextUrl;
  if (pathname.startsWith('/api/')) return NextResponse.next();
  const first = pathname.split('/')[1];
  const explicit = isLocale(first) ? first : undefined;
  const path = explicit ? pathname.slice(explicit.length + 1) || '/' : pathname;
  const back = `${path}${search}`;
  const nonce = pageTakesNonce(path)
    ? Buffer.from(crypto.randomUUID()).toString('base64')
    : undefined;
  const policy = contentSecurityPolicy({ nonce, dev: env.NODE_ENV === 'development' });
  const request = nonce
    ? { headers: withHeader(req.headers, 'content-security-policy', policy) }
    : undefined;
  const secured = (response: NextResponse) => {
    response.headers.set('content-security-policy', policy);
    return response;
  };

  const cookie = req.cookies.get(localeCookie)?.value;
  const lng = explicit ?? (isLocale(cookie) ? cookie : defaultLocale);
  // An item has one address (src/lib/ids.ts): any other spelling of its id is a 404, rendered per request and
  // never cached, whoever asks (before the login redirects, so a guest learns nothing more than staff would).
  if (hasMalformedPageId(path)) {
    const url = req.nextUrl.clone();
    url.pathname = `/${lng}/404`;
    const rsc = req.nextUrl.searchParams.get('_rsc');
    url.search = rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
    return secured(NextResponse.rewrite(url, { request }));
  }

  const adminOnly =
    (path.startsWith('/admin') && path !== '/admin/login') || path === '/gen_receipt';
  if (adminOnly && !req.cookies.has('asc-admin.session-token')) {
    return secured(
      NextResponse.redirect(
        new URL(`/admin/login?callbackUrl=${encodeURIComponent(back)}`, req.url),
      ),
    );
  }
  const memberOnly =
    path.startsWith('/member') || /^\/public-training\/[^/]+\/register(\/|$)/.test(path);
  if (memberOnly && !req.cookies.has('asc-member.session-token')) {
    return secured(
      NextResponse.redirect(new URL(`/login?callbackUrl=${encodeURIComponent(back)}`, req.url)),
    );
  }

  const list = isListPath(path) || isInternalListQueryPath(path);
  if (explicit && !list) {
    return remembered(secured(NextResponse.next({ request })), req, explicit);
  }
  const url = req.nextUrl.clone();
  if (list) {
    // Known, valid parameters only, in one order: nothing else makes a cache entry. Next's own _rsc stays.
    url.pathname = `/${lng}${isListPath(path) ? listQueryRewrite(path, req.nextUrl.searchParams) : '/404'}`;
    const rsc = req.nextUrl.searchParams.get('_rsc');
    url.search = rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
  } else {
    url.pathname = `/${lng}${pathname === '/' ? '' : pathname}`;
  }
  const response = secured(NextResponse.rewrite(url, { request }));
  return explicit ? remembered(response, req, explicit) : response;
}

/** An explicit /th/... or /en/... URL remembers its language in the cookie. */
function remembered(response: NextResponse, req: NextRequest, lng: string): NextResponse {
  if (req.cookies.get(localeCookie)?.value !== lng) {
    response.cookies.set(localeCookie, lng, { path: '/', maxAge: YEAR, sameSite: 'lax' });
  }
  return response;
}

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
}

export const config = {
  // Pages only: not the API, Next's assets, or any file (a path ending in an extension: public/, robots.txt, sitemap.xml),
  // and not a request carrying a body (a length above zero, or chunked): see above.
  // API paths holding a percent-escape come too, only to be refused when it does not decode (malformed-path.ts); Next
  // copies their body for the proxy only up to experimental.proxyClientMaxBodySize (next.config.ts).
  matcher: [
    {
      source: '/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'content-length', value: '0*[1-9][0-9]*' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
    '/api/(.*%.*)',
  ],
};
