import { db } from '@/server/db';
import { metricsAnswer } from '@/server/ops/metrics-endpoint';

export const dynamic = 'force-dynamic';

/** GET /api/metrics: Prometheus metrics of this instance, to allowed addresses or with METRICS_TOKEN (metrics-endpoint.ts). */
export function GET(req: Request) {
  return metricsAnswer(req, db);
}
