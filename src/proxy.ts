import { type NextRequest, NextResponse } from 'next/server';
import { localeCookie, resolveLocale } from '@/i18n/locales';

/** Header next-i18next's getT() reads the request's language from. */
const LANGUAGE_HEADER = 'x-i18next-current-language';

/**
 * Runs before every page: detects the language (cookie, then
 * Accept-Language, then th) for server components, passes the path on for
 * layouts, and sends visitors without a session cookie to the realm's login
 * page, remembering where they were going. Whether a present session is still
 * valid is checked by the layouts and the API against the database.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const back = `${pathname}${search}`;

  if (pathname.startsWith('/admin') && pathname !== '/admin/login' && !req.cookies.has('asc-admin.session-token')) {
    return NextResponse.redirect(new URL(`/admin/login?callbackUrl=${encodeURIComponent(back)}`, req.url));
  }
  if (pathname.startsWith('/member') && !req.cookies.has('asc-member.session-token')) {
    return NextResponse.redirect(new URL(`/login?callbackUrl=${encodeURIComponent(back)}`, req.url));
  }

  const headers = new Headers(req.headers);
  // Pages are Thai until the visitor picks English (SPEC.md: default locale th); API calls also honour Accept-Language.
  headers.set(LANGUAGE_HEADER, resolveLocale(req.cookies.get(localeCookie)?.value, null));
  headers.set('x-pathname', back);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|images|uploads|favicon.ico|robots.txt|sitemap.xml).*)'],
};
