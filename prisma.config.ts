// Prisma CLI configuration: the JS schema engine with a driver adapter, so no
// native engine is ever downloaded. Only `prisma generate` and
// `prisma migrate diff` are used by the project's scripts; migrations are
// applied by scripts/migrate.mjs on both providers.
import path from 'node:path';
import { defineConfig } from 'prisma/config';

const provider = process.env.PRISMA_PROVIDER === 'postgresql' ? 'postgresql' : 'sqlite';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', '.generated', provider, 'schema.prisma'),
  async adapter() {
    if (provider === 'postgresql') {
      const { PrismaPg } = await import('@prisma/adapter-pg');
      return new PrismaPg({
        connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
      });
    }
    const { PrismaBetterSQLite3 } = await import('@prisma/adapter-better-sqlite3');
    // migrate diff needs no real database: an in-memory one serves.
    return new PrismaBetterSQLite3({ url: ':memory:' });
  },
});
