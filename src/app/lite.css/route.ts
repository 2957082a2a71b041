import { combinedStylesheet, stylesheetQueryNames } from '@/server/cache/lite-styles.mjs';

export const dynamic = 'force-dynamic';

/**
 * GET /lite.css?c=<name>.<name>…: a lite page's stylesheets as one file
 * (src/server/cache/lite-styles.mjs). The names are content hashes of the
 * build, so the answer is kept for a year. Any other query (a name the build does not have,
 * a name twice, a parameter besides the one `c`, more than MAX_LITE_STYLES_BYTES in all) is
 * 404: an address this site never writes, which nginx does not cache.
 */
export async function GET(request: Request) {
  const names = stylesheetQueryNames(new URL(request.url).searchParams);
  const css = names ? await combinedStylesheet(names) : null;
  if (css === null) return new Response('Not found', { status: 404 });
  return new Response(css, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
