import { TRPCError } from '@trpc/server';
import {
  getErrorShape,
  getHTTPStatusCodeFromError,
} from '@trpc/server/unstable-core-do-not-import';
import { createRequestContext, type RequestContext } from '@/server/api/context';
import { appRouter, createCaller } from '@/server/api/root';
import { AppError } from '@/server/errors';
import { logServerError } from '@/server/log';
import { noteRequestRoute } from '@/server/ops/request-context';
import {
  bodyLimit,
  bodyRefusal,
  bodyTooLargeResponse,
  declaresTooLarge,
} from '@/server/http/body-limit';
import { crossSiteCookieGet, refuseCrossSite } from '@/server/http/cross-site-guard';
import { readRequestBody } from '@/server/rest/request-body';
import type { HttpMethod, RestRoute } from '@/server/rest/route';
import { restRoutes } from '@/server/rest/routes';
import { toRest } from '@/server/rest/to-rest';
import { type ErrorBody, errorBody } from '@/server/http/error-body';
import type { RateLimitParams } from '@/server/http/rate-limit';
import { preflight, withCors } from '@/server/http/cors';
import { withEtag } from '@/server/http/etag';
import {
  IdempotentAnswer,
  idempotent,
  takesIdempotencyKey,
  type IdempotencyGate,
} from '@/server/http/idempotency';

interface Compiled {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

const compiled: Compiled[] = restRoutes.map((route) => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
});

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_path' });
  }
}

function match(method: string, path: string) {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    const params = Object.fromEntries(c.names.map((name, i) => [name, decodeSegment(m[i + 1]!)]));
    return { route: c.route, params };
  }
  return { route: null, pathMatched };
}

/** The methods a path takes (the `Allow` of a 405). */
function allowedMethods(path: string): string[] {
  return [
    ...new Set(compiled.filter((c) => c.pattern.test(path)).map((c) => c.route.method)),
  ].sort();
}

/** The route a request is for, whatever its method did (null for an unknown path or a malformed one). */
function routeOf(method: string, path: string): RestRoute | null {
  try {
    return match(method, path).route;
  } catch {
    return null;
  }
}

const DEEP_OBJECT = /^([A-Za-z_][A-Za-z0-9_]*)\[([A-Za-z_][A-Za-z0-9_]*)\]$/;

/**
 * The query string as an object; a repeated name keeps its last value. An
 * object parameter (`filters`) comes either as the spec's JSON
 * (`filters={"register_status_id":6}`) or as OpenAPI's deepObject
 * (`filters[register_status_id]=6`), which generated clients send; both
 * forms together are merged, the deepObject entries last. A JSON value that
 * is not an object is left as sent, for the schema to refuse (400).
 */
export function readQuery(params: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const deep: Record<string, Record<string, string>> = {};
  for (const [key, value] of params) {
    const m = DEEP_OBJECT.exec(key);
    if (m) (deep[m[1]!] ??= {})[m[2]!] = value;
    else query[key] = value;
  }
  for (const [name, entries] of Object.entries(deep)) {
    const sent = query[name];
    let base: Record<string, unknown> = {};
    if (typeof sent === 'string' && sent.trim()) {
      try {
        const parsed = JSON.parse(sent) as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          base = parsed as Record<string, unknown>;
        else continue;
      } catch {
        continue;
      }
    }
    query[name] = { ...base, ...entries };
  }
  return query;
}

