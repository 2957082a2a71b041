import { Gauge, Registry } from 'prom-client';
import { installation } from '@/server/backup/archive-format';
import { readBackupStatus } from '@/server/backup/backup-status';
import { type Db, poolStats } from '@/server/db';
import { redisClient, sharedStoreConfigured } from '@/server/redis/client';

/** How long a scrape waits for Redis' answer to PING before it reports Redis down. */
export const REDIS_PING_TIMEOUT_MS = 1_000;

/**
 * The gauges read at each scrape that exist only where they mean something:
 * the PostgreSQL connection pool (none on SQLite), the latest backup (once
 * one has recorded its result in BACKUP_DIR), Redis (with REDIS_URL). A
 * fresh registry per scrape, merged with the process's: a gauge with nothing
 * to say is absent rather than a misleading 0, which Prometheus' `absent()`
 * can alert on.
 */
export async function scrapeTimeMetrics(db: Db): Promise<Registry> {
  const registry = new Registry();
  const gauge = (name: string, help: string, value: number) =>
    new Gauge({ name, help, registers: [registry] }).set(value);

  const pool = poolStats(db);
  if (pool) {
    gauge('asc_db_pool_max', 'Connections the PostgreSQL pool of this instance may open', pool.max);
    const connections = new Gauge({
      name: 'asc_db_pool_connections',
      help: 'Connections of the PostgreSQL pool of this instance: in_use (lent to a query or transaction) or idle',
      labelNames: ['state'] as const,
      registers: [registry],
    });
    connections.set({ state: 'in_use' }, pool.total - pool.idle);
    connections.set({ state: 'idle' }, pool.idle);
    gauge(
      'asc_db_pool_waiting',
      'Queries of this instance waiting for a PostgreSQL connection (the pool is exhausted)',
      pool.waiting,
    );
  }

  const [backup, redis] = await Promise.all([
    readBackupStatus(installation().backupDir),
    sharedStoreConfigured() ? pingRedis() : null,
  ]);
  if (backup) {
    gauge(
      'asc_backup_last_result',
      'The latest backup of BACKUP_DIR: 1 succeeded, 0 failed',
      backup.result === 'ok' ? 1 : 0,
    );
    gauge(
      'asc_backup_last_attempt_timestamp_seconds',
      'When the latest backup (successful or not) ended, Unix time',
      Date.parse(backup.finished_at) / 1000,
    );
    if (backup.last_success) {
      gauge(
        'asc_backup_last_success_timestamp_seconds',
        'When the latest successful backup ended, Unix time',
        Date.parse(backup.last_success.finished_at) / 1000,
      );
      gauge(
        'asc_backup_last_success_size_bytes',
        'Size of the archive of the latest successful backup',
        backup.last_success.bytes,
      );
      gauge(
        'asc_backup_last_success_duration_seconds',
        'How long the latest successful backup took',
        backup.last_success.seconds,
      );
    }
  }
  if (redis) {
    gauge(
      'asc_redis_up',
      '1 when Redis (REDIS_URL) answered PING during this scrape, else 0',
      redis.up,
    );
    if (redis.up)
      gauge(
        'asc_redis_ping_seconds',
        "Time of Redis' answer to PING during this scrape",
        redis.seconds,
      );
  }
  return registry;
}

/** One PING through the process's Redis connection (the one the limits use), given up after REDIS_PING_TIMEOUT_MS. */
async function pingRedis(): Promise<{ up: 0 | 1; seconds: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redisClient().then((client) => client.ping()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), REDIS_PING_TIMEOUT_MS);
      }),
    ]);
    return { up: 1, seconds: (performance.now() - started) / 1000 };
  } catch {
    return { up: 0, seconds: 0 };
  } finally {
    clearTimeout(timer);
  }
}
