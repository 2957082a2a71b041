import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { TRPC_MAX_BATCH_SIZE } from '@/lib/trpc-batch';
import { createRequestContext } from '@/server/api/context';
import { appRouter } from '@/server/api/root';
import { refuseCrossSite } from '@/server/http/cross-site-guard';

function handler(req: Request) {
  const refused = refuseCrossSite(req);
  if (refused) return refused;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: () => createRequestContext(req.headers),
    onError({ error, path }) {
      // Only unexpected failures are logged, never inputs (they may hold passwords).
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path ?? '?'}: ${error.cause?.message ?? error.message}`);
    },
  });
}

export { handler as GET, handler as POST };
