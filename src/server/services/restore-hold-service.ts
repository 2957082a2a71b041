import type { Db } from '@/server/db';

/** A Prisma client or the client of an open transaction. */
type Client = Pick<Db, 'restoreHold'>;

export interface RestoreHoldView {
  heldAt: Date;
  backupCreatedAt: Date;
  archive: string;
}

/**
 * The hold of a restored installation (docs/operations.md, 5 Restore): one
 * row of restore_hold, written by the restore, deleted by
 * `npm run restore -- --live`. While it exists the mail outbox sends nothing
 * and the scheduled jobs do not run (mail-outbox-service.ts,
 * registration-expiry-service.ts); the site serves as usual. Kept in the
 * database, so every instance and every restart sees the same answer.
 */
export function restoreHoldService(db: Client) {
  return {
    /** The hold, or null when the installation is live. */
    current(): Promise<RestoreHoldView | null> {
      return db.restoreHold.findUnique({
        where: { id: 1 },
        select: { heldAt: true, backupCreatedAt: true, archive: true },
      });
    },
    /** Holds the installation (again), naming the archive it was restored from. */
    async hold(archive: string, backupCreatedAt: Date, now = new Date()): Promise<void> {
      await db.restoreHold.upsert({
        where: { id: 1 },
        create: { id: 1, heldAt: now, backupCreatedAt, archive },
        update: { heldAt: now, backupCreatedAt, archive },
      });
    },
    /** Releases the hold; the hold it released, or null when there was none. */
    async release(): Promise<RestoreHoldView | null> {
      const held = await this.current();
      if (held) await db.restoreHold.deleteMany({ where: { id: 1 } });
      return held;
    },
  };
}
