import { afterAll, describe, expect, it } from 'vitest';
import { createDb, db, provider } from '@/server/db';
import { failureReason } from '@/server/ops/failure-reason';
import { readiness } from '@/server/ops/readiness';

/**
 * /api/ready says why a check failed in words an operator acts on
 * (connection refused, authentication failed, migration missing), from the
 * driver's own failure, never a bare Prisma code such as "P2010:".
 */
const reasonOf = async (url: string) => {
  const client = createDb(url);
  try {
    await client.$queryRaw`SELECT 1`;
    return 'no failure';
  } catch (error) {
    return failureReason(error);
  } finally {
    await client.$disconnect().catch(() => undefined);
  }
};

describe('the reasons readiness gives', () => {
  let hidden = false;
  afterAll(async () => {
    if (hidden)
      await db.$executeRawUnsafe('ALTER TABLE _app_migrations_hidden RENAME TO _app_migrations');
  });

  it('names a database not migrated, on the run’s own database', async () => {
    await db.$executeRawUnsafe('ALTER TABLE _app_migrations RENAME TO _app_migrations_hidden');
    hidden = true;
    // The last round of checks may be a second old: ask until one has run since.
    await expect
      .poll(async () => (await readiness()).checks.migration?.ok, { timeout: 10_000 })
      .toBe(false);
    const { error } = (await readiness()).checks.migration!;
    expect(error).toMatch(
      /^table missing: is the database migrated\? \(npm run db:migrate\): .*_app_migrations/,
    );
    expect(error).not.toMatch(/P\d{4}/);
  });

  it.runIf(provider === 'postgresql')(
    'says a server refused the connection, a login failed or a database is missing',
    async () => {
      expect(await reasonOf('postgresql://postgres@127.0.0.1:1/asc_test')).toBe(
        'database server not reachable (connection refused, or no such host): 127.0.0.1:1',
      );
      expect(await reasonOf('postgresql://nobody_here:secret@127.0.0.1:5432/asc_test')).toBe(
        'authentication failed: role "nobody_here" does not exist',
      );
      expect(await reasonOf('postgresql://postgres@127.0.0.1:5432/asc_no_such_test')).toBe(
        'database does not exist: database "asc_no_such_test" does not exist',
      );
    },
  );

  it.runIf(provider === 'sqlite')('says a database file cannot be opened', async () => {
    expect(await reasonOf('file:/nonexistent-folder/portal.db')).toBe(
      'Cannot open database because the directory does not exist',
    );
  });
});
