import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { create as createTar } from 'tar';
import { runningVersion } from '@/server/ops/version';
import { SIGNATURE_FILE, signManifest } from './manifest-signature';
import { env } from '@/env';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_PATTERN,
  archiveName,
  describeFile,
  type Installation,
  installation,
  libpqConnection,
  listFiles,
  type Manifest,
  type ManifestFile,
  POSTGRES_ENTRY,
  SECRET_FILES,
  SQLITE_ENTRY,
} from './archive-format';

const run = promisify(execFile);

/**
 * Files in the upload folder that no upload row of the snapshot names are
 * taken only once they are this old: a younger one may be a file being
 * written right now (the file is written before its row), whose bytes could
 * change between its checksum and the archive.
 */
const UNREFERENCED_MIN_AGE_MS = 60_000;

interface Snapshot {
  entry: string;
  migrations: { name: string; checksum: string }[];
  counts: Record<string, number>;
  uploadPaths: string[];
}

/**
 * SQLite: VACUUM INTO writes a consistent copy of the live database from one
 * read transaction (the site keeps writing meanwhile: WAL lets it), unlike a
 * file copy, which can catch a page half-written. Counts, migrations and the
 * upload rows are read from that copy, so they describe exactly the snapshot.
 */
function snapshotSqlite(file: string, staging: string): Snapshot {
  const target = path.join(staging, SQLITE_ENTRY);
  const source = new Database(file, { readonly: true, fileMustExist: true, timeout: 60_000 });
  try {
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`the snapshot failed SQLite's integrity check: ${String(check)}`);
    const tables = (
      copy
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as { name: string }[]
    ).map((r) => r.name);
    const counts = Object.fromEntries(
      tables.map((t) => [
        t,
        (
          copy.prepare(`SELECT COUNT(*) AS n FROM "${t.replace(/"/g, '""')}"`).get() as {
            n: number;
          }
        ).n,
      ]),
    );
    const migrations = tables.includes('_app_migrations')
      ? (copy
          .prepare('SELECT name, checksum FROM _app_migrations ORDER BY name')
          .all() as Snapshot['migrations'])
      : [];
    const uploadPaths = tables.includes('uploads')
      ? (copy.prepare('SELECT path FROM uploads').all() as { path: string }[]).map((r) => r.path)
      : [];
    return { entry: SQLITE_ENTRY, migrations, counts, uploadPaths };
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot; pg_dump
 * dumps that very snapshot (--snapshot) while the same transaction counts the
 * rows and reads the migrations and upload rows, so all of it describes one
 * instant, whatever the site writes meanwhile.
 */
async function snapshotPostgres(url: string, staging: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (
      await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
    ).rows[0]!.snapshot;
    const connection = libpqConnection(url);
    const dump = run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, POSTGRES_ENTRY)}`,
        `--dbname=${connection.url}`,
      ],
      {
        // The tool inherits this process's environment (PATH, libpq's PG* variables), not a setting read here.
        // eslint-disable-next-line no-restricted-properties
        env: { ...process.env, ...connection.env },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    // Awaited below, once the counts are read in the same snapshot; a failure before then must not go unhandled.
    dump.catch(() => {});
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`,
      );
      counts[name] = Number(rows[0]!.n);
    }
    const names = new Set(tables.map((t) => t.name));
    const migrations = names.has('_app_migrations')
      ? (
          await client.query<{ name: string; checksum: string }>(
            'SELECT name, checksum FROM _app_migrations ORDER BY name',
          )
        ).rows
      : [];
    const uploadPaths = names.has('uploads')
      ? (await client.query<{ path: string }>('SELECT path FROM uploads')).rows.map((r) => r.path)
      : [];
    try {
      await dump;
    } catch (error) {
      const stderr = String(
        (error as { stderr?: string }).stderr ?? (error as Error).message,
      ).trim();
      throw new Error(`pg_dump failed: ${stderr}`);
    }
    await client.query('COMMIT');
    return { entry: POSTGRES_ENTRY, migrations, counts, uploadPaths };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether `error` says that an upload entry's file is gone (ENOENT), as a checksum or the archive met it. */
