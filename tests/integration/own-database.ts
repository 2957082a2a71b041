import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Runs before each integration file, in its worker, before the file imports
 * anything: the file gets a database of its own, copied from the migrated
 * and seeded template of global-setup.ts (a file copy on SQLite, CREATE
 * DATABASE ... TEMPLATE on PostgreSQL), and upload and mail folders of its
 * own. So files run side by side, in any order, and none sees another's rows.
 */
const template = inject('templateDatabaseUrl');
const scratch = inject('scratchDir');
const id = `${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}_${randomBytes(4).toString('hex')}`;
const own = path.join(scratch, id);
mkdirSync(own, { recursive: true });

if (template.startsWith('file:')) {
  const source = path.resolve(template.slice('file:'.length));
  const copy = path.join(own, 'test.db');
  copyFileSync(source, copy);
  if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${copy}-wal`);
  process.env.DATABASE_URL = `file:${copy}`;
} else {
  const url = new URL(template);
  const name = `${url.pathname.slice(1)}_f${id}`;
  const admin = new URL(template);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${url.pathname.slice(1)}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.UPLOAD_DIR = path.join(own, 'uploads');
process.env.MAIL_OUTBOX_DIR = path.join(own, 'outbox');
