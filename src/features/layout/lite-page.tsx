/**
 * Rendered by a public page whose interactive parts all have a lite form in
 * public/lite.js: the page cache then stores and serves it without the
 * framework's scripts, which lite.js starts only when the visitor needs the app
 * (src/server/cache/lite-page.mjs, docs/policies/lite-pages.md).
 */
export function LitePage() {
  return <meta name="asc-lite" content="1" />;
}
