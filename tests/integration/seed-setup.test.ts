import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { absentSecretWarnings } from '@/server/backup/backup';
import { createDb, databaseProvider } from '@/server/db';
import { migrate } from '../../scripts/migrate.mjs';
import { seed } from '../../prisma/seed';

const template = process.env.DATABASE_URL!;
const onPostgres = databaseProvider(template) === 'postgresql';

/** An empty database of the run's provider, as a new installation starts with. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `seed_setup_${process.pid}_${Date.now().toString(36)}`;
  if (!onPostgres) {
    const file = path.join(inject('scratchDir'), `${name}.db`);
    return {
      url: `file:${file}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      },
    };
  }
  const admin = new URL(template);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const database = `${new URL(template).pathname.slice(1)}_${name}`;
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  const url = new URL(template);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * `npm run setup` makes a live site's secrets (issue 36, finding 14) and database: schema, reference data and the first
 * administrator, and none of the demo content (issue 36, finding 7); `--demo`
 * (`npm run setup:demo`, `npm run go`) adds the demo content.
 */
describe('setup', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('gives a new installation its reference data and first administrator, and no demo content unless asked', async () => {
    const { url, drop } = await emptyDatabase();
    drops.push(drop);
    // A new installation's own secrets folder, and no secret in its environment.
    const secrets = path.join(inject('scratchDir'), `secrets-${process.pid}-${Date.now()}`);
    process.env.SECRETS_DIR = secrets;
    delete process.env.AUTH_SECRET;
    delete process.env.ALTCHA_HMAC_KEY;
    await migrate(url);
    await seed(url);
    // The secrets are made at setup, not at their first use: the first backup holds them.
    for (const name of ['auth-secret', 'altcha-secret']) {
      expect(existsSync(path.join(secrets, name)), name).toBe(true);
      expect(statSync(path.join(secrets, name)).mode & 0o777, name).toBe(0o600);
    }
    const db = createDb(url);
    try {
      const content = async () => ({
        trainings: await db.publicTraining.count(),
        inhouse: await db.inhouseTraining.count(),
        news: await db.news.count(),
        portfolio: await db.portfolio.count(),
        banners: await db.banner.count(),
        researchers: await db.researcher.count(),
        services: await db.service.count(),
      });
      expect(await content()).toEqual({
        trainings: 0,
        inhouse: 0,
        news: 0,
        portfolio: 0,
        banners: 0,
        researchers: 0,
        services: 0,
      });
      expect(await db.adminUser.count()).toBe(1);
      expect(await db.role.findUnique({ where: { name: 'Administrator' } })).not.toBeNull();
      expect(await db.permission.count()).toBeGreaterThan(0);
      expect(await db.province.count()).toBeGreaterThan(70);

      await seed(url, { demo: true });
      const demo = await content();
      expect(demo.trainings).toBeGreaterThan(0);
      expect(demo.news).toBeGreaterThan(0);
      expect(demo.researchers).toBeGreaterThan(0);
    } finally {
      await db.$disconnect();
    }
  });

  it("a backup without a secret of the installation says so (the payment simulator's may be absent)", () => {
    expect(
      absentSecretWarnings({
        'auth-secret': 'absent',
        'altcha-secret': 'environment',
        'payment-simulator-secret': 'absent',
      }),
    ).toEqual([
      'auth-secret is absent (neither AUTH_SECRET nor SECRETS_DIR/auth-secret): a restore from this archive makes a new one; run npm run setup, or set AUTH_SECRET',
    ]);
    expect(
      absentSecretWarnings({
        'auth-secret': 'file',
        'altcha-secret': 'file',
        'payment-simulator-secret': 'file',
      }),
    ).toEqual([]);
  });
});
