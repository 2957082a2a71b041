import type { Db } from '@/server/db';

/** A Prisma client or the client of an open transaction. */
type Client = Pick<Db, 'instanceHeartbeat'>;

/** What the instances of one installation must share, as short hashes (src/server/ops/shared-settings.ts). */
export interface SharedFingerprint {
  authSecret: string;
  botCheck: string;
  /** The upload folder's id (UPLOAD_DIR/.volume-id); null when it can be neither read nor made. */
  uploadFolder: string | null;
}

export interface InstanceBeat extends SharedFingerprint {
  /** host:pid */
  instance: string;
  startedAt: Date;
  seenAt: Date;
  /** Its shared settings were accepted in its last round. */
  accepted: boolean;
}

const SELECT = {
  instance: true,
  startedAt: true,
  seenAt: true,
  authSecret: true,
  botCheck: true,
  uploadFolder: true,
  accepted: true,
} as const;

/**
 * The heartbeats of the running instances (instance_heartbeats): each
 * instance writes its own row every few seconds and reads the others', so
 * readiness can refuse an instance started with other settings than the
 * running ones (src/server/ops/shared-settings.ts).
 */
export function instanceHeartbeatService(db: Client) {
  return {
    /** The other instances seen at `since` or later. */
    others(instance: string, since: Date): Promise<InstanceBeat[]> {
      return db.instanceHeartbeat.findMany({
        where: { instance: { not: instance }, seenAt: { gte: since } },
        select: SELECT,
        orderBy: { startedAt: 'asc' },
      });
    },
    /** Writes (or rewrites) this instance's row. */
    async beat(row: InstanceBeat): Promise<void> {
      const { instance, ...rest } = row;
      await db.instanceHeartbeat.upsert({
        where: { instance },
        create: row,
        update: rest,
      });
    },
    /** Deletes the rows not seen since `before`, and the rows of the instances named (processes known gone). */
    async sweep(before: Date, gone: string[] = []): Promise<void> {
      await db.instanceHeartbeat.deleteMany({
        where: { OR: [{ seenAt: { lt: before } }, { instance: { in: gone } }] },
      });
    },
    /** Deletes every row: a restored database, whose instances are the backed-up site's, not its own. */
    async forgetAll(): Promise<void> {
      await db.instanceHeartbeat.deleteMany({});
    },
  };
}
