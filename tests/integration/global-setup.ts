import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../scripts/migrate.mjs';
import type { TestProject } from 'vitest/node';
import { seed } from '../../prisma/seed';
import { createDb } from '@/server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The highest ids the seed wrote, so a file reading the seed's content can set aside what other files added. */
    seededContent: { news: number; portfolio: number; banner: number };
    /** The migrated and seeded database each file's own copy is made from (own-database.ts). */
    templateDatabaseUrl: string;
    /** Where the files' own databases (SQLite), uploads and mail go; removed at the end. */
    scratchDir: string;
  }
}

/** Drops the databases the files made from the template (PostgreSQL). */
async function dropCopies(url: string) {
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${target.pathname.slice(1)}\\_f%`],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated and seeded database of the provider DATABASE_URL names (a
 * file: URL is SQLite, default file:./data/test.db; a postgresql:// URL is
 * PostgreSQL, whose database is dropped and created anew): the template that
 * every integration file copies for itself (own-database.ts).
 */
export default async function setup(project: TestProject) {
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
  if (!url.startsWith('file:')) await dropCopies(url);
  await migrate(url);
  await seed(url, { demo: true });
  const db = createDb(url);
  try {
    project.provide('seededContent', {
      news: (await db.news.aggregate({ _max: { id: true } }))._max.id ?? 0,
      portfolio: (await db.portfolio.aggregate({ _max: { id: true } }))._max.id ?? 0,
      banner: (await db.banner.aggregate({ _max: { id: true } }))._max.id ?? 0,
    });
  } finally {
    await db.$disconnect();
  }
  const scratch = path.resolve(`data/test-files-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  project.provide('templateDatabaseUrl', url);
  project.provide('scratchDir', scratch);
  return async () => {
    // A send a last test started may still be writing its .eml: try again rather than fail the run.
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    if (!url.startsWith('file:')) await dropCopies(url);
  };
}
