import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { TRPC_MAX_BATCH_SIZE } from '@/lib/trpc-batch';
import { createRequestContext, type RequestContext } from '@/server/api/context';
import { appRouter } from '@/server/api/root';
import type { ProcedureMeta } from '@/server/api/trpc';
import {
  bodyLimit,
  readBodyWithin,
  refusingLargeBodies,
  requestWithBody,
} from '@/server/http/body-limit';
import { refuseCrossSite } from '@/server/http/cross-site-guard';
import { logServerError } from '@/server/log';

type Procedures = Record<string, { _def: { meta?: ProcedureMeta } } | undefined>;
const procedures = (appRouter._def as unknown as { procedures: Procedures }).procedures;

/**
 * The body limit of a call: a procedure taking a file (its meta's bodyLimit)
 * may receive one for a signed-in member; everything else, and everyone
 * else, at most REQUEST_BODY_MAX_BYTES. The path names the batch's procedures.
 */
async function limitOf(req: Request, ctx: RequestContext): Promise<number> {
  let names: string[];
  try {
    names = decodeURIComponent(new URL(req.url).pathname.replace(/^\/api\/trpc\/?/, '')).split(',');
  } catch {
    return bodyLimit('request');
  }
  const kinds = names
    .map((name) => procedures[name]?._def.meta?.bodyLimit)
    .filter((kind) => kind && kind !== 'request');
  if (kinds.length > 0 && (await ctx.getMember()))
    return Math.max(...kinds.map((kind) => bodyLimit(kind)));
  return bodyLimit('request');
}

async function handler(req: Request) {
  const refused = refuseCrossSite(req);
  if (refused) return refused;
  const ctx = createRequestContext(req.headers);
  return refusingLargeBodies(req, async () => {
    const call =
      req.method === 'GET' || req.method === 'HEAD'
        ? req
        : requestWithBody(req, await readBodyWithin(req, await limitOf(req, ctx)));
    return fetchRequestHandler({
      endpoint: '/api/trpc',
      req: call,
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: () => ctx,
      onError({ error, path, type }) {
        // Only answers of 500 or more are logged, never inputs (they may hold passwords).
        const status = getHTTPStatusCodeFromError(error);
        if (status >= 500)
          logServerError('trpc', { procedure: path ?? null, type, status }, error.cause ?? error);
      },
    });
  });
}

export { handler as GET, handler as POST };
