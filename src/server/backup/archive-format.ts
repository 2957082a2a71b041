import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { URL } from 'node:url';
import { databaseProvider, type DbProvider, sqliteFile } from '@/server/db';
import { env } from '@/env';

/**
 * One backup archive (`npm run backup`, read back by `npm run restore`): a
 * gzipped tar holding
 *   manifest.json       what is inside: versions, migrations, row counts, checksums
 *   database/app.db     the SQLite snapshot (VACUUM INTO), or
 *   database/db.dump    the PostgreSQL dump (pg_dump --format=custom)
 *   uploads/...         the upload folder's files (UPLOAD_DIR)
 *   secrets/...         the secrets generated on first start (SECRETS_DIR)
 */
export const ARCHIVE_FORMAT = 1;
export const ARCHIVE_PATTERN = /^asc-backup-(sqlite|postgresql)-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/;
/** The secrets an installation generates for itself when their variable is unset (src/server/auth/auth-secret.ts). */
export const SECRET_FILES = [
  { file: 'auth-secret', variable: 'AUTH_SECRET' },
  { file: 'altcha-secret', variable: 'ALTCHA_HMAC_KEY' },
  { file: 'payment-simulator-secret', variable: null },
] as const;
export const SQLITE_ENTRY = 'database/app.db';
export const POSTGRES_ENTRY = 'database/db.dump';

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  app: { name: string; version: string; build: string | null };
  created_at: string;
  host: string;
  database: {
    provider: DbProvider;
    entry: string;
    /** The migrations applied in the snapshot, oldest first. */
    migrations: { name: string; checksum: string }[];
    latest_migration: string | null;
    /** Rows of every table in the snapshot. */
    counts: Record<string, number>;
  };
  uploads: { count: number; bytes: number; missing: string[] };
  /** Where each secret came from on the backed-up installation: a file (in the archive), its environment variable (not in the archive), or nowhere yet. */
  secrets: Record<string, 'file' | 'environment' | 'absent'>;
  files: ManifestFile[];
}

/** The installation this process is configured for (the same settings the site reads). */
export interface Installation {
  provider: DbProvider;
  databaseUrl: string | undefined;
  sqliteFile: string;
  uploadDir: string;
  secretsDir: string;
  backupDir: string;
}

export function installation(): Installation {
  const cwd = process.cwd();
  return {
    provider: databaseProvider(env.DATABASE_URL),
    databaseUrl: env.DATABASE_URL,
    sqliteFile: sqliteFile(env.DATABASE_URL),
    uploadDir: path.resolve(cwd, env.UPLOAD_DIR),
    secretsDir: path.resolve(cwd, env.SECRETS_DIR),
    backupDir: path.resolve(cwd, env.BACKUP_DIR),
  };
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const file = path.join(root, relative);
  return { path: relative, size: (await stat(file)).size, sha256: await sha256File(file) };
}

/** Every regular file under `dir`, as paths relative to it with `/` separators (none when it does not exist). */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(sub: string) {
    let entries;
    try {
      entries = await readdir(path.join(dir, sub), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(relative);
      else if (entry.isFile()) out.push(relative);
    }
  }
  await walk('');
  return out.sort();
}

/**
 * A PostgreSQL URL for libpq's tools (pg_dump, pg_restore) without its
 * password, which goes in PGPASSWORD instead, out of the process list; and
 * without the query parameters libpq does not know (Prisma's and the pool's).
 */
export function libpqConnection(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const known = new Set([
    'sslmode',
    'sslcert',
    'sslkey',
    'sslrootcert',
    'sslcrl',
    'application_name',
    'connect_timeout',
    'options',
    'target_session_attrs',
    'host',
    'port',
  ]);
  for (const key of [...parsed.searchParams.keys()])
    if (!known.has(key)) parsed.searchParams.delete(key);
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** A name for a new archive: provider, UTC time and a random suffix, so names sort by age. */
export function archiveName(provider: DbProvider, now = new Date(), suffix: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `asc-backup-${provider}-${stamp}-${suffix}.tar.gz`;
}
