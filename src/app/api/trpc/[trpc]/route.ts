import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { TRPC_MAX_BATCH_SIZE } from '@/lib/trpc-batch';
import { createRequestContext } from '@/server/api/context';
import { appRouter } from '@/server/api/root';
import { refuseCrossSite } from '@/server/http/cross-site-guard';
import { logServerError } from '@/server/log';

function handler(req: Request) {
  const refused = refuseCrossSite(req);
  if (refused) return refused;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: () => createRequestContext(req.headers),
    onError({ error, path, type }) {
      // Only answers of 500 or more are logged, never inputs (they may hold passwords).
      const status = getHTTPStatusCodeFromError(error);
      if (status >= 500) logServerError('trpc', { procedure: path ?? null, type, status }, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
