import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../scripts/migrate.mjs';
import { seed } from '../../prisma/seed';

/**
 * Integration tests run on a fresh, migrated and seeded database of the
 * provider DATABASE_URL names: a file: URL is SQLite (default
 * file:./data/test.db), a postgresql:// URL is PostgreSQL, whose database is
 * dropped and created anew.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL || 'file:./data/test.db';
  process.env.DATABASE_URL = url;
  if (url.startsWith('file:')) {
    const file = path.resolve(url.slice('file:'.length));
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
  } else {
    const target = new URL(url);
    const name = target.pathname.slice(1);
    if (!/^[a-z0-9_]+$/.test(name) || !name.includes('test'))
      throw new Error(`refusing to recreate database "${name}": its name must contain "test"`);
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  }
  await migrate(url);
  await seed(url);
}
