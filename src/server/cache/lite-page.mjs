// Lite public pages (docs/policies/lite-pages.md): a cached public page that says it can live
// without React in the browser is stored, and served, without the framework's scripts. Its
// interactive parts run on public/lite.js; the scripts it was rendered with stay listed in the
// page, and lite.js starts them (the page hydrates as any other) the moment the visitor asks for
// something only the app has: the member menu, a member dialog, a waiting list.

/** What a page renders (src/features/layout/lite-page.tsx) to say it may be served lite. */
export const LITE_MARKER = '<meta name="asc-lite" content="1"/>';
/** The element of the page that lists the framework's scripts for lite.js to start. */
export const APP_SCRIPTS_ID = 'asc-app-scripts';

const SCRIPT_WITH_SRC = /<script\b(?=[^>]*\ssrc=")[^>]*>\s*<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*(?:\bas="script"|\brel="modulepreload"))[^>]*\/?>/gi;
const SRC = /\ssrc="([^"]+)"/i;

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
  // JSON inside a script element: `<` escaped so no address can close it.
  const list = JSON.stringify(sources).replaceAll('<', '\\u003c');
  const tail = `<script type="application/json" id="${APP_SCRIPTS_ID}">${list}</script><script src="/lite.js" defer></script>`;
  return body.includes('</body>') ? body.replace('</body>', `${tail}</body>`) : body + tail;
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