function vanishedUpload(error: unknown, entry: string): boolean {
  return entry.startsWith('uploads/') && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The archive entry (uploads/...) whose file the archive writer found gone, if that is what `error` says. */
function vanishedEntry(error: unknown, staging: string): string | null {
  const file = (error as NodeJS.ErrnoException).path;
  if (!file) return null;
  const entry = path.relative(staging, file).split(path.sep).join('/');
  return vanishedUpload(error, entry) ? entry : null;
}

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: Manifest;
  /** Older archives deleted by the retention rule (BACKUP_KEEP). */
  deleted: string[];
  seconds: number;
}

/**
 * Writes one archive of this installation into BACKUP_DIR while the site
 * runs: first the database snapshot, then the upload files (those the
 * snapshot's rows name were all written before their rows, so each is there
 * and complete, and one released since stays on disk for
 * UPLOAD_DELETE_GRACE_HOURS: upload-release.ts), then the generated
 * secrets, with a manifest of versions, migrations, row counts and a SHA-256
 * of every file. The archive is
 * written under a temporary name and renamed when complete (mode 600: it
 * holds the secrets), then the retention rule deletes all but the newest
 * BACKUP_KEEP archives.
 */
export async function createBackup(
  progress: (line: string) => void = () => {},
  where: Installation = installation(),
): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(where.backupDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(where.backupDir, '.staging-'));
  try {
    await mkdir(path.join(staging, 'database'));
    progress(`snapshot of the ${where.provider} database...`);
    const snapshot =
      where.provider === 'postgresql'
        ? await snapshotPostgres(where.databaseUrl!, staging)
        : snapshotSqlite(where.sqliteFile, staging);
    progress(
      `database snapshot taken (${Object.values(snapshot.counts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(snapshot.counts).length} tables)`,
    );

    // Uploads: read in place through a link, so the archive needs no second copy of them.
    const referenced = new Set(
      snapshot.uploadPaths
        .filter((p) => p.startsWith('/uploads/'))
        .map((p) => p.slice('/uploads/'.length)),
    );
    const present = await listFiles(where.uploadDir);
    const now = Date.now();
    let uploads: string[] = [];
    // Never the archives themselves, should BACKUP_DIR lie inside the upload folder.
    const archivesInside = path.relative(where.uploadDir, where.backupDir);
    const isArchive = (relative: string) =>
      !archivesInside.startsWith('..') &&
      !path.isAbsolute(archivesInside) &&
      (relative === archivesInside || relative.startsWith(`${archivesInside}/`));
    for (const relative of present) {
      if (path.basename(relative).startsWith('.') || isArchive(relative)) continue;
      if (
        !referenced.has(relative) &&
        now - (await stat(path.join(where.uploadDir, relative))).mtimeMs < UNREFERENCED_MIN_AGE_MS
      )
        continue;
      uploads.push(relative);
    }
    const missing = [...referenced].filter((r) => !present.includes(r)).sort();
    if (present.length > 0) await symlink(where.uploadDir, path.join(staging, 'uploads'), 'dir');

    const secrets: Manifest['secrets'] = {};
    await mkdir(path.join(staging, 'secrets'));
    for (const { file, variable } of SECRET_FILES) {
      const fromEnv = variable
        ? (env as unknown as Record<string, string | undefined>)[variable]
        : undefined;
      if (fromEnv && fromEnv.length >= 32) secrets[file] = 'environment';
      else {
        try {
          await copyFile(path.join(where.secretsDir, file), path.join(staging, 'secrets', file));
          secrets[file] = 'file';
        } catch {
          secrets[file] = 'absent';
        }
      }
    }

    let entries = [
      snapshot.entry,
      ...Object.entries(secrets)
        .filter(([, from]) => from === 'file')
        .map(([file]) => `secrets/${file}`),
      ...uploads.map((u) => `uploads/${u}`),
    ];
    // A released upload's file stays on disk for UPLOAD_DELETE_GRACE_HOURS (upload-release.ts), so every
    // file the snapshot names is still there. One gone anyway (deleted by hand) is named, listed as
    // missing, and left out: the backup goes on.
    const vanished = (entry: string) => {
      progress(
        `warning: ${entry} vanished from the upload folder during the backup; archived without it`,
      );
      const relative = entry.slice('uploads/'.length);
      entries = entries.filter((e) => e !== entry);
      uploads = uploads.filter((u) => u !== relative);
      if (referenced.has(relative)) missing.push(relative);
    };
    progress(`checksums of ${entries.length} files...`);
    let files: ManifestFile[] = [];
    for (const entry of [...entries]) {
      try {
        files.push(await describeFile(staging, entry));
      } catch (error) {
        if (!vanishedUpload(error, entry)) throw error;
        vanished(entry);
      }
    }
    const running = runningVersion(where.provider);
    const pkg = JSON.parse(await readFile(path.join(process.cwd(), 'package.json'), 'utf8')) as {
      name?: string;
    };
    const describe = (): Manifest => ({
      format: ARCHIVE_FORMAT,
      app: { name: pkg.name ?? 'unknown', version: running.version, build: running.build },
      created_at: new Date().toISOString(),
      host: os.hostname(),
      database: {
        provider: where.provider,
        entry: snapshot.entry,
        migrations: snapshot.migrations,
        latest_migration: snapshot.migrations.at(-1)?.name ?? null,
        counts: snapshot.counts,
      },
      uploads: {
        count: uploads.length,
        bytes: files.filter((f) => f.path.startsWith('uploads/')).reduce((a, f) => a + f.size, 0),
        missing: [...missing].sort(),
      },
      secrets,
      files,
    });
    const signed = Boolean(env.BACKUP_SIGNING_KEY);
    const name = archiveName(where.provider, new Date(), randomBytes(3).toString('hex'));
    const partial = path.join(where.backupDir, `.${name}.partial`);
    progress(`writing ${name}...`);
    let manifest: Manifest;
    for (let attempt = 1; ; attempt += 1) {
      manifest = describe();
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await writeFile(path.join(staging, 'manifest.json'), manifestBytes);
      if (env.BACKUP_SIGNING_KEY)
        await writeFile(
          path.join(staging, SIGNATURE_FILE),
          signManifest(manifestBytes, env.BACKUP_SIGNING_KEY),
        );
      try {
        await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
          'manifest.json',
          ...(signed ? [SIGNATURE_FILE] : []),
          ...entries,
        ]);
        break;
      } catch (error) {
        // A file gone between its checksum and the archive: written again without it, manifest included.
        const entry = vanishedEntry(error, staging);
        await rm(partial, { force: true });
        if (!entry || !entries.includes(entry) || attempt >= 5) throw error;
        vanished(entry);
        files = files.filter((f) => f.path !== entry);
      }
    }
    await chmod(partial, 0o600);
    const archive = path.join(where.backupDir, name);
    await rename(partial, archive);
    const deleted = await applyRetention(where.backupDir, env.BACKUP_KEEP);
    return {
      archive,
      bytes: (await stat(archive)).size,
      manifest,
      deleted,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * What a backup without a secret of the installation should say: a restore from it makes new
 * ones, which ends every session (auth-secret) or every bot-check challenge under way
 * (altcha-secret). The payment simulator's is absent on a live site, rightly.
 */
export function absentSecretWarnings(secrets: Manifest['secrets']): string[] {
  return SECRET_FILES.filter(({ variable, file }) => variable && secrets[file] === 'absent').map(
    ({ file, variable }) =>
      `${file} is absent (neither ${variable} nor SECRETS_DIR/${file}): a restore from this archive makes a new one; run npm run setup, or set ${variable}`,
  );
}

/** Deletes all but the newest `keep` archives of BACKUP_DIR (only files named like this tool's archives). */
export async function applyRetention(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_PATTERN.test(name));
  // Names hold the UTC time after the provider: sort on the time part.
  const byAge = archives.sort((a, b) =>
    a.replace(/^asc-backup-[a-z]+-/, '').localeCompare(b.replace(/^asc-backup-[a-z]+-/, '')),
  );
  const old = byAge.slice(0, Math.max(0, byAge.length - keep));
  for (const name of old) await unlink(path.join(dir, name));
  return old;
}
