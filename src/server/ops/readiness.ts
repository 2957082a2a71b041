import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { db, provider } from '@/server/db';
import { systemStatusService } from '@/server/services/system-status-service';
import { log } from '@/server/log';
import { appMetrics } from '@/server/ops/metrics';
import { failureReason } from '@/server/ops/failure-reason';
import { requestStore } from '@/server/ops/request-context';
import { sharedSettingsCheck } from '@/server/ops/shared-settings';
import { runningVersion } from '@/server/ops/version';
import { redisClient, sharedStoreConfigured } from '@/server/redis/client';
import { restoreHoldService } from '@/server/services/restore-hold-service';
import { PRIVATE_DIR, PRIVATE_FILE, uploadRoot } from '@/server/services/upload-service';
import { env } from '@/env';

/**
 * Whether this instance should be sent traffic (GET /api/ready). The checks
 * run off the request path, once a second in the background
 * (startReadinessChecks, from src/instrumentation.ts), however many requests
 * and probes come; requests and probes read the last result:
 * - database: answers a query;
 * - migration: the newest migration of this code is applied (a database
 *   ahead of the code is fine: migrations add before they remove, so an
 *   older instance keeps serving while a newer one rolls out);
 * - uploads: UPLOAD_DIR takes a file (when it does not, the doors that store
 *   a file answer 503 and everything else is served: "degraded", since one
 *   shared volume gone read-only must not take every instance out at once);
 * - redis (with REDIS_URL): answers PING;
 * - outbox: mail waiting to be sent is at most READY_OUTBOX_MAX; `held` says
 *   when the installation is held after a restore (restore-hold-service.ts):
 *   no mail goes, no scheduled job runs, pages are served as usual;
 * - shared: this instance uses the auth secret, bot-check key and upload
 *   folder of the instances already running (shared-settings.ts: a heartbeat
 *   in the database every few seconds; the instance started later with other
 *   settings is refused, the running ones keep serving).
 * The first two and `shared` are needed to serve at all. One that fails (an
 * error: the database refuses, the migration is missing, the settings differ,
 * or no answer within READY_CHECK_TIMEOUT_MS) twice in a row makes the
 * instance not ready (503 here, and every other request is answered 503
 * too, which nginx takes as this instance failing: http-events.ts); a
 * freshly started instance is ready only once a check has passed. A check
 * that answers but slowly (over READY_SLOW_MS), or a database whose
 * connections are all busy, is a busy machine, not a broken one: it makes
 * the instance "degraded" (200) and never refuses anyone, since refusing is
 * what would turn a centre's busiest minute into errors. Redis and the
 * outbox only make it "degraded" too: without Redis the site still works on
 * each process's own limits and renders pages fresh, and a mail backlog is
 * not fixed by taking servers away, so neither may take every instance out
 * of the upstream at once; both are reported here and in the metrics for
 * the monitoring to alert on.
 */
export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Answered, but slowly or with every database connection in use: degraded, not failed. */
  busy?: boolean;
  error?: string;
  [detail: string]: unknown;
}

export interface Readiness {
  status: 'ready' | 'degraded' | 'not_ready';
  ready: boolean;
  checked_at: string;
  /** `served`: requests answered without a server error since the process started (a restart script sees nginx use it again). */
  instance: { host: string; pid: number; uptime_s: number; drain: string; served: number };
  version: string;
  build: string | null;
  migration: { code: string | null; database: string | null };
  checks: Record<string, CheckResult>;
  /** Set while the instance drains for a restart (startDraining): the requests it is still answering. */
  draining?: { in_flight: number };
}

/**
 * The signal that makes an instance drain before a restart (startDraining),
 * named in its readiness report so that scripts/upgrade.sh knows an instance
 * of this release can be drained; an older one is taken out of nginx instead.
 */
export const DRAIN_SIGNAL = 'SIGUSR2';

const INTERVAL_MS = 1_000;
/** Failed checks in a row that take a ready instance out: one query cut short must not. */
const FAILURES_TO_LEAVE = 2;
const REQUIRED = ['database', 'migration', 'shared'];

/** Prisma's "timed out fetching a new connection from the pool": every connection is serving requests. */
const POOL_BUSY = 'P2024';

