import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb, databaseProvider } from '@/server/db';

type PgClient = { _queryQueue?: unknown[] };
type Query = (this: PgClient, ...args: unknown[]) => unknown;

/**
 * A transaction's queries reach its one PostgreSQL connection one at a time
 * (src/server/db.ts › PgOneQueryAtATime): node-postgres deprecates a
 * client.query() while another waits on the same client (the warning that
 * was in the log; an error from pg 9), which is what Prisma did with the
 * queries of a transaction started together.
 */
describe.skipIf(databaseProvider(process.env.DATABASE_URL) !== 'postgresql')(
  'a transaction on PostgreSQL',
  () => {
    it('sends queries started together one after another, and each gets its own answer', async () => {
      const client = pg.Client.prototype as unknown as { query: Query };
      const query = client.query;
      let overlapping = 0;
      client.query = function (this: PgClient, ...args: unknown[]) {
        // The condition under which node-postgres warns.
        if ((this._queryQueue?.length ?? 0) > 0) overlapping += 1;
        return query.apply(this, args);
      };
      const db = createDb(process.env.DATABASE_URL);
      try {
        const [one, two, three, news, trainings] = await db.$transaction(async (tx) =>
          Promise.all([
            tx.$queryRaw<{ n: number }[]>`SELECT 1 AS n, pg_sleep(0.05)::text AS slept`,
            tx.$queryRaw<{ n: number }[]>`SELECT 2 AS n`,
            tx.$queryRaw<{ n: number }[]>`SELECT 3 AS n`,
            tx.news.count(),
            // One query of several parts: the relations are read side by side.
            tx.publicTraining.findMany({
              take: 3,
              include: { category: true, translations: true, speakers: true },
            }),
          ]),
        );
        expect([one[0]!.n, two[0]!.n, three[0]!.n]).toEqual([1, 2, 3]);
        expect(news).toBeGreaterThan(0);
        expect(trainings.length).toBeGreaterThan(0);
        for (const training of trainings) expect(training.category.id).toBe(training.categoryId);
        expect(overlapping).toBe(0);
      } finally {
        client.query = query;
        await db.$disconnect();
      }
    });
  },
);
