import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { localeCookie, resolveLocale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { resourceNamed } from '@/lib/admin/resources';
import { staffMayPreview } from '@/server/preview/preview';
import { PREVIEW_COOKIE, readPreviewToken } from '@/server/preview/preview-token';

export const dynamic = 'force-dynamic';

/**
 * Opens a staff preview (docs/policies/drafts-revisions-audit.md): a genuine,
 * unexpired link issued to the signed-in staff member, who still holds the
 * item's permission, turns on Next's draft mode (pages rendered per request,
 * never read from or written to the page cache) with the grant in a cookie
 * of its own, and goes to the item's public address in the language asked.
 * Anything else is a 403 that says so, and changes nothing.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const lang = resolveLocale(url.searchParams.get('lang'), null);
  const token = url.searchParams.get('token');
  const grant = readPreviewToken(token);
  const href = grant ? resourceNamed(grant.resource)?.publicHref?.(grant.id) : undefined;
  if (!grant || !href || !(await staffMayPreview(request.headers, grant.userId, grant.resource))) {
    return new NextResponse(messages[lang].admin_safety.preview.invalid, {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  (await draftMode()).enable();
  const jar = await cookies();
  const secure = url.protocol === 'https:';
  jar.set(PREVIEW_COOKIE, token!, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.max(1, grant.exp - Math.floor(Date.now() / 1000)),
  });
  jar.set(localeCookie, lang, { sameSite: 'lax', secure, path: '/' });
  // A relative Location: the visitor's own host, whatever proxy is in front.
  return new NextResponse(null, {
    status: 303,
    headers: { location: href, 'cache-control': 'no-store' },
  });
}
