// Loads lookups, Thai administrative areas, roles, the first administrator
// and bilingual demo content. Safe to run again: existing rows are kept.
import { createDb } from '@/server/db';
import { seedContent } from './seed/content';
import { seedLookups } from './seed/lookups';
import { seedStaff } from './seed/staff';

export async function seed(url = process.env.DATABASE_URL) {
  const db = createDb(url);
  try {
    await seedLookups(db);
    await seedStaff(db, {
      email: process.env.ADMIN_EMAIL || 'admin@example.com',
      password: process.env.ADMIN_PASSWORD || 'admin1234',
    });
    await seedContent(db);
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1] && /seed\.ts$/.test(process.argv[1])) {
  if (typeof process.loadEnvFile === 'function') {
    try {
      process.loadEnvFile('.env');
    } catch {
      // no .env: development defaults
    }
  }
  const started = Date.now();
  seed()
    .then(() => console.log(`seed: done in ${Date.now() - started} ms`))
    .catch((error: unknown) => {
      console.error('seed failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
