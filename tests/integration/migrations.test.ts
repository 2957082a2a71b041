import { spawn } from 'node:child_process';
import { readdirSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { listMigrations, migrate } from '../../scripts/migrate.mjs';

const url = process.env.DATABASE_URL ?? 'file:./data/test.db';
const onPostgres = /^postgres(ql)?:\/\//.test(url);

/** `npm run db:migrate` as a process of its own, on the database of `databaseUrl`. */
function runMigrate(databaseUrl: string): {
  pid: number;
  done: Promise<{ code: number | null; output: string }>;
} {
  const child = spawn(process.execPath, [path.resolve('scripts/migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return {
    pid: child.pid!,
    done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, output }))),
  };
}

/** Whether a process has this file open (Linux: its descriptors in /proc). */
function holdsOpen(pid: number, file: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

describe('migration runner', () => {
  it('applies nothing to a database that is up to date', async () => {
    expect(await migrate(process.env.DATABASE_URL)).toEqual([]);
  });

  /*
   * Two machines upgrading at once (or an operator running db:migrate twice): both
   * runners start while something else holds the database's write lock (a running
   * site's transaction, here the test's), both see nothing applied, then race for each
   * migration. Each must be applied once and both runners must succeed.
   */
  it.skipIf(onPostgres)(
    'lets two runners started together on SQLite apply each migration once',
    async () => {
      const file = path.resolve('data/test-migrate-race.db');
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      const holder = new Database(file);
      holder.pragma('journal_mode = WAL');
      holder.exec(
        'CREATE TABLE _app_migrations (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      holder.exec('BEGIN IMMEDIATE');
      const runs = [runMigrate(`file:${file}`), runMigrate(`file:${file}`)];
      // Both runners have the database open while the lock is held.
      await vi.waitFor(() => expect(runs.every((r) => holdsOpen(r.pid, file))).toBe(true), {
        timeout: 30_000,
        interval: 20,
      });
      holder.exec('COMMIT');
      const results = await Promise.all(runs.map((r) => r.done));
      expect(
        results.map((r) => r.code),
        results.map((r) => r.output).join('\n'),
      ).toEqual([0, 0]);
      const rows = holder.prepare('SELECT name FROM _app_migrations ORDER BY name').all() as {
        name: string;
      }[];
      expect(rows.map((r) => r.name)).toEqual(
        listMigrations('sqlite').map((m: { name: string }) => m.name),
      );
      holder.close();
    },
    60_000,
  );

  it.runIf(onPostgres)(
    'lets two runners started together on PostgreSQL apply each migration once',
    async () => {
      const target = new URL(url);
      const name = `${target.pathname.slice(1)}_migrate_race`;
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const server = new pg.Client({ connectionString: admin.toString() });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.query(`CREATE DATABASE ${name}`);
      target.pathname = `/${name}`;
      const holder = new pg.Client({ connectionString: target.toString() });
      await holder.connect();
      try {
        await holder.query('SELECT pg_advisory_lock(727274)');
        const runs = [runMigrate(target.toString()), runMigrate(target.toString())];
        // Both runners wait for the lock the test holds.
        await vi.waitFor(
          async () => {
            const { rows } = await holder.query<{ waiting: number }>(
              "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
            );
            expect(rows[0]!.waiting).toBe(2);
          },
          { timeout: 30_000, interval: 20 },
        );
        await holder.query('SELECT pg_advisory_unlock(727274)');
        const results = await Promise.all(runs.map((r) => r.done));
        expect(
          results.map((r) => r.code),
          results.map((r) => r.output).join('\n'),
        ).toEqual([0, 0]);
        const { rows } = await holder.query<{ name: string }>(
          'SELECT name FROM _app_migrations ORDER BY name',
        );
        expect(rows.map((r) => r.name)).toEqual(
          listMigrations('postgresql').map((m: { name: string }) => m.name),
        );
      } finally {
        await holder.end();
        await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await server.end();
      }
    },
    60_000,
  );
});
