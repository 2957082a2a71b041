import { defaultLocale, isLocale, localeCookie, resolveLocale } from '@/i18n/locales';
import { translateIfKey } from '@/server/i18n/translate';
import { gateKey, GATED_HEADER } from '@/server/ops/http-events';
import { metricsAllowed } from '@/server/ops/metrics-access';
import { readiness } from '@/server/ops/readiness';
import { errorBody } from '@/server/http/error-body';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A request the instance turned away while not ready (http-events.ts): 503
 * with Retry-After, as a short page in the visitor's language for a browser
 * (the language cookie, Thai without one, as the pages choose), else in the
 * API's error shape (SPEC.md section 8). nginx normally sends the request to
 * another instance first; this is what a visitor sees when none is ready.
 */
function turnedAway(req: Request): Response {
  const cookie = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]+)`).exec(
    req.headers.get('cookie') ?? '',
  )?.[1];
  const headers = { ...NO_STORE, 'retry-after': '5' };
  if ((req.headers.get('accept') ?? '').includes('text/html')) {
    const lng = isLocale(cookie) ? cookie : defaultLocale;
    const title = escapeHtml(translateIfKey(lng, 'error_title'));
    const text = escapeHtml(translateIfKey(lng, 'error_text'));
    const page = `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;color:#1a1b1e"><h1>${title}</h1><p>${text}</p></body></html>`;
    return new Response(page, {
      status: 503,
      headers: {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      },
    });
  }
  const lng = resolveLocale(
    cookie ?? req.headers.get('x-i18next-current-language'),
    req.headers.get('accept-language'),
  );
  return Response.json(
    { ...errorBody(translateIfKey(lng, 'error_text')), status: 'not_ready' },
    { status: 503, headers },
  );
}

/**
 * GET /api/ready: whether this instance should get traffic
 * (src/server/ops/readiness.ts): 200 when ready (or degraded), 503 when not.
 * Anyone gets the status alone; who may read the metrics
 * (metrics-access.ts: METRICS_ALLOW or METRICS_TOKEN) gets each check, the
 * host, process, build, migration and mail backlog too, which tell an
 * attacker what runs here and when it is struggling. Requests the instance
 * turned away while not ready arrive here too, whatever their method and
 * path (turnedAway).
 */
async function handler(req: Request) {
  if (req.headers.get(GATED_HEADER) === gateKey()) return turnedAway(req);
  const report = await readiness();
  const body = metricsAllowed(req.headers) ? report : { status: report.status };
  return Response.json(body, { status: report.ready ? 200 : 503, headers: NO_STORE });
}

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
