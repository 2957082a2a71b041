// Generates the Prisma client for SQLite and for PostgreSQL (Rust-free,
// query compiler + driver adapters: nothing is downloaded).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, writeSchemas } from './prisma-schemas.mjs';

const prismaBin = path.join(root, 'node_modules', '.bin', 'prisma');
// A production install (`npm install --omit=dev`) has no Prisma CLI: the clients come with the
// built application (its src/generated), generated where it was built.
if (!existsSync(prismaBin)) {
  if (
    existsSync(path.join(root, 'src', 'generated', 'sqlite')) &&
    existsSync(path.join(root, 'src', 'generated', 'postgresql'))
  ) {
    console.log(
      'prisma-generate: no Prisma CLI (production install); keeping the clients in src/generated.',
    );
    process.exit(0);
  }
  console.error(
    'prisma-generate: the Prisma CLI is missing and src/generated holds no clients. Run `npm install` with dev dependencies where the app is built.',
  );
  process.exit(1);
}
for (const { file } of writeSchemas()) {
  execFileSync(prismaBin, ['generate', '--schema', file], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
  });
}