async function timed(fn: () => Promise<Record<string, unknown> | void>): Promise<CheckResult> {
  const started = performance.now();
  const timeout = env.READY_CHECK_TIMEOUT_MS;
  const elapsed = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  try {
    const extra = await Promise.race([
      fn(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout);
      }),
    ]);
    const ms = elapsed();
    return {
      ok: extra?.ok !== false,
      ms,
      ...(ms > env.READY_SLOW_MS ? { busy: true } : {}),
      ...(extra ?? {}),
    };
  } catch (error) {
    const busy = (error as { code?: unknown })?.code === POOL_BUSY;
    return { ok: busy, ms: elapsed(), ...(busy ? { busy } : {}), error: failureReason(error) };
  } finally {
    clearTimeout(timer);
  }
}

const probeName = `.ready-${os.hostname()}-${process.pid}`;

type CheckOutcome = Omit<Readiness, 'status' | 'ready'> & { passed: boolean; degraded: boolean };

async function check(): Promise<CheckOutcome> {
  const running = runningVersion(provider);
  let databaseMigration: string | null = null;
  const [database, migration, uploads, redis, outbox, shared] = await Promise.all([
    timed(async () => {
      await systemStatusService(db).ping();
    }),
    timed(async () => {
      const status = systemStatusService(db);
      databaseMigration = await status.latestMigration();
      if (!running.migration) return { ok: false, error: 'this code has no migrations folder' };
      return (await status.hasMigration(running.migration))
        ? {}
        : {
            ok: false,
            error: `database not migrated to ${running.migration} (npm run db:migrate)`,
          };
    }),
    timed(async () => {
      const dir = uploadRoot();
      await mkdir(dir, PRIVATE_DIR);
      const file = path.join(dir, probeName);
      await writeFile(file, randomBytes(8), PRIVATE_FILE);
      await unlink(file);
    }),
    sharedStoreConfigured()
      ? timed(async () => {
          await (await redisClient()).ping();
        })
      : null,
    timed(async () => {
      const [backlog, held] = await Promise.all([
        systemStatusService(db).outboxBacklog(),
        restoreHoldService(db).current(),
      ]);
      const max = env.READY_OUTBOX_MAX;
      return {
        ok: max === 0 || backlog <= max,
        backlog,
        max,
        ...(held && {
          held: `held after restore (${held.archive}, since ${held.heldAt.toISOString()}): no e-mail is sent and no scheduled job runs until npm run restore -- --live`,
        }),
      };
    }),
    timed(() => sharedSettingsCheck(db)),
  ]);
  const checks: Record<string, CheckResult> = {
    database,
    migration,
    uploads,
    ...(redis ? { redis } : {}),
    outbox,
    shared,
  };
  return {
    passed: REQUIRED.every((name) => checks[name]!.ok),
    degraded: Object.values(checks).some((c) => !c.ok || c.busy),
    checked_at: new Date().toISOString(),
    instance: {
      host: os.hostname(),
      pid: process.pid,
      uptime_s: Math.round(process.uptime()),
      drain: DRAIN_SIGNAL,
      served: state.served,
    },
    version: running.version,
    build: running.build,
    migration: { code: running.migration, database: databaseMigration },
    checks,
  };
}

interface State {
  last?: Readiness;
  at: number;
  pending?: Promise<Readiness>;
  /** Failed checks in a row. */
  failures: number;
  /** A check has passed since this process started. */
  passedOnce: boolean;
  /** The background checks are running (startReadinessChecks). */
  running: boolean;
  /** Draining for a restart (startDraining): not ready for good, whatever the checks say. */
  draining: boolean;
  /** Requests being answered that the gate let through (http-events.ts counts them). */
  inFlight: number;
  /** Requests the gate let through and answered without a server error since the process started. */
  served: number;
}

// Per process, shared by the request hook and the route (Next bundles this module more than once).
const holder = globalThis as unknown as { __ascReadiness?: State };
const state = (holder.__ascReadiness ??= {
  at: 0,
  failures: 0,
  passedOnce: false,
  running: false,
  draining: false,
  inFlight: 0,
  served: 0,
});

