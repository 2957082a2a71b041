import { execFile } from 'node:child_process';
import {
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { extract, list } from 'tar';
import { listMigrations, migrate } from '../../../scripts/migrate.mjs';
import {
  ARCHIVE_FORMAT,
  describeFile,
  type Installation,
  installation,
  libpqConnection,
  listFiles,
  type Manifest,
  POSTGRES_ENTRY,
  SECRET_FILES,
  SQLITE_ENTRY,
} from './archive-format';
import { checkManifestSignature, SIGNATURE_FILE } from './manifest-signature';
import { env } from '@/env';
import { createDb } from '@/server/db';
import { instanceHeartbeatService } from '@/server/services/instance-heartbeat-service';
import { type RestoreHoldView, restoreHoldService } from '@/server/services/restore-hold-service';

const run = promisify(execFile);

/** A restore refused before anything was written: the archive does not fit, or the target is not empty. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** Restore over a database or upload folder that already holds data (what was there is moved aside where it can be). */
  overwrite?: boolean;
  /** Check the archive (checksums, manifest, migrations) and stop there. */
  verifyOnly?: boolean;
  /**
   * Start live: mail goes and the scheduled jobs run at once (a production restore after a disaster).
   * Without it the restored installation is held (restore-hold-service.ts) until releaseRestoreHold.
   */
  live?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations of this code the archive did not have yet, applied after the restore. */
  migrated: string[];
  /** What was moved aside (with --overwrite). */
  movedAside: string[];
  warnings: string[];
  seconds: number;
  /** Whether the restored installation is held (not restored with `live`). */
  held: boolean;
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the whole archive, writing nothing: one cut short in a copy (or not a backup archive at
 * all) is refused here, with what is wrong, before a file is unpacked (an unpack that stopped
 * half-way left folders behind and answered with the clean-up's ENOTEMPTY instead).
 */
async function checkWhole(archive: string): Promise<void> {
  try {
    await list({ file: archive, strict: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefused(
      `the archive is damaged or incomplete (${reason}): copy it again in full, or take another backup`,
    );
  }
}

/** Unpacks regular files and folders only (no links, no devices), inside `dir` only (tar refuses `..` and absolute names). */
async function unpack(archive: string, dir: string): Promise<void> {
  await checkWhole(archive);
  const refused: string[] = [];
  await extract({
    file: archive,
    cwd: dir,
    strict: true,
    filter: (entryPath, entry) => {
      const type = (entry as { type?: string }).type;
      const ok = type === 'File' || type === 'Directory' || type === 'OldFile';
      if (!ok) refused.push(`${entryPath} (${type})`);
      return ok;
    },
  });
  if (refused.length > 0)
    throw new RestoreRefused(
      `the archive holds entries that are not plain files: ${refused.slice(0, 5).join(', ')}`,
    );
}

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The manifest's signature against BACKUP_SIGNING_KEY (manifest-signature.ts): with the key, an archive
 * not signed by it is refused; without it, the answer says the checksums catch damage, not tampering.
 */
async function checkSignature(dir: string, raw: Buffer, warnings: string[]): Promise<void> {
  const signature = await readIfThere(path.join(dir, SIGNATURE_FILE));
  switch (checkManifestSignature(raw, signature, env.BACKUP_SIGNING_KEY)) {
    case 'valid':
      return;
    case 'unsigned_archive':
      throw new RestoreRefused(
        'the archive is not signed, and BACKUP_SIGNING_KEY is set: refusing an archive this installation cannot vouch for',
      );
    case 'mismatch':
      throw new RestoreRefused(
        'signature mismatch: the manifest was changed after the backup, or another BACKUP_SIGNING_KEY signed it',
      );
    case 'no_key':
      warnings.push(
        `BACKUP_SIGNING_KEY is not set: the checksums catch a damaged archive, not a tampered one${signature === null ? '' : ' (this archive is signed; set the key to check it)'}`,
      );
  }
}

/**
 * The manifest of an unpacked archive, its signature checked, with every file checked against it: same set of
 * files, same sizes, same SHA-256.
 */
async function verifiedManifest(dir: string, warnings: string[]): Promise<Manifest> {
  let manifest: Manifest;
  let raw: Buffer;
  try {
    raw = await readFile(path.join(dir, 'manifest.json'));
    manifest = JSON.parse(raw.toString('utf8')) as Manifest;
  } catch {
    throw new RestoreRefused(
      'the archive has no readable manifest.json: not an archive of npm run backup, or damaged',
    );
  }
  await checkSignature(dir, raw, warnings);
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new RestoreRefused(
      `archive format ${String(manifest.format)}: this version reads format ${ARCHIVE_FORMAT}`,
    );
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  for (const name of listed.keys()) {
    if (!/^(database|uploads|secrets)\//.test(name) || name.split('/').includes('..'))
      throw new RestoreRefused(`the manifest names an unexpected file: ${name}`);
  }
  const found = (await listFiles(dir)).filter((f) => f !== 'manifest.json' && f !== SIGNATURE_FILE);
  const extra = found.filter((f) => !listed.has(f));
  if (extra.length > 0)
    throw new RestoreRefused(`files not in the manifest: ${extra.slice(0, 5).join(', ')}`);
  const absent = [...listed.keys()].filter((f) => !found.includes(f));
  if (absent.length > 0)
    throw new RestoreRefused(
      `files of the manifest missing from the archive: ${absent.slice(0, 5).join(', ')}`,
    );
  for (const expected of listed.values()) {
    const actual = await describeFile(dir, expected.path);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new RestoreRefused(
        `checksum mismatch: ${expected.path} is not the file that was backed up`,
      );
  }
  if (!listed.has(manifest.database.entry))
    throw new RestoreRefused('the archive holds no database');
  return manifest;
}

/**
 * The archive's migrations must be this code's first ones, with the same
 * checksums: an archive made by a newer version (a migration this code does
 * not know) or from changed migration files is refused. One made by an older
 * version is restored, then migrated forward.
 */
function checkMigrations(manifest: Manifest): string[] {
  const code = listMigrations(manifest.database.provider) as { name: string; checksum: string }[];
  const archived = manifest.database.migrations;
  if (archived.length === 0)
    throw new RestoreRefused("the archive's database has no applied migrations");
  for (const [i, m] of archived.entries()) {
    const mine = code[i];
    if (!mine || mine.name !== m.name) {
      const known = code.some((c) => c.name === m.name);
      throw new RestoreRefused(
        known
          ? `the archive's migrations do not follow this version's order at ${m.name}`
          : `the archive has migration ${m.name}, which this version does not know: restore it with version ${manifest.app.version} or newer`,
      );
    }
    if (mine.checksum !== m.checksum)
      throw new RestoreRefused(`migration ${m.name} differs between the archive and this version`);
  }
  return code.slice(archived.length).map((m) => m.name);
}

async function sqliteHasTables(file: string): Promise<boolean> {
  if (!(await exists(file)) || (await stat(file)).size === 0) return false;
  const db = new Database(file, { readonly: true });
  try {
    return (
      (
        db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
          n: number;
        }
      ).n > 0
    );
  } finally {
    db.close();
  }
}

/** Connects to the target database, creating it first when the server has no database of that name. */
async function postgresTarget(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const server = new pg.Client({ connectionString: admin.toString() });
    await server.connect();
    try {
      await server.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    } catch (createError) {
      // 42501: the role may not create databases (the runbook's role owns one, made by the superuser).
      if ((createError as { code?: string }).code !== '42501') throw createError;
      const role = decodeURIComponent(new URL(url).username) || 'the role of DATABASE_URL';
      throw new RestoreRefused(
        `the database "${name}" does not exist and ${role} may not create databases: create it empty as the PostgreSQL superuser (createdb -O ${role} ${name}), then restore again`,
      );
    } finally {
      await server.end();
    }
    const created = new pg.Client({ connectionString: url });
    await created.connect();
    return created;
  }
}

async function postgresTableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname = 'public'",
  );
  return Number(rows[0]!.n);
}

async function countRows(where: Installation, tables: string[]): Promise<Record<string, number>> {
  const quote = (t: string) => `"${t.replace(/"/g, '""')}"`;
  if (where.provider === 'sqlite') {
    const db = new Database(where.sqliteFile, { readonly: true });
    try {
      return Object.fromEntries(
        tables.map((t) => [
          t,
          (db.prepare(`SELECT COUNT(*) AS n FROM ${quote(t)}`).get() as { n: number }).n,
        ]),
      );
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const t of tables)
      counts[t] = Number(
        (await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${quote(t)}`)).rows[0]!.n,
      );
    return counts;
  } finally {
    await client.end();
  }
}

async function folderHasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).some((name) => !name.startsWith('.'));
  } catch {
    return false;
  }
}

/**
 * Restores an archive of `npm run backup` into this installation (the
 * DATABASE_URL, UPLOAD_DIR and SECRETS_DIR of its settings). Refused, with
 * nothing written, when a file's checksum does not match the manifest, when
 * the archive's migrations are not this code's (made by a newer version, or
 * changed), when the database provider differs, or when the target database
 * or upload folder already holds data (unless `overwrite`). After it, the
 * row counts are compared with the manifest's, and migrations this code has
 * beyond the archive's are applied.
 */
export async function restoreBackup(
  archive: string,
  options: RestoreOptions = {},
  progress: (line: string) => void = () => {},
  where: Installation = installation(),
): Promise<RestoreResult> {
  const started = performance.now();
  const warnings: string[] = [];
  const movedAside: string[] = [];
  const parent = path.dirname(where.uploadDir);
  await mkdir(parent, { recursive: true });
  // Next to the upload folder, so the uploads can be moved into place rather than copied.
  const staging = await mkdtemp(path.join(parent, '.restore-'));
  try {
    progress(`unpacking ${path.basename(archive)}...`);
    await unpack(archive, staging);
    const manifest = await verifiedManifest(staging, warnings);
    progress(`checksums of ${manifest.files.length} files match the manifest`);
    if (env.BACKUP_SIGNING_KEY) progress('the manifest signed with BACKUP_SIGNING_KEY: valid');
    if (manifest.database.provider !== where.provider) {
      throw new RestoreRefused(
        `the archive holds a ${manifest.database.provider} database and DATABASE_URL names ${where.provider}: restore it on the same kind of database`,
      );
    }
    const pending = checkMigrations(manifest);
    if (options.verifyOnly)
      return {
        manifest,
        migrated: [],
        movedAside,
        warnings,
        seconds: (performance.now() - started) / 1000,
        held: false,
      };

    // Nothing is written until every check above has passed and the target is known to be empty.
    const uploadsFull = await folderHasFiles(where.uploadDir);
    let pgClient: pg.Client | undefined;
    try {
      const dbFull =
        where.provider === 'sqlite'
          ? await sqliteHasTables(where.sqliteFile)
          : (await postgresTableCount((pgClient = await postgresTarget(where.databaseUrl!)))) > 0;
      if ((dbFull || uploadsFull) && !options.overwrite) {
        const what = [
          dbFull
            ? `the database (${where.provider === 'sqlite' ? where.sqliteFile : 'DATABASE_URL'}) has tables`
            : '',
          uploadsFull ? `the upload folder ${where.uploadDir} has files` : '',
        ]
          .filter(Boolean)
          .join(' and ');
        throw new RestoreRefused(
          `${what}: a restore goes into an empty installation (add --overwrite to replace what is there)`,
        );
      }

      progress('restoring the database...');
      if (where.provider === 'sqlite') {
        const snapshot = path.join(staging, SQLITE_ENTRY);
        await mkdir(path.dirname(where.sqliteFile), { recursive: true });
        for (const suffix of ['', '-wal', '-shm', '-journal']) {
          const file = where.sqliteFile + suffix;
          if (await exists(file)) {
            const aside = `${file}.before-restore-${stamp()}`;
            await rename(file, aside);
            if (suffix === '') movedAside.push(aside);
          }
        }
        const incoming = `${where.sqliteFile}.restoring`;
        await copyFile(snapshot, incoming);
        const db = new Database(incoming);
        try {
          db.pragma('journal_mode = WAL');
        } finally {
          db.close();
        }
        await rename(incoming, where.sqliteFile);
      } else {
        if (dbFull) {
          // pg_restore below is one transaction; the drop before it is not: with --overwrite, take a backup first.
          await pgClient!.query('DROP SCHEMA public CASCADE');
          await pgClient!.query('CREATE SCHEMA public');
          movedAside.push('(PostgreSQL: the public schema was dropped and recreated)');
        }
        const connection = libpqConnection(where.databaseUrl!);
        try {
          // The tool inherits this process's environment (PATH, libpq's PG* variables), not a setting read here.
          await run(
            'pg_restore',
            [
              '--no-owner',
              '--no-privileges',
              '--exit-on-error',
              '--single-transaction',
              `--dbname=${connection.url}`,
              path.join(staging, POSTGRES_ENTRY),
            ],
            // eslint-disable-next-line no-restricted-properties
            { env: { ...process.env, ...connection.env }, maxBuffer: 16 * 1024 * 1024 },
          );
        } catch (error) {
          throw new Error(
            `pg_restore failed: ${String((error as { stderr?: string }).stderr ?? (error as Error).message).trim()}`,
          );
        }
      }
    } finally {
      await pgClient?.end().catch(() => {});
    }

    const counts = await countRows(where, Object.keys(manifest.database.counts));
    const wrong = Object.entries(manifest.database.counts).filter(([t, n]) => counts[t] !== n);
    if (wrong.length > 0)
      throw new Error(
        `restored row counts differ from the manifest: ${wrong.map(([t, n]) => `${t} ${counts[t]} instead of ${n}`).join(', ')}`,
      );
    progress(
      `database restored: ${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(counts).length} tables, as in the manifest`,
    );

    const incomingUploads = path.join(staging, 'uploads');
    if (await exists(incomingUploads)) {
      if (uploadsFull) {
        const aside = `${where.uploadDir}.before-restore-${stamp()}`;
        await rename(where.uploadDir, aside);
        movedAside.push(aside);
      } else if (await exists(where.uploadDir)) {
        await rm(where.uploadDir, { recursive: true });
      }
      try {
        await rename(incomingUploads, where.uploadDir);
      } catch {
        await cp(incomingUploads, where.uploadDir, { recursive: true });
      }
      progress(`${manifest.uploads.count} uploaded files restored into ${where.uploadDir}`);
    } else {
      await mkdir(where.uploadDir, { recursive: true });
    }
    if (manifest.uploads.missing.length > 0)
      warnings.push(
        `${manifest.uploads.missing.length} uploads named by the database were already missing when the backup was made (listed in the manifest)`,
      );

    await mkdir(where.secretsDir, { recursive: true, mode: 0o700 });
    for (const { file, variable } of SECRET_FILES) {
      const from = manifest.secrets[file];
      if (from === 'environment')
        warnings.push(
          `the backed-up site took ${variable} from its environment: set the same value here`,
        );
      if (from !== 'file') continue;
      const incoming = await readFile(path.join(staging, 'secrets', file));
      const target = path.join(where.secretsDir, file);
      if (await exists(target)) {
        if ((await readFile(target)).equals(incoming)) continue;
        const aside = `${target}.before-restore-${stamp()}`;
        await rename(target, aside);
        movedAside.push(aside);
      }
      await writeFile(target, incoming, { mode: 0o600 });
    }

    let migrated: string[] = [];
    if (pending.length > 0) {
      progress(`applying ${pending.length} migration(s) newer than the archive...`);
      migrated = await migrate(
        where.provider === 'sqlite' ? `file:${where.sqliteFile}` : where.databaseUrl,
      );
    }
    // Last, once the schema is this code's: an archive of a held copy holds its row too.
    await withInstallationDb(where, async (db) => {
      // The backed-up site's instances do not run on this database (shared-settings.ts).
      await instanceHeartbeatService(db).forgetAll();
      const hold = restoreHoldService(db);
      if (options.live) await hold.release();
      else await hold.hold(path.basename(archive), new Date(manifest.created_at));
    });
    progress(
      options.live
        ? 'live: e-mail goes and the scheduled jobs run from the first start'
        : 'held: no e-mail goes and no scheduled job runs until npm run restore -- --live',
    );
    return {
      manifest,
      migrated,
      movedAside,
      warnings,
      seconds: (performance.now() - started) / 1000,
      held: !options.live,
    };
  } finally {
    // Retried (a file still being closed makes a folder "not empty" for a moment), and never in
    // place of the error that ended the restore.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
      (error: Error) => progress(`could not remove ${staging}: ${error.message}`),
    );
  }
}

/** A Prisma client of the installation `where` names (not necessarily this process's DATABASE_URL), closed after `work`. */
async function withInstallationDb<T>(
  where: Installation,
  work: (db: ReturnType<typeof createDb>) => Promise<T>,
): Promise<T> {
  const db = createDb(where.provider === 'sqlite' ? `file:${where.sqliteFile}` : where.databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

/**
 * `npm run restore -- --live` without an archive: releases the hold of the
 * installation restored here, so its mail goes (what waited in the outbox
 * too) and the scheduled jobs run, on every instance within a sender's
 * interval, without a restart. The hold it released, or null when the
 * installation was not held.
 */
export function releaseRestoreHold(
  where: Installation = installation(),
): Promise<RestoreHoldView | null> {
  return withInstallationDb(where, (db) => restoreHoldService(db).release());
}
