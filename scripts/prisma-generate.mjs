// Generates the Prisma client for SQLite and for PostgreSQL (Rust-free,
// query compiler + driver adapters: nothing is downloaded).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root, writeSchemas } from './prisma-schemas.mjs';

const prismaBin = path.join(root, 'node_modules', '.bin', 'prisma');
for (const { file } of writeSchemas()) {
  execFileSync(prismaBin, ['generate', '--schema', file], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
  });
}
