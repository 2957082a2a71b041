// Resolves the configured database the same way the app does (src/server/db.ts):
// no DATABASE_URL, or a file: URL, means the embedded SQLite file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './prisma-schemas.mjs';

const require = createRequire(import.meta.url);

/**
 * Reads the installation's .env files with Next's own loader (@next/env, what `next start` runs:
 * .env.production.local, .env.local, .env.production, .env, with dotenv-expand's `${VAR}`), so
 * migrate, seed, backup and restore see exactly the settings the site sees. A variable already
 * in the environment wins, as it does for the site. Call it before importing a module that reads
 * a setting (src/env.ts reads them once, when first imported).
 */
export function loadDotEnv() {
  const { loadEnvConfig } = require('@next/env');
  loadEnvConfig(root, false, { info() {}, error: (...args) => console.error(...args) });
}

export function databaseConfig(url = process.env.DATABASE_URL) {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { provider: 'postgresql', url };
  const file = url && url.startsWith('file:') ? url.slice('file:'.length) : './data/app.db';
  return { provider: 'sqlite', file: path.resolve(root, file) };
}
