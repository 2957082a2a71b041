import path from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as PostgresClient } from '@/generated/postgresql/client';
import { PrismaClient as SqliteClient } from '@/generated/sqlite/client';

/**
 * The Prisma client for the configured database, chosen at start-up: no
 * DATABASE_URL (or a file: URL) is the embedded SQLite file ./data/app.db;
 * a postgresql:// URL is PostgreSQL. Both clients are generated from the same
 * models, so the SQLite client's type stands for both.
 */
export type Db = SqliteClient;
export type DbProvider = 'sqlite' | 'postgresql';

export function databaseProvider(url: string | undefined): DbProvider {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgresql' : 'sqlite';
}

export function sqliteFile(url: string | undefined): string {
  const file = url?.startsWith('file:') ? url.slice('file:'.length) : './data/app.db';
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}

export function createDb(url = process.env.DATABASE_URL): Db {
  if (databaseProvider(url) === 'postgresql') {
    const adapter = new PrismaPg({ connectionString: url, max: 10 });
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  // A busy timeout lets concurrent writers queue instead of failing at once.
  const adapter = new PrismaBetterSQLite3({ url: `file:${sqliteFile(url)}`, timeout: 15_000 });
  return new SqliteClient({ adapter });
}

const globalForDb = globalThis as unknown as { __appDb?: Db };

/** The process-wide client (kept across hot reloads in development). */
export const db: Db = globalForDb.__appDb ?? (globalForDb.__appDb = createDb());

export const provider: DbProvider = databaseProvider(process.env.DATABASE_URL);

/**
 * A case-insensitive "contains" filter on both databases: PostgreSQL needs
 * mode insensitive; SQLite's LIKE already ignores ASCII case (Thai has none).
 */
export function containsInsensitive(value: string): { contains: string } {
  return provider === 'postgresql'
    ? ({ contains: value, mode: 'insensitive' } as { contains: string })
    : { contains: value };
}
