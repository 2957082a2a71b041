import { gateKey, GATED_HEADER } from '@/server/ops/http-events';
import { readiness } from '@/server/ops/readiness';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /api/ready: whether this instance should get traffic, with each check,
 * the running version and migration (src/server/ops/readiness.ts): 200 when
 * ready (or degraded), 503 when not. Requests the instance turned away while
 * not ready (http-events.ts) arrive here too, whatever their method, and are
 * answered 503 with Retry-After.
 */
async function handler(req: Request) {
  if (req.headers.get(GATED_HEADER) === gateKey()) {
    return Response.json({ status: 'not_ready', message: 'This server is not ready; try again shortly.' }, { status: 503, headers: { ...NO_STORE, 'retry-after': '5' } });
  }
  const report = await readiness();
  return Response.json(report, { status: report.ready ? 200 : 503, headers: NO_STORE });
}

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
