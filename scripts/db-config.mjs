// Resolves the configured database the same way the app does (src/server/db.ts):
// no DATABASE_URL, or a file: URL, means the embedded SQLite file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './prisma-schemas.mjs';

export function loadDotEnv() {
  const file = path.join(root, '.env');
  if (existsSync(file) && typeof process.loadEnvFile === 'function') process.loadEnvFile(file);
}

export function databaseConfig(url = process.env.DATABASE_URL) {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { provider: 'postgresql', url };
  const file = url && url.startsWith('file:') ? url.slice('file:'.length) : './data/app.db';
  return { provider: 'sqlite', file: path.resolve(root, file) };
}
