import { env } from '@/env';

/**
 * Cross-origin calls to /api/v1 from the pages of the origins listed in
 * CORS_ORIGINS (none by default), e.g. a developer portal whose API
 * reference "try it" calls this API (docs/api.md, "CORS"):
 * - a listed Origin gets `Access-Control-Allow-Origin` naming it (never `*`)
 *   and the headers a client reads exposed; any other origin gets no CORS
 *   header at all, so the browser keeps the answer from its page;
 * - credentials are not allowed (no `Access-Control-Allow-Credentials`): a
 *   page of another origin calls with a bearer token, never the site's
 *   session cookies (the cross-site guard refuses those anyway);
 * - a preflight (OPTIONS) is answered 204 by the adapter, with the methods
 *   the path takes and the request headers the API reads.
 */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'Idempotency-Key',
  'If-None-Match',
  'X-Request-Id',
];
const EXPOSED_HEADERS = [
  'ETag',
  'Idempotent-Replayed',
  'X-Request-Id',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Allow',
  'Content-Disposition',
];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The request's Origin when CORS_ORIGINS lists it, else null. */
export function allowedOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (!origin) return null;
  const wanted = origin.replace(/\/$/, '').toLowerCase();
  return env.CORS_ORIGINS.some((o) => o.replace(/\/$/, '').toLowerCase() === wanted)
    ? origin
    : null;
}

function addVary(res: Response, value: string): void {
  const vary = res.headers.get('vary');
  const parts = (vary ?? '').split(',').map((v) => v.trim().toLowerCase());
  if (!parts.includes(value.toLowerCase()))
    res.headers.set('vary', vary ? `${vary}, ${value}` : value);
}

/** The answer with the CORS headers its request's Origin earns (none for an origin not listed). */
export function withCors(req: Request, res: Response): Response {
  if (env.CORS_ORIGINS.length === 0) return res;
  let out = res;
  try {
    addVary(out, 'Origin');
  } catch {
    // Immutable headers (a fetched answer passed through): copy it.
    out = new Response(res.body, res);
    addVary(out, 'Origin');
  }
  const origin = allowedOrigin(req.headers);
  if (!origin) return out;
  out.headers.set('access-control-allow-origin', origin);
  out.headers.set('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
  return out;
}

/** OPTIONS: the preflight of a cross-origin call, 204 (with `Allow` for callers that are not browsers). */
export function preflight(req: Request, methods: string[]): Response {
  const allow = methods.length ? [...methods, 'OPTIONS'].join(', ') : 'OPTIONS';
  const res = new Response(null, { status: 204, headers: { allow, 'cache-control': 'no-store' } });
  const origin = allowedOrigin(req.headers);
  if (origin && methods.length) {
    res.headers.set('access-control-allow-methods', methods.join(', '));
    res.headers.set('access-control-allow-headers', ALLOWED_HEADERS.join(', '));
    res.headers.set('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
  }
  return withCors(req, res);
}
