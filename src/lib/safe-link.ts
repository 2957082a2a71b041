/** A stand-in origin: a path that stays on it is this site's own. */
const BASE = 'http://link.invalid';

/** Characters no link of ours has: backslashes (browsers read them as slashes), whitespace and controls (browsers drop some). */
const NEVER_IN_A_LINK = /[\\\s\u0000-\u001f\u007f]/;

/**
 * A path of this site as a browser will follow it: it starts with one `/`
 * and, read the way a browser reads it, stays on this site. Refused: `//host`
 * and `/\host` (protocol-relative: browsers open another site), anything with
 * a backslash, whitespace or a control character (browsers drop or turn them
 * into slashes, so `/\t/host` is `//host`), and `/.//host`, which normalises
 * to the path `//host`.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || NEVER_IN_A_LINK.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, `${BASE}/`);
  } catch {
    return false;
  }
  return url.origin === BASE && !url.pathname.startsWith('//');
}

/**
 * A link staff may put on a page (a banner's link): an address on the web
 * (`http://` or `https://` with a host, no user name or password in it) or a
 * path of this site (isSitePath). Nothing else: no `javascript:`, `data:`,
 * protocol-relative or backslash forms.
 */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return isSitePath(value);
  if (!/^https?:\/\//i.test(value) || NEVER_IN_A_LINK.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** The link when it is safe to show (isSafeLink), else null: what was stored before the rule stays unlinked. */
export function safeLinkOrNull(value: string | null | undefined): string | null {
  return typeof value === 'string' && isSafeLink(value) ? value : null;
}