function json(body: unknown, status = 200): Response {
  return Response.json(body ?? null, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * The REST adapter: the endpoints of SPEC.md section 7 under /api/v1, each a
 * thin door onto the tRPC procedure the React UI uses, so validation,
 * permissions and errors are the same. The answer is the procedure's result
 * mapped through the endpoint's declared schema (to-rest.ts); errors answer
 * with the HTTP status of the tRPC code and `{ message, error, errors }`
 * (SPEC.md section 8). A forged cross-site call riding on a session cookie
 * is refused first (cross-site-guard.ts). A body over the door's limit is
 * refused 413 before it is read, or as soon as it passes the limit
 * (body-limit.ts); an upload door reads its body only for a signed-in caller.
 * Around it (docs/api.md, "HTTP headers"): CORS preflights and headers
 * (cors.ts), Idempotency-Key on POSTs (idempotency.ts), ETag and 304 on
 * public GETs (etag.ts).
 */
export async function handleRest(req: Request, path: string): Promise<Response> {
  const method = req.method.toUpperCase();
  if (method === 'OPTIONS') {
    const methods = allowedMethods(path);
    if (methods.length) return preflight(req, methods);
  }
  const route = routeOf(method, path);
  const res =
    route && takesIdempotencyKey(route)
      ? await idempotent(
          req,
          {
            limit: bodyLimit(route.bodyLimit),
            answerHoldsSecret: route.answerHoldsSecret,
            locale: createRequestContext(req.headers).locale,
          },
          (request, gate) => shapedAnswer(request, path, gate),
        )
      : await shapedAnswer(req, path);
  return withCors(
    req,
    method === 'GET' && route?.auth === 'public' ? await withEtag(req, res) : res,
  );
}

async function shapedAnswer(req: Request, path: string, gate?: IdempotencyGate): Promise<Response> {
  const res = await answer(req, path, gate);
  if (res.status === 405) {
    res.headers.set('allow', allowedMethods(path).join(', '));
    return res;
  }
  // SPEC.md section 7: the image upload's client reads `error.message`.
  if (res.status >= 400 && routeOf(req.method.toUpperCase(), path)?.bodyLimit === 'upload')
    return asUploadError(res);
  return res;
}

/** An upload door's error answer: the one shape, with `error` as `{ message }` (uploadErrorSchema). */
async function asUploadError(res: Response): Promise<Response> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return res;
  const body = (await res.json()) as ErrorBody;
  return Response.json(
    { ...body, error: { message: body.message } },
    { status: res.status, headers: res.headers },
  );
}

async function answer(req: Request, path: string, gate?: IdempotencyGate): Promise<Response> {
  const refused = refuseCrossSite(req);
  if (refused) return refused;
  const method = req.method.toUpperCase() as HttpMethod;
  const ctx = createRequestContext(req.headers);
  ctx.idempotency = gate;
  // A GET door onto a mutation runs only for a bearer token or the site's own pages (trpc.ts).
  if (method === 'GET' && crossSiteCookieGet(req)) ctx.mutationsRefused = true;
  let route: RestRoute | null = null;
  try {
    const found = match(method, path);
    if (!found.route) {
      throw new TRPCError(
        found.pathMatched
          ? { code: 'METHOD_NOT_SUPPORTED', message: 'errors.method_not_allowed' }
          : { code: 'NOT_FOUND', message: 'errors.not_found' },
      );
    }
    route = found.route;
    const { params } = found;
    noteRequestRoute(`/api/v1${route.path}`);
    ctx.route = `${method} /api/v1${route.path}`;
    const limit = bodyLimit(route.bodyLimit);
    if (declaresTooLarge(req, limit)) return bodyTooLargeResponse(req.headers, limit);
    if (route.bodyLimit && route.bodyLimit !== 'request' && route.auth !== 'public')
      await assertSignedIn(ctx, route.auth);
    const query = readQuery(new URL(req.url).searchParams);
    const body = await readRequestBody(req, limit);
    const result = await route.handle(createCaller(ctx), {
      params,
      query,
      body,
      headers: req.headers,
      locale: ctx.locale,
    });
    if (result instanceof Response) return result;
    return json(
      route.response ? toRest(route.response, result, { withLang: query.with === 'lang' }) : result,
      route.status ?? 200,
    );
  } catch (cause) {
    const settled = cause instanceof TRPCError ? cause.cause : cause;
    if (settled instanceof IdempotentAnswer) return settled.response;
    const refused = bodyRefusal(req.headers, cause);
    if (refused) return refused;
    const error = asTrpcError(cause);
    const status = getHTTPStatusCodeFromError(error);
    // A procedure's own failure reaches here wrapped in a TRPCError by the caller: logged by its status, whatever its wrapping.
    if (status >= 500)
      logServerError('rest', { method, route: route?.path ?? null, status }, error.cause ?? error);
    return errorResponse(error, ctx, path, status);
  }
}

/** A door taking uploads reads its body only for a caller of its realm: 401 without a session, 403 for a member at a staff door (as the procedures answer). */
async function assertSignedIn(ctx: RequestContext, realm: 'member' | 'admin'): Promise<void> {
  if (realm === 'member' ? await ctx.getMember() : await ctx.getAdmin()) return;
  if (realm === 'admin' && (await ctx.getMember()))
    throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.forbidden' });
  throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
}

function asTrpcError(cause: unknown): TRPCError {
  if (cause instanceof TRPCError) return cause;
  if (cause instanceof AppError)
    return new TRPCError({ code: cause.code, message: cause.messageKey, cause });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: cause as Error });
}

function errorResponse(
  error: TRPCError,
  ctx: RequestContext,
  path: string,
  status: number,
): Response {
  const shape = getErrorShape({
    config: appRouter._def._config,
    error,
    type: 'unknown',
    path,
    input: undefined,
    ctx,
  });
  const data = shape.data as { field?: string | null; fieldErrors?: Record<string, string[]> };
  const body = errorBody(shape.message, data.field ?? null, data.fieldErrors ?? {});
  const reason = error.cause instanceof AppError ? error.cause.params?.reason : undefined;
  if (typeof reason === 'string') body.reason = reason;
  const res = json(body, status);
  const limited = (error.cause instanceof AppError ? error.cause.params : undefined) as
    Partial<RateLimitParams> | undefined;
  if (status === 429 && limited?.retryAfterSeconds) {
    const wait = String(limited.retryAfterSeconds);
    res.headers.set('retry-after', wait);
    if (limited.limit) res.headers.set('ratelimit-limit', String(limited.limit));
    res.headers.set('ratelimit-remaining', '0');
    res.headers.set('ratelimit-reset', wait);
  }
  return res;
}
