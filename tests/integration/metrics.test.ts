import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { installation } from '@/server/backup/archive-format';
import { BACKUP_STATUS_FILE } from '@/server/backup/backup-status';
import { backupAndRecord } from '@/server/backup/run-backup';
import { createDb, db, provider } from '@/server/db';
import { metricsAnswer } from '@/server/ops/metrics-endpoint';
import { flushOutbox } from '@/server/services/mail-outbox-service';
import { createMember, rest } from './helpers';

/**
 * The metrics of docs/operations.md §6 fed by the code around them: failed
 * logins by reason, database timings and pool, the latest backup, Redis,
 * outbox failures. Read through the endpoint itself, as Prometheus would
 * (the cluster test tests/cluster/operations.test.ts reads a running server's).
 */
const TOKEN = 'metrics-test-token-0123456789';
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

async function scrape(client = db): Promise<string> {
  vi.stubEnv('METRICS_TOKEN', TOKEN);
  const res = await metricsAnswer(
    new Request('http://localhost/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }),
    client,
  );
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series (`name{labels}` exactly as exposed), or undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'asc-metrics-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('metrics', () => {
  it('counts refused logins by reason: a wrong password, an e-mail of no account', async () => {
    const member = await createMember('right-password-1');
    const series = (reason: string) =>
      `asc_login_failures_total{realm="member",reason="${reason}"}`;
    const before = await scrape();
    const login = (email: string) =>
      rest('POST', '/login', { body: { email, password: 'not-the-password' } });
    expect((await login(member.email)).status).toBe(401);
    expect((await login(`nobody-${Date.now()}@example.test`)).status).toBe(401);
    expect((await login(`NOBODY2-${Date.now()}@example.test`)).status).toBe(401);
    const after = await scrape();
    const grew = (reason: string) =>
      (value(after, series(reason)) ?? 0) - (value(before, series(reason)) ?? 0);
    expect(grew('wrong_password')).toBe(1);
    expect(grew('unknown_account')).toBe(2);
  });

  it('times database operations by model and operation, raw SQL as raw', async () => {
    await db.member.findMany({ take: 1 });
    await db.$queryRaw`SELECT 1`;
    const text = await scrape();
    expect(
      value(text, 'asc_db_query_duration_seconds_count{model="Member",operation="findMany"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'asc_db_query_duration_seconds_count{model="raw",operation="queryRaw"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /^asc_db_query_duration_seconds_bucket\{le="0\.1",model="Member",operation="findMany"\} \d+$/m,
    );
  });

  it.runIf(provider === 'postgresql')(
    'reports the PostgreSQL pool: a connection in use while a transaction holds it',
    async () => {
      const during = await db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        return scrape();
      });
      expect(value(during, 'asc_db_pool_max')).toBe(10);
      expect(value(during, 'asc_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(1);
      expect(value(during, 'asc_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(value(during, 'asc_db_pool_waiting')).toBe(0);
    },
  );

  it.runIf(provider === 'sqlite')('has no pool gauges on SQLite', async () => {
    expect(await scrape()).not.toContain('asc_db_pool');
  });

  it('reports the latest backup: its time and result, a failure keeping the last success', async () => {
    const backupDir = path.join(scratch, 'backups');
    vi.stubEnv('BACKUP_DIR', backupDir);
    expect(await scrape()).not.toContain('asc_backup_');

    const where = { ...installation(), secretsDir: path.join(scratch, 'no-secrets') };
    const result = await backupAndRecord(() => {}, where);
    const ok = await scrape();
    expect(value(ok, 'asc_backup_last_result')).toBe(1);
    const success = value(ok, 'asc_backup_last_success_timestamp_seconds')!;
    expect(Math.abs(success - Date.now() / 1000)).toBeLessThan(60);
    expect(value(ok, 'asc_backup_last_attempt_timestamp_seconds')).toBe(success);
    expect(value(ok, 'asc_backup_last_success_size_bytes')).toBe(statSync(result.archive).size);
    expect(value(ok, 'asc_backup_last_success_duration_seconds')).toBeGreaterThan(0);

    // A database that cannot be reached: the backup fails, and says so.
    const unreachable = {
      ...where,
      provider: 'postgresql' as const,
      databaseUrl: 'postgresql://backup:pw-never-shown@127.0.0.1:1/none',
    };
    await expect(backupAndRecord(() => {}, unreachable)).rejects.toThrow();
    const failed = await scrape();
    expect(value(failed, 'asc_backup_last_result')).toBe(0);
    expect(value(failed, 'asc_backup_last_success_timestamp_seconds')).toBe(success);
    expect(value(failed, 'asc_backup_last_attempt_timestamp_seconds')).toBeGreaterThanOrEqual(
      success,
    );
    const status = JSON.parse(readFileSync(path.join(backupDir, BACKUP_STATUS_FILE), 'utf8')) as {
      result: string;
      error: string;
      last_success: { archive: string };
    };
    expect(status).toMatchObject({
      result: 'failed',
      last_success: { archive: path.basename(result.archive) },
    });
    expect(status.error).not.toContain('pw-never-shown');
  });

  it('reports Redis up with its PING time when REDIS_URL is set, down when it cannot be reached', async () => {
    vi.stubEnv('REDIS_URL', '');
    expect(await scrape()).not.toContain('asc_redis_');

    const holder = globalThis as { ascRedis?: Promise<{ destroy(): void }> };
    try {
      vi.stubEnv('REDIS_URL', REDIS_URL);
      const up = await scrape();
      expect(value(up, 'asc_redis_up')).toBe(1);
      expect(value(up, 'asc_redis_ping_seconds')).toBeGreaterThan(0);

      // The connection gone and nothing listening where REDIS_URL points.
      (await holder.ascRedis)?.destroy();
      delete holder.ascRedis;
      vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1/0');
      const down = await scrape();
      expect(value(down, 'asc_redis_up')).toBe(0);
      expect(down).not.toContain('asc_redis_ping_seconds');
    } finally {
      // A connection still being tried is given up by the client itself (redis/client.ts).
      holder.ascRedis?.then((client) => client.destroy()).catch(() => {});
      delete holder.ascRedis;
    }
  });

  it('counts an outbox pass that fails as a whole (its database unreachable)', async () => {
    const series = 'asc_mail_outbox_errors_total{step="pass"}';
    const before = value(await scrape(), series) ?? 0;
    const unreachable = createDb('postgresql://postgres@127.0.0.1:1/none');
    try {
      await flushOutbox(unreachable);
    } finally {
      await unreachable.$disconnect();
    }
    expect(value(await scrape(), series)).toBe(before + 1);
  });
});
