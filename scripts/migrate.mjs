// Applies the committed migrations of the configured provider, in order, each
// in its own transaction, recording them in _app_migrations. Safe to run while
// the site serves and from several machines at once: PostgreSQL runners take an
// advisory lock, SQLite runners an immediate (write-locking) transaction per
// migration, so each migration is applied exactly once. Prisma's own
// `migrate deploy` cannot run through the PostgreSQL driver adapter
// (prisma/orm#27403), so one small runner serves both providers.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { permissionNames } from '../src/lib/permission-names.mjs';
import { databaseConfig, loadDotEnv } from './db-config.mjs';
import { root } from './prisma-schemas.mjs';

export function listMigrations(provider) {
  const dir = path.join(root, 'prisma', 'migrations', provider);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const TABLE = `CREATE TABLE IF NOT EXISTS _app_migrations (
  name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`;

async function migrateSqlite(file, log) {
  const { default: Database } = await import('better-sqlite3');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Waits up to a minute for the write lock: the running site's transactions, or another runner.
  const db = new Database(file, { timeout: 60_000 });
  try {
    db.pragma('journal_mode = WAL');
    // Only the site's user reads the database, whatever the umask; SQLite gives the -wal and -shm
    // files the database file's mode when it creates them (docs/security.md, "Files on disk").
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
    db.exec(TABLE);
    const applied = [];
    for (const m of listMigrations('sqlite')) {
      // BEGIN IMMEDIATE takes the write lock before reading what is applied, so a second runner
      // started at the same time waits, then finds the migration done, instead of applying it twice.
      const ran = db
        .transaction(() => {
          const row = db.prepare('SELECT checksum FROM _app_migrations WHERE name = ?').get(m.name);
          if (checkApplied(new Map(row ? [[m.name, row.checksum]] : []), m)) return false;
          db.exec(m.sql);
          db.prepare(
            'INSERT INTO _app_migrations (name, checksum, applied_at) VALUES (?, ?, ?)',
          ).run(m.name, m.checksum, new Date().toISOString());
          return true;
        })
        .immediate();
      if (!ran) continue;
      applied.push(m.name);
      log(`applied ${m.name}`);
    }
    // BEGIN IMMEDIATE: a second runner waits, then finds the permissions there.
    db.exec('BEGIN IMMEDIATE');
    let added;
    try {
      added = await syncPermissions({
        names: () => db.prepare('SELECT name FROM permissions').all(),
        fullRoles: () => db.prepare(FULL_ROLES).all(),
        add: (name) =>
          db.prepare('INSERT INTO permissions (name) VALUES (?) RETURNING id').get(name).id,
        grant: (roleId, permissionId) =>
          db
            .prepare('INSERT INTO role_permissions (role_id, permission_id) VALUES (?, ?)')
            .run(roleId, permissionId),
      });
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`synchronising permissions failed: ${error.message}`);
    }
    for (const name of added) log(`added permission ${name}`);
    return applied;
  } finally {
    db.close();
  }
}

async function migratePostgres(url, log) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query(TABLE);
    const { rows } = await client.query('SELECT name, checksum FROM _app_migrations');
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    const applied = [];
    for (const m of listMigrations('postgresql')) {
      if (checkApplied(done, m)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(
          'INSERT INTO _app_migrations (name, checksum, applied_at) VALUES ($1, $2, $3)',
          [m.name, m.checksum, new Date().toISOString()],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${error.message}`);
      }
      applied.push(m.name);
      log(`applied ${m.name}`);
    }
    await client.query('BEGIN');
    try {
      const rows = async (sql, values) => (await client.query(sql, values)).rows;
      const added = await syncPermissions({
        names: () => rows('SELECT name FROM permissions'),
        fullRoles: () => rows(FULL_ROLES),
        add: async (name) =>
          (await rows('INSERT INTO permissions (name) VALUES ($1) RETURNING id', [name]))[0].id,
        grant: (roleId, permissionId) =>
          rows('INSERT INTO role_permissions (role_id, permission_id) VALUES ($1, $2)', [
            roleId,
            permissionId,
          ]),
      });
      await client.query('COMMIT');
      for (const name of added) log(`added permission ${name}`);
    } catch (error) {
      await client.query('ROLLBACK');
      throw new Error(`synchronising permissions failed: ${error.message}`);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}

/** The roles that hold every permission there is (the Administrator, and any role made like it). */
const FULL_ROLES = `SELECT role_id AS "roleId" FROM role_permissions GROUP BY role_id
  HAVING COUNT(*) = (SELECT COUNT(*) FROM permissions)`;

/**
 * Brings the permissions up to date with the product's list (src/lib/permission-names.mjs),
 * after the migrations, in one transaction: a permission the list names and the database lacks
 * is added, and every role that held every permission before (the Administrator) is given it
 * too, so an upgrade needs no seed run and the grant rule (nobody grants what they do not hold)
 * never locks a new permission out. Nothing is removed, and a permission an operator took from
 * a role is not given back (only new ones are granted). Returns the names added.
 */
async function syncPermissions({ names, fullRoles, add, grant }) {
  const present = new Set((await names()).map((r) => r.name));
  const missing = permissionNames.filter((name) => !present.has(name));
  if (missing.length === 0) return [];
  // Before the new ones exist: a role holding all of the old ones is a full role.
  const roles = present.size === 0 ? [] : (await fullRoles()).map((r) => Number(r.roleId));
  for (const name of missing) {
    const id = await add(name);
    for (const roleId of roles) await grant(roleId, id);
  }
  return missing;
}

function checkApplied(done, m) {
  if (!done.has(m.name)) return false;
  if (done.get(m.name) !== m.checksum)
    throw new Error(`migration ${m.name} was changed after it was applied`);
  return true;
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(url = process.env.DATABASE_URL, log = () => {}) {
  const config = databaseConfig(url);
  return config.provider === 'postgresql'
    ? migratePostgres(config.url, log)
    : migrateSqlite(config.file, log);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadDotEnv();
  const config = databaseConfig();
  migrate(undefined, (line) => console.log(line))
    .then((applied) =>
      console.log(
        `${config.provider}: ${applied.length} migration(s) applied, database up to date`,
      ),
    )
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
