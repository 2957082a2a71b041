import { Gauge, Registry } from 'prom-client';
import { type Db, provider } from '@/server/db';
import { appMetrics } from '@/server/ops/metrics';
import { metricsAllowed } from '@/server/ops/metrics-access';
import { scrapeTimeMetrics } from '@/server/ops/scrape-metrics';
import { runningVersion } from '@/server/ops/version';
import { systemStatusService } from '@/server/services/system-status-service';

/** The gauges read from the database at each scrape (the outbox is shared: every instance reports the same numbers). */
function registerDatabaseGauges(db: Db): void {
  const holder = globalThis as unknown as { __ascDbGauges?: boolean };
  if (holder.__ascDbGauges) return;
  holder.__ascDbGauges = true;
  new Gauge({
    name: 'asc_mail_outbox_backlog',
    help: 'E-mails waiting to be sent (not sent, not given up)',
    registers: [appMetrics.registry],
    async collect() {
      this.set(await systemStatusService(db).outboxBacklog());
    },
  });
  new Gauge({
    name: 'asc_mail_outbox_failed',
    help: 'E-mails given up after every retry, kept for staff to look at',
    registers: [appMetrics.registry],
    async collect() {
      this.set(await systemStatusService(db).outboxFailed());
    },
  });
  const running = runningVersion(provider);
  appMetrics.info.set(
    {
      version: running.version,
      build: running.build ?? 'dev',
      migration: running.migration ?? 'none',
    },
    1,
  );
}

export async function metricsAnswer(req: Request, db: Db): Promise<Response> {
  if (!metricsAllowed(req.headers))
    return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });
  registerDatabaseGauges(db);
  const scraped = Registry.merge([appMetrics.registry, await scrapeTimeMetrics(db)]);
  const body = await scraped.metrics();
  return new Response(body, {
    headers: { 'content-type': appMetrics.registry.contentType, 'cache-control': 'no-store' },
  });
}
