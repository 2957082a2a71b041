import path from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { Pool } from 'pg';
import { PrismaClient as PostgresClient } from '@/generated/postgresql/client';
import { PrismaClient as SqliteClient } from '@/generated/sqlite/client';
import { env } from '@/env';
import { metrics } from '@/server/ops/metrics';

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

export function createDb(url = env.DATABASE_URL): Db {
  if (databaseProvider(url) === 'postgresql') {
    const adapter = new PgOneQueryAtATime({ connectionString: url, max: PG_POOL_MAX });
    const client = timedQueries(new PostgresClient({ adapter }) as unknown as Db);
    pools.set(client, adapter);
    return client;
  }
  // A busy timeout lets concurrent writers queue instead of failing at once.
  const adapter = new SqliteWithLiteralLike({ url: `file:${sqliteFile(url)}`, timeout: 15_000 });
  return timedQueries(new SqliteClient({ adapter }));
}

const PG_POOL_MAX = 10;

/**
 * Every operation of the client timed into asc_db_query_duration_seconds
 * (model and operation: names from the schema and Prisma's API, a bounded
 * set), as the code sees it: waiting for a connection, the query compiler
 * and the database together. Raw SQL has no model (`raw`).
 */
function timedQueries(client: Db): Db {
  return client.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const done = metrics.dbQuery(model, operation);
        try {
          return await query(args);
        } finally {
          done();
        }
      },
    },
  }) as unknown as Db;
}

/**
 * The PostgreSQL clients' adapters, to read their connection pools (poolStats). Per process, like
 * the client itself (globalForDb): Next bundles this module more than once, and the metrics route's
 * copy must find the pool of the client another copy created.
 */
const pools = ((
  globalThis as unknown as { __ascDbPools?: WeakMap<Db, PgOneQueryAtATime> }
).__ascDbPools ??= new WeakMap<Db, PgOneQueryAtATime>());

export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections open, idle (open, not lent out), and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** The connection pool of a PostgreSQL client once it has connected; null on SQLite or before the first query. */
export function poolStats(client: Db): PoolStats | null {
  const pool = pools.get(client)?.pool;
  if (!pool) return null;
  return {
    max: pool.options.max ?? PG_POOL_MAX,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

type Query = Parameters<Awaited<ReturnType<PrismaPg['connect']>>['queryRaw']>[0];

/**
 * A transaction holds one connection, and Prisma sends it the independent
 * queries of a transaction's step (and those a Promise.all inside
 * $transaction makes) at once. node-postgres queues them, but calling
 * client.query() while one runs is deprecated (a warning in the log now, an
 * error in pg 9). Here each transaction's queries go one after another in
 * the order they were sent, which is what reached PostgreSQL anyway.
 */
class PgOneQueryAtATime extends PrismaPg {
  /** The pool of the latest connection (a client that disconnects and connects again gets a new one). */
  pool: Pool | undefined;

  override async connect() {
    const adapter = await super.connect();
    this.pool = adapter.underlyingDriver();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (...args) => {
      const tx = await start(...args);
      let last: Promise<unknown> = Promise.resolve();
      const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
        const mine = last.then(run, run);
        last = mine.catch(() => undefined);
        return mine;
      };
      const queryRaw = tx.queryRaw.bind(tx);
      const executeRaw = tx.executeRaw.bind(tx);
      tx.queryRaw = (query: Query) => inTurn(() => queryRaw(query));
      tx.executeRaw = (query: Query) => inTurn(() => executeRaw(query));
      return tx;
    };
    return adapter;
  }
}

type SqliteFunctionHost = {
  function(
    name: string,
    options: { deterministic: boolean },
    fn: (pattern: unknown, value: unknown) => number | null,
  ): unknown;
};

/**
 * Prisma's `contains` is a LIKE and escapes nothing, so a search term's `%`
 * and `_` would be wildcards. PostgreSQL's LIKE takes `\` as its escape
 * character; SQLite's has none unless the query says ESCAPE, which Prisma's
 * never does. So on SQLite the connection's like(pattern, value) (what the
 * LIKE operator calls) is replaced by one with PostgreSQL's meaning: `%` any
 * run, `_` one character, `\` makes the next character literal, case
 * ignored. Then one escaping (escapeLike) serves both databases.
 */
class SqliteWithLiteralLike extends PrismaBetterSQLite3 {
  override async connect() {
    const adapter = await super.connect();
    const client = (adapter as unknown as { client?: SqliteFunctionHost }).client;
    // Fail at start-up rather than let wildcards through if the adapter's insides change.
    if (typeof client?.function !== 'function')
      throw new Error(
        'SQLite adapter: cannot install the escaping LIKE (adapter internals changed)',
      );
    client.function('like', { deterministic: true }, (pattern, value) =>
      pattern == null || value == null
        ? null
        : likeRegExp(String(pattern)).test(String(value))
          ? 1
          : 0,
    );
    return adapter;
  }
}

const likeCache = new Map<string, RegExp>();

function likeRegExp(pattern: string): RegExp {
  let re = likeCache.get(pattern);
  if (re) return re;
  const chars = [...pattern];
  let source = '';
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i]!;
    if (c === '\\' && i + 1 < chars.length) source += escapeRegExp(chars[(i += 1)]!);
    else if (c === '%') source += '.*';
    else if (c === '_') source += '.';
    else source += escapeRegExp(c);
  }
  re = new RegExp(`^${source}$`, 'isu');
  if (likeCache.size >= 1000) likeCache.clear();
  likeCache.set(pattern, re);
  return re;
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const globalForDb = globalThis as unknown as { __appDb?: Db };

/** The process-wide client (kept across hot reloads in development). */
export const db: Db = globalForDb.__appDb ?? (globalForDb.__appDb = createDb());

export const provider: DbProvider = databaseProvider(env.DATABASE_URL);

/** A search term as a LIKE pattern that matches it literally: `%`, `_` and `\` escaped with `\`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/**
 * A case-insensitive "contains" filter on both databases that takes the term
 * literally (`%` and `_` are not wildcards): PostgreSQL needs mode
 * insensitive; SQLite's LIKE is the connection's own (SqliteWithLiteralLike).
 */
export function containsInsensitive(value: string): { contains: string } {
  const contains = escapeLike(value);
  return provider === 'postgresql'
    ? ({ contains, mode: 'insensitive' } as { contains: string })
    : { contains };
}
