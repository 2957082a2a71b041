import type { Db } from '@/server/db';

/** What readiness and metrics ask the database: cheap reads, no rows of anybody's. */
export function systemStatusService(db: Db) {
  return {
    /** Answers when the database does. */
    async ping(): Promise<void> {
      await db.$queryRaw`SELECT 1`;
    },
    /** The newest migration applied to this database (scripts/migrate.mjs records them), or null. */
    async latestMigration(): Promise<string | null> {
      const rows = await db.$queryRaw<
        { name: string }[]
      >`SELECT name FROM _app_migrations ORDER BY name DESC LIMIT 1`;
      return rows[0]?.name ?? null;
    },
    /** Whether a migration of this name has been applied. */
    async hasMigration(name: string): Promise<boolean> {
      const rows = await db.$queryRaw<
        { name: string }[]
      >`SELECT name FROM _app_migrations WHERE name = ${name}`;
      return rows.length === 1;
    },
    /** E-mails waiting to be sent (not sent, not given up). */
    outboxBacklog(): Promise<number> {
      return db.outboxEmail.count({ where: { nextAttemptAt: { not: null } } });
    },
    /** E-mails given up after every retry. */
    outboxFailed(): Promise<number> {
      return db.outboxEmail.count({ where: { failedAt: { not: null } } });
    },
  };
}
