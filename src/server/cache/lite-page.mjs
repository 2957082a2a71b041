// Lite public pages (docs/policies/lite-pages.md): a cached public page that says it can live
// without React in the browser is stored, and served, without the framework's scripts. Its
// interactive parts run on public/lite.js; the scripts it was rendered with stay listed in the
// page, and lite.js starts them (the page hydrates as any other) the moment the visitor asks for
// something only the app has: the member menu, a member dialog, a waiting list.

import { liteStylesHref } from './lite-styles.mjs';

/** What a page renders (src/features/layout/lite-page.tsx) to say it may be served lite. */
export const LITE_MARKER = '<meta name="asc-lite" content="1"/>';
/** The element of the page that lists the framework's scripts for lite.js to start. */
export const APP_SCRIPTS_ID = 'asc-app-scripts';

/** The element listing the build's stylesheets the one lite stylesheet stands for (lite.js puts them back for the app). */
export const APP_STYLES_ID = 'asc-app-styles';

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\/?>/gi;
const STYLE_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*\/?>/gi;
const HREF = /\shref="([^"]+)"/i;
const PRECEDENCE = /\sdata-precedence="([^"]+)"/i;
const SCRIPT_WITH_SRC = /<script\b(?=[^>]*\ssrc=")[^>]*>\s*<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*(?:\bas="script"|\brel="modulepreload"))[^>]*\/?>/gi;
const SRC = /\ssrc="([^"]+)"/i;
const asJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** `&amp;` and friends of an attribute value, back to their characters (Next writes `&amp;` in a query). */
const unescapeAttribute = (value) =>
  value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/**
 * The lite form of a rendered page, or the page unchanged when it does not
 * carry the marker (or is lite already). Every `<script src>` and script
 * preload goes; their addresses, in order, are listed as JSON for lite.js,
 * which comes in their place. The inline scripts stay: they hold the page's
 * payload, which the app reads when lite.js starts it.
 * @param {string} html
 */
export function toLitePage(html) {
  if (typeof html !== 'string' || !html.includes(LITE_MARKER) || html.includes(APP_SCRIPTS_ID))
    return html;
  const sources = [];
  const body = html
    .replace(SCRIPT_WITH_SRC, (tag) => {
      // A polyfill for browsers without modules is not part of the app's start.
      if (/\snomodule\b/i.test(tag)) return '';
      const src = tag.match(SRC)?.[1];
      if (src) sources.push(unescapeAttribute(src));
      return '';
    })
    .replace(SCRIPT_PRELOAD, '');
  const { html: styled, styles } = oneStylesheet(body);
  // JSON inside a script element: `<` escaped so no address can close it.
  const tail =
    `<script type="application/json" id="${APP_SCRIPTS_ID}">${asJson(sources)}</script>` +
    (styles.length
      ? `<script type="application/json" id="${APP_STYLES_ID}">${asJson(styles)}</script>`
      : '') +
    '<script src="/lite.js" defer></script>';
  return styled.includes('</body>') ? styled.replace('</body>', `${tail}</body>`) : styled + tail;
}

/**
 * The page's build stylesheets as one request (src/server/cache/lite-styles.mjs): the first
 * `<link rel="stylesheet">` becomes the /lite.css link naming them all in order, the others go,
 * and so do style preloads (for parts only the app renders: the app loads them itself). The
 * stylesheets replaced are returned ({ href, precedence }) for lite.js to put back when the app
 * starts, so React finds the links it rendered. A page with a stylesheet from elsewhere keeps
 * its links as they are.
 * @param {string} html
 */
function oneStylesheet(html) {
  const links = html.match(STYLESHEET) ?? [];
  const styles = links.map((tag) => ({
    href: unescapeAttribute(tag.match(HREF)?.[1] ?? ''),
    precedence: tag.match(PRECEDENCE)?.[1] ?? null,
  }));
  const href = styles.length ? liteStylesHref(styles.map((s) => s.href)) : null;
  if (!href) return { html, styles: [] };
  let first = true;
  const out = html
    .replace(STYLESHEET, () => {
      if (!first) return '';
      first = false;
      return `<link rel="stylesheet" href="${href.replaceAll('&', '&amp;')}"/>`;
    })
    .replace(STYLE_PRELOAD, '');
  return { html: out, styles };
}

/**
 * Makes a page entry about to be stored lite, in place: Next serves the very
 * entry it hands to the cache, so the first visitor gets the lite page too.
 * @param {any} value a cache entry's value ({ kind, html, ... })
 */
export function makeLite(value) {
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string')
    value.html = toLitePage(value.html);
}
