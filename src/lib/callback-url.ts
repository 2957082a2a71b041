/** A stand-in origin: only paths that stay on it are this site's own. */
const BASE = 'http://callback.invalid';

/**
 * Where a login page may send the browser afterwards: a path of this site,
 * or the fallback. The value is parsed the way a browser parses it (tabs and
 * newlines dropped, backslashes read as slashes, `//host` and `javascript:`
 * leaving the origin), and only its path, query and fragment are returned,
 * so `/\t/evil.example`, `/\evil.example` or `/.//evil.example` never lead
 * off-site. `allow` narrows the paths further (e.g. the back office's own).
 */
export function safeCallbackUrl(
  value: string | null | undefined,
  fallback = '/',
  allow?: (pathname: string) => boolean,
): string {
  if (typeof value !== 'string' || !value) return fallback;
  let url: URL;
  try {
    url = new URL(value, `${BASE}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // "/.//host" normalises to the path "//host", which a browser would read as another host.
  if (url.pathname.startsWith('//')) return fallback;
  if (allow && !allow(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The back office (and the receipt preview it opens) after a staff login; anything else goes to the dashboard. */
export function safeAdminCallbackUrl(value: string | null | undefined): string {
  return safeCallbackUrl(
    value,
    '/admin/home',
    (p) => p === '/admin' || p.startsWith('/admin/') || p === '/gen_receipt',
  );
}
