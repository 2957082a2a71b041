// Loads lookups, Thai administrative areas, roles and the first administrator:
// what every installation needs (`npm run setup`, `npm run db:seed`). The
// bilingual demo content (trainings, news, researchers, banners...) only with
// `--demo` (`npm run setup:demo`, `npm run go`, the tests): a live site starts
// empty. Safe to run again: existing rows are kept.
import { loadDotEnv } from '../scripts/db-config.mjs';

export async function seed(url = process.env.DATABASE_URL, { demo = false } = {}) {
  // Imported here, not above: run as a script, the .env files are read first (below), and a
  // module that reads a setting reads it when first imported (src/env.ts).
  const { ensureInstallationSecrets } = await import('@/server/auth/auth-secret');
  const { createDb } = await import('@/server/db');
  const { seedContent } = await import('./seed/content');
  const { seedLookups } = await import('./seed/lookups');
  const { seedStaff } = await import('./seed/staff');
  // The generated secrets exist from setup on, so the first backup holds them.
  ensureInstallationSecrets();
  const db = createDb(url);
  try {
    await seedLookups(db);
    await seedStaff(db, {
      email: process.env.ADMIN_EMAIL || 'admin@example.com',
      password: process.env.ADMIN_PASSWORD || 'admin1234',
    });
    if (demo) await seedContent(db);
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1] && /seed\.ts$/.test(process.argv[1])) {
  // The settings the site reads, read the same way (Next's loader: .env, .env.production...).
  loadDotEnv();
  const started = Date.now();
  const demo = process.argv.includes('--demo');
  seed(undefined, { demo })
    .then(() =>
      console.log(
        `seed: done${demo ? ', with the demo content,' : ''} in ${Date.now() - started} ms`,
      ),
    )
    .catch((error: unknown) => {
      console.error('seed failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
