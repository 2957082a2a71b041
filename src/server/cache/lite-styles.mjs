// The lite page's one stylesheet (docs/policies/lite-pages.md): a lite page names the build's
// stylesheets it was rendered with in one address, /lite.css?c=<name>.<name>…, and this answers
// them as one file, in that order. A phone on a slow link then waits for one request before the
// first paint instead of seven or eight (the build splits the CSS per layout and component, and
// Turbopack has no pass that merges them). The names are the build's own, so the address changes
// with every build that changes the CSS and its answer can be kept for a year.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the build writes its stylesheets, and the address they are served from. */
const CHUNKS_DIR = path.join(process.cwd(), '.next', 'static', 'chunks');
const CHUNKS_URL = '/_next/static/chunks/';
/** A build's stylesheet name (content hash) and how many one page may name. */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_STYLESHEETS = 32;
/**
 * The most one combined stylesheet may weigh, read from disk: a page's stylesheets are well
 * under it (the whole build's CSS is about 0.5 MB, a quarter of it), so only a made-up list reaches it.
 */
export const MAX_LITE_STYLES_BYTES = 2 * 1024 * 1024;
export const LITE_STYLES_PATH = '/lite.css';

/** Whether these are build stylesheet names, one to a page-full of them, none twice. */
const areNames = (names) =>
  names.length > 0 &&
  names.length <= MAX_STYLESHEETS &&
  names.every((n) => NAME.test(n)) &&
  new Set(names).size === names.length;

/** The address of the one stylesheet standing for these build stylesheets (their addresses, in order), or null when one is not the build's. */
export function liteStylesHref(hrefs) {
  const names = hrefs.map((href) =>
    href.startsWith(CHUNKS_URL) && href.endsWith('.css')
      ? href.slice(CHUNKS_URL.length, -'.css'.length)
      : '',
  );
  return areNames(names) ? `${LITE_STYLES_PATH}?c=${names.join('.')}` : null;
}

/** The names a /lite.css address asks for, or null when the query is not one this site writes. */
export function stylesheetNames(query) {
  if (typeof query !== 'string') return null;
  const names = query.split('.');
  return areNames(names) ? names : null;
}

/**
 * The names of a /lite.css address's query (URLSearchParams), or null unless it is exactly the
 * one `c` this site writes: every other spelling would be one more entry in nginx's cache for
 * the same file.
 */
export function stylesheetQueryNames(params) {
  const keys = [...params.keys()];
  return keys.length === 1 && keys[0] === 'c' ? stylesheetNames(params.get('c')) : null;
}

/**
 * A stylesheet's relative `url()`s made absolute from the address it is served at, so the
 * fonts and pictures it names still load from the combined file (`../media/x.woff2` →
 * `/_next/static/media/x.woff2`); data:, absolute and fragment URLs are kept.
 */
export function absoluteUrls(css, from) {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, url) =>
    /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)
      ? whole
      : `url(${quote}${new URL(url, `http://x${from}`).pathname}${quote})`,
  );
}

/** One build stylesheet as written; null when the build has no such file. */
async function stylesheet(dir, name) {
  try {
    return await readFile(path.join(dir, `${name}.css`), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The named build stylesheets as one, in order, their URLs made absolute; null when a name is
 * not one of the build's or together they weigh more than `maxBytes`.
 */
export async function combinedStylesheet(
  names,
  { dir = CHUNKS_DIR, maxBytes = MAX_LITE_STYLES_BYTES } = {},
) {
  const parts = await Promise.all(names.map((name) => stylesheet(dir, name)));
  if (parts.some((p) => p === null)) return null;
  if (parts.reduce((sum, css) => sum + Buffer.byteLength(css), 0) > maxBytes) return null;
  return parts
    .map((css, i) => `/* ${names[i]}.css */\n${absoluteUrls(css, `${CHUNKS_URL}${names[i]}.css`)}`)
    .join('\n');
}
