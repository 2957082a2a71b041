import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '@/server/http/visitor';
import { log, logger } from '@/server/log';
import { metrics } from '@/server/ops/metrics';
import { acceptsTraffic, countInFlight, isDraining } from '@/server/ops/readiness';
import { type RequestContext, requestIdFrom, requestStore } from '@/server/ops/request-context';
import { loggablePath, methodLabel, routeLabel, SERVED_METHODS } from '@/server/ops/route-label';

/**
 * Every HTTP request this server answers, pages, API and files alike, seen
 * from Node's own diagnostics channel before Next.js handles it:
 * - it gets an id: the caller's X-Request-Id when well formed (a proxy's or
 *   a client's), else a new one; the id is returned in the answer's
 *   X-Request-Id and is on every log line written while handling it;
 * - a method the site does not serve (TRACE, PROPFIND, the other methods
 *   Node's parser knows) is answered 405 by /api/unsupported-method:
 *   Next.js would hand it to code that builds a fetch Request, which
 *   refuses TRACE (a 500). Node itself answers a method it does not know
 *   400, and closes a CONNECT's connection (nothing listens for it);
 * - when the instance is not ready or draining for a restart (readiness.ts),
 *   it is answered 503 by the readiness route instead of its own, so nginx
 *   sends it and the next ones to another instance; health, readiness,
 *   metrics and build assets are always served; the others are counted
 *   while they run (a draining instance reports how many are left);
 * - when it ends, one access line (method, route, path, status, duration,
 *   member or staff id) and the request metrics; a 5xx with no error logged
 *   for it gets an error line too.
 */
const ALWAYS_SERVED = /^\/(api\/(health|ready|metrics)(\/|\?|$)|_next\/static\/)/;

/** The header the gate sets so the readiness route knows a request was turned away, and a visitor cannot fake. */
export const GATED_HEADER = 'x-asc-not-ready';
/** The same for a request of a method the site does not serve, sent to UNSUPPORTED_METHOD_PATH. */
export const UNSUPPORTED_HEADER = 'x-asc-unsupported-method';
const UNSUPPORTED_METHOD_PATH = '/api/unsupported-method';
const holder = globalThis as unknown as { __ascGateKey?: string; __ascHttpEvents?: boolean };
export const gateKey = (): string => (holder.__ascGateKey ??= randomBytes(16).toString('hex'));

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  const xff = request.headers['x-forwarded-for'];
  if (xff) headers.set('x-forwarded-for', Array.isArray(xff) ? xff.join(', ') : xff);
  return headers;
}

function onRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  const reqId = requestIdFrom(request.headers['x-request-id']);
  const rawPath = request.url ?? '/';
  const method = methodLabel(request.method);
  request.headers['x-request-id'] = reqId;
  response.setHeader('x-request-id', reqId);
  delete request.headers[GATED_HEADER];
  delete request.headers[UNSUPPORTED_HEADER];
  // A 503 of the readiness route (this instance not ready) is an answer, not a failure of the request.
  let notReadyAnswer = rawPath.startsWith('/api/ready');
  if (!SERVED_METHODS.has(request.method ?? '')) {
    request.headers[UNSUPPORTED_HEADER] = gateKey();
    request.method = 'GET';
    request.url = UNSUPPORTED_METHOD_PATH;
  } else if (!ALWAYS_SERVED.test(rawPath) && !acceptsTraffic()) {
    request.headers[GATED_HEADER] = gateKey();
    request.url = '/api/ready';
    notReadyAnswer = true;
    // Draining for a restart: the proxy's kept-alive connection goes with this answer, so none is
    // left open to be cut when the process stops.
    if (isDraining()) response.setHeader('connection', 'close');
  }
  // The requests a draining instance must finish before it stops.
  const counted = !notReadyAnswer && !ALWAYS_SERVED.test(rawPath);
  if (counted) countInFlight(1);
  const ctx: RequestContext = { reqId, method };
  // The handler runs from this call on, so everything it starts carries the context.
  requestStore.enterWith(ctx);
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.statusCode;
    if (counted) countInFlight(-1, status);
    const finished = response.writableFinished;
    const route = routeLabel(rawPath, status, ctx.route);
    const cache = response.getHeader('x-nextjs-cache');
    metrics.request(method, route, status, seconds, typeof cache === 'string' ? cache : undefined);
    requestStore.run(ctx, () => {
      if (status >= 500 && !ctx.errorLogged && !(status === 503 && notReadyAnswer))
        log.error('request failed', { method, route, status });
      logger.info(
        {
          method,
          route,
          path: loggablePath(rawPath),
          status,
          ms: Math.round(seconds * 10_000) / 10,
          ip: clientIp(headersOf(request)).replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1'),
          ...(finished ? {} : { aborted: true }),
          ...(typeof cache === 'string' ? { cache } : {}),
        },
        'request',
      );
    });
  });
}

/** Starts watching requests (src/instrumentation.ts, once per server process). */
export function observeHttp(): void {
  if (holder.__ascHttpEvents) return;
  holder.__ascHttpEvents = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    try {
      onRequest(request, response);
    } catch (error) {
      log.error('request hook failed', { error: error as Error });
    }
  });
}
