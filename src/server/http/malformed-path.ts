import { type NextRequest, NextResponse } from 'next/server';
import enForms from '@/i18n/locales/en/forms.json';
import thForms from '@/i18n/locales/th/forms.json';
import { type Locale, localeCookie, resolveLocale } from '@/i18n/locales';
import { errorBody } from '@/server/http/error-body';

/** Only the one message, not the whole dictionary: this runs in the proxy, before every page. */
const invalidPath: Record<Locale, string> = {
  th: thForms.errors.invalid_path,
  en: enForms.errors.invalid_path,
};

/** Whether every percent-escape of the path decodes to UTF-8 text. */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A 400 for a URL whose path is not valid percent-encoding
 * (`/api/v1/news/%E0%A4%A`), or null. Next.js fails to decode such a path
 * while matching its routes and answers a bare 500 before any handler runs,
 * so the proxy answers first: for the API in the shape of SPEC.md section 8,
 * for a page as plain text.
 */
export function malformedPathResponse(req: NextRequest): NextResponse | null {
  const { pathname } = req.nextUrl;
  if (isDecodablePath(pathname)) return null;
  const api = pathname.startsWith('/api/');
  const cookie = req.cookies.get(localeCookie)?.value;
  // Pages are Thai first and ignore Accept-Language (proxy.ts); the API honours it, as the REST adapter does.
  const message =
    invalidPath[resolveLocale(cookie, api ? req.headers.get('accept-language') : null)];
  const headers = { 'cache-control': 'no-store' };
  if (api) return NextResponse.json(errorBody(message), { status: 400, headers });
  return new NextResponse(message, {
    status: 400,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  });
}