/**
 * Ready when the last check passed; still ready after one failed check if it
 * was ready before (a query cut short), not after two in a row (a few
 * seconds of a real outage). An instance that has never passed a check is
 * not ready: it is only put in service once it has proved it can.
 */
function judge(outcome: CheckOutcome): Readiness {
  const { passed, degraded, ...report } = outcome;
  const wasReady = state.last?.ready ?? false;
  if (passed) {
    state.failures = 0;
    state.passedOnce = true;
  } else state.failures += 1;
  const ready = passed || (state.passedOnce && wasReady && state.failures < FAILURES_TO_LEAVE);
  const result: Readiness = {
    status: !ready ? 'not_ready' : degraded ? 'degraded' : 'ready',
    ready,
    ...report,
  };
  if (state.last && wasReady !== ready) {
    const failing = Object.fromEntries(
      Object.entries(result.checks)
        .filter(([, c]) => !c.ok)
        .map(([name, c]) => [name, c.error ?? 'failed']),
    );
    if (ready) log.info('instance ready again');
    else log.warn('instance not ready: answering 503 until its checks pass', { failing });
  }
  appMetrics.ready.set(ready && !state.draining ? 1 : 0);
  return result;
}

/** One round of checks (never two at once), outside any request: its log lines belong to no request. */
function checkNow(): Promise<Readiness> {
  return (state.pending ??= requestStore.exit(() =>
    check()
      .then((outcome) => {
        const result = judge(outcome);
        state.last = result;
        state.at = Date.now();
        return result;
      })
      .finally(() => {
        state.pending = undefined;
      }),
  ));
}

/**
 * Checks once a second for the life of the process, each round a second
 * after the last one ended (a slow round delays the next, never piles up).
 */
export function startReadinessChecks(): void {
  if (state.running) return;
  state.running = true;
  const round = () =>
    void checkNow()
      .catch((error: unknown) => log.error('readiness check failed', { error: error as Error }))
      .finally(() => setTimeout(round, INTERVAL_MS).unref());
  round();
}

/** The report as a draining instance gives it: not ready, with the requests it is still answering. */
function withDrain(report: Readiness): Readiness {
  const live = { ...report, instance: { ...report.instance, served: state.served } };
  if (!state.draining) return live;
  return { ...live, status: 'not_ready', ready: false, draining: { in_flight: state.inFlight } };
}

/**
 * The readiness of this instance: the background checks' last result, or
 * (before the first has ended, or in a process that runs none) a check at
 * most a second old.
 */
export function readiness(): Promise<Readiness> {
  if (state.last && (state.running || Date.now() - state.at < INTERVAL_MS))
    return Promise.resolve(withDrain(state.last));
  return checkNow().then(withDrain);
}

/**
 * Whether to let a request through, answered at once from the last check,
 * never waiting for one. Until a first check has answered, the instance is
 * taken as ready; once draining, never again.
 */
export function acceptsTraffic(): boolean {
  return !state.draining && (state.last?.ready ?? true);
}

/** Whether the instance is draining (http-events.ts closes the connection of each request it turns away). */
export function isDraining(): boolean {
  return state.draining;
}

/**
 * A request the gate let through started (+1) or ended (-1, with its status). `served` counts
 * those answered without a server error: what makes nginx take an instance back into rotation.
 */
export function countInFlight(change: 1 | -1, status = 0): void {
  state.inFlight += change;
  if (change === -1 && status < 500) state.served += 1;
}

/**
 * Drain before a restart (scripts/upgrade.sh and scripts/cluster.sh send
 * DRAIN_SIGNAL): from now on every new request is answered 503 at once, as
 * by an instance that is not ready, with its connection closed, so nginx
 * passes it (a POST too) to another instance and sends this one nothing for
 * its fail_timeout; the requests already being answered finish; /api/ready
 * says how many are left. Nothing in nginx changes, so no reload closes a
 * visitor's kept-alive connection. The process is then stopped (SIGTERM) and
 * started again; there is no way back from draining but a restart.
 */
export function startDraining(): void {
  if (state.draining) return;
  state.draining = true;
  appMetrics.ready.set(0);
  log.info('instance draining for a restart: new requests answered 503, current ones finishing', {
    inFlight: state.inFlight,
  });
}
