import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DbProvider } from '@/server/db';

/**
 * What is running: the application's version (package.json), the build's
 * id (.next/BUILD_ID, absent in development) and the last migration this
 * code knows for its database provider (prisma/migrations/<provider>), which
 * the database must have reached for the instance to be ready. Read once.
 */
export interface RunningVersion {
  version: string;
  build: string | null;
  /** The newest migration of this code, e.g. 20261124062303_registration_sort_key_indexes. */
  migration: string | null;
}

const root = () => /*turbopackIgnore: true*/ process.cwd();

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The migrations of this code, oldest first (the folders scripts/migrate.mjs applies). */
export function codeMigrations(provider: DbProvider): string[] {
  const dir = path.join(root(), 'prisma', 'migrations', provider);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort();
}

const cache = new Map<DbProvider, RunningVersion>();

export function runningVersion(provider: DbProvider): RunningVersion {
  let known = cache.get(provider);
  if (!known) {
    let version = 'unknown';
    try {
      version =
        (JSON.parse(readText(path.join(root(), 'package.json')) ?? '{}') as { version?: string })
          .version ?? 'unknown';
    } catch {
      // a damaged package.json only loses the version's name
    }
    known = {
      version,
      build: readText(path.join(root(), '.next', 'BUILD_ID')),
      migration: codeMigrations(provider).at(-1) ?? null,
    };
    cache.set(provider, known);
  }
  return known;
}
