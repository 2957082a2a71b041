import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject, vi } from 'vitest';
// What `next start` sets up before any route loads (AsyncLocalStorage on globalThis): a worker's
// later file may load a Next module whose first importer an earlier file already loaded.
import 'next/dist/server/node-environment-baseline';

/**
 * Runs before each integration file, in its worker, before the file imports
 * anything: the file gets a database of its own, copied from the migrated
 * and seeded template of global-setup.ts (a file copy on SQLite, CREATE
 * DATABASE ... TEMPLATE on PostgreSQL), and upload and mail folders of its
 * own. So files run side by side, in any order, and none sees another's rows.
 *
 * A worker runs its files one after another in one process (vitest.config.ts:
 * isolate false), so that the packages are loaded once per worker rather than
 * once per file (1.6 s of a file's CPU). What a file could leave to the next
 * goes first: the project's own modules
 * are evaluated anew (no module state crosses files), the process-wide
 * holders they keep on globalThis (the database client, Redis, metrics, the
 * mail sender's timer) are dropped, the environment is put back as the worker
 * started, and timers are real again.
 */
await freshProcessState();
const template = inject('templateDatabaseUrl');
const scratch = inject('scratchDir');
const id = `${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}_${randomBytes(4).toString('hex')}`;
const own = path.join(scratch, id);
mkdirSync(own, { recursive: true });

if (template.startsWith('file:')) {
  const source = path.resolve(template.slice('file:'.length));
  const copy = path.join(own, 'test.db');
  copyFileSync(source, copy);
  if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${copy}-wal`);
  process.env.DATABASE_URL = `file:${copy}`;
} else {
  const url = new URL(template);
  const name = `${url.pathname.slice(1)}_f${id}`;
  const admin = new URL(template);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${url.pathname.slice(1)}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.UPLOAD_DIR = path.join(own, 'uploads');
process.env.MAIL_OUTBOX_DIR = path.join(own, 'outbox');

/** What a file of this worker may have left behind, undone before the next file loads. */
async function freshProcessState() {
  const holders = globalThis as unknown as Record<string, unknown> & {
    __ownDatabaseEnv?: NodeJS.ProcessEnv;
    __appDb?: { $disconnect(): Promise<void> };
    ascRedis?: Promise<{ destroy?(): void }>;
    __mailOutboxTimer?: NodeJS.Timeout;
    __mailOutboxPasses?: Map<unknown, { done: Promise<void> }>;
  };
  const started = (holders.__ownDatabaseEnv ??= { ...process.env });
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
  // The mail the last file's changes queued is sent before the mail folder changes (else a pass
  // still running would deliver it into this file's folder), then its client closed; neither is
  // waited for past a few seconds (a process of its own per file simply ended; the global
  // teardown drops the database under a connection left open).
  const withinSeconds = (work: Promise<unknown>) =>
    Promise.race([work, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  clearInterval(holders.__mailOutboxTimer);
  await withinSeconds(
    Promise.all([...(holders.__mailOutboxPasses?.values() ?? [])].map((pass) => pass.done)),
  );
  if (holders.__appDb) await withinSeconds(holders.__appDb.$disconnect().catch(() => {}));
  (await holders.ascRedis?.catch(() => undefined))?.destroy?.();
  for (const key of Object.keys(holders))
    if (/^(__asc|__appDb$|ascRedis$|__mailOutbox)/.test(key)) delete holders[key];
  for (const key of Object.keys(process.env)) if (!(key in started)) delete process.env[key];
  Object.assign(process.env, started);
}
