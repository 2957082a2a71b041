import { TRPCError } from '@trpc/server';
import { getErrorShape, getHTTPStatusCodeFromError } from '@trpc/server/unstable-core-do-not-import';
import { createRequestContext } from '@/server/api/context';
import { appRouter, createCaller } from '@/server/api/root';
import { log } from '@/server/log';
import type { HttpMethod, RestRoute } from '@/server/rest/route';
import { restRoutes } from '@/server/rest/routes';

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

function match(method: string, path: string) {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    const params = Object.fromEntries(c.names.map((name, i) => [name, decodeURIComponent(m[i + 1]!)]));
    return { route: c.route, params };
  }
  return { route: null, pathMatched };
}

async function readBody(req: Request): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const type = req.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return req.formData();
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_json' });
  }
}

function json(body: unknown, status = 200): Response {
  return Response.json(body ?? null, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * The REST adapter: the endpoints of SPEC.md section 7 under /api/v1, each a
 * thin door onto the tRPC procedure the React UI uses, so validation,
 * permissions and errors are the same. Errors answer with the HTTP status of
 * the tRPC code and `{ message, error, errors }`: a translated message, the
 * first failing field, and every field's messages (SPEC.md section 8).
 */
export async function handleRest(req: Request, path: string): Promise<Response> {
  const method = req.method.toUpperCase() as HttpMethod;
  const found = match(method, path);
  const ctx = createRequestContext(req.headers);
  if (!found.route) {
    const error = new TRPCError(found.pathMatched ? { code: 'METHOD_NOT_SUPPORTED', message: 'errors.method_not_allowed' } : { code: 'NOT_FOUND', message: 'errors.not_found' });
    return errorResponse(error, ctx, path);
  }
  try {
    const query = Object.fromEntries(new URL(req.url).searchParams);
    const body = await readBody(req);
    const result = await found.route.handle(createCaller(ctx), { params: found.params, query, body, headers: req.headers, locale: ctx.locale });
    return result instanceof Response ? result : json(result);
  } catch (cause) {
    const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: cause as Error });
    if (error.code === 'INTERNAL_SERVER_ERROR') log.error('rest: unexpected failure', { method, path, error: error.cause?.message ?? error.message });
    return errorResponse(error, ctx, path);
  }
}

function errorResponse(error: TRPCError, ctx: ReturnType<typeof createRequestContext>, path: string): Response {
  const shape = getErrorShape({ config: appRouter._def._config, error, type: 'unknown', path, input: undefined, ctx });
  const data = shape.data as { field?: string | null; fieldErrors?: Record<string, string[]> };
  return json({ message: shape.message, error: data.field ?? null, errors: data.fieldErrors ?? {} }, getHTTPStatusCodeFromError(error));
}
