// Writes a new migration for both providers from the change in
// prisma/models.prisma:  npm run db:migration -- <name>
// Each provider keeps a snapshot of the schema its last migration produced
// (prisma/migrations/<provider>/schema.snapshot.prisma); the SQL is the diff
// between that snapshot and the current models, made by `prisma migrate diff`
// without touching any database.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, writeSchemas } from './prisma-schemas.mjs';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
if (!name) {
  console.error('usage: npm run db:migration -- <name>');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const prismaBin = path.join(root, 'node_modules', '.bin', 'prisma');

for (const { provider, file } of writeSchemas()) {
  const dir = path.join(root, 'prisma', 'migrations', provider);
  const snapshot = path.join(dir, 'schema.snapshot.prisma');
  const from = existsSync(snapshot) ? ['--from-schema-datamodel', snapshot] : ['--from-empty'];
  const sql = execFileSync(
    prismaBin,
    ['migrate', 'diff', ...from, '--to-schema-datamodel', file, '--script'],
    {
      cwd: root,
      env: { ...process.env, PRISMA_PROVIDER: provider, CHECKPOINT_DISABLE: '1' },
      encoding: 'utf8',
    },
  );
  if (/^-- This is an empty migration\.\s*$/.test(sql.trim())) {
    console.log(`${provider}: no change`);
    continue;
  }
  const target = path.join(dir, `${stamp}_${name}`);
  mkdirSync(target, { recursive: true });
  writeFileSync(path.join(target, 'migration.sql'), sql);
  writeFileSync(path.join(dir, 'migration_lock.toml'), `provider = "${provider}"\n`);
  copyFileSync(file, snapshot);
  console.log(`${provider}: wrote ${path.relative(root, target)}/migration.sql`);
}
