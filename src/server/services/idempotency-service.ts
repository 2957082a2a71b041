import type { Db } from '@/server/db';

/** How long a first answer is kept and replayed (docs/api.md, "Idempotency-Key"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** An in-flight marker older than this belongs to a request that never finished (its instance stopped): it is taken over. */
export const IDEMPOTENCY_STALE_MS = 5 * 60 * 1000;

/** What one caller keeps at most (IDEMPOTENCY_* in src/env.ts). */
export interface IdempotencyCaps {
  /** Stored answers and markers per caller; the oldest leave first. */
  maxKeys: number;
  /** Bytes of stored answers per caller; the oldest leave first. */
  maxBytes: number;
  /** A larger answer is not stored: only a marker. */
  maxAnswerBytes: number;
}

export type IdempotencyClaim =
  /** This request runs: complete() or release() the row when it has answered. */
  | { kind: 'claimed'; id: number }
  /** A request with this key answered already: its answer. */
  | { kind: 'replay'; status: number; body: string; contentType: string | null }
  /** A request with this key answered already, and its answer was not kept (a secret, or too large). */
  | { kind: 'done' }
  /** The key was used for another request (method, path or body differ). */
  | { kind: 'mismatch' }
  /** The first request with this key is still running. */
  | { kind: 'in_flight' };

const isUniqueClash = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/**
 * The stored first answers of idempotent POSTs (model IdempotencyKey). The
 * unique (scope, key) is the lock: of two concurrent requests with one key
 * only one inserts the row and runs; the other finds the row in flight.
 */
export function idempotencyService(db: Db) {
  return {
    async claim(
      scope: string,
      key: string,
      requestHash: string,
      now = new Date(),
    ): Promise<IdempotencyClaim> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          const row = await db.idempotencyKey.create({
            data: {
              scope,
              key,
              requestHash,
              createdAt: now,
              expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
            },
            select: { id: true },
          });
          return { kind: 'claimed', id: row.id };
        } catch (error) {
          if (!isUniqueClash(error)) throw error;
        }
        const row = await db.idempotencyKey.findUnique({ where: { scope_key: { scope, key } } });
        if (!row) continue; // released meanwhile: claim it again
        const stale =
          row.status === null && row.createdAt.getTime() < now.getTime() - IDEMPOTENCY_STALE_MS;
        if (row.expiresAt <= now || stale) {
          await db.idempotencyKey.deleteMany({ where: { id: row.id, createdAt: row.createdAt } });
          continue;
        }
        if (row.requestHash !== requestHash) return { kind: 'mismatch' };
        if (row.status === null) return { kind: 'in_flight' };
        if (row.body === null) return { kind: 'done' };
        return {
          kind: 'replay',
          status: row.status,
          body: row.body,
          contentType: row.contentType,
        };
      }
      return { kind: 'in_flight' };
    },

    /**
     * Stores the success of a claimed key: its answer, or only a marker that
     * it ran when `answer` is null (it held a secret) or is over the caps.
     * Then keeps the caller within its caps, oldest out, and deletes every
     * key past its 24 hours (the status run does too, but nothing waits for it).
     */
    async complete(
      claimed: { id: number; scope: string },
      status: number,
      answer: { body: string; contentType: string | null } | null,
      caps: IdempotencyCaps,
      now = new Date(),
    ) {
      const size = answer ? Buffer.byteLength(answer.body, 'utf8') : 0;
      const kept = answer && size <= Math.min(caps.maxAnswerBytes, caps.maxBytes) ? answer : null;
      await db.$transaction(async (tx) => {
        await tx.idempotencyKey.updateMany({
          where: { id: claimed.id },
          data: {
            status,
            body: kept?.body ?? null,
            contentType: kept?.contentType ?? null,
            size: kept ? size : 0,
          },
        });
        const stored = await tx.idempotencyKey.findMany({
          where: { scope: claimed.scope, status: { not: null } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          select: { id: true, size: true },
        });
        let bytes = 0;
        const out = stored
          .filter((row, i) => {
            bytes += row.size;
            return i >= caps.maxKeys || bytes > caps.maxBytes;
          })
          .map((row) => row.id);
        if (out.length) await tx.idempotencyKey.deleteMany({ where: { id: { in: out } } });
        await tx.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
      });
    },

    /** Frees a claimed key whose answer is not kept (a retry runs again). */
    async release(id: number) {
      await db.idempotencyKey.deleteMany({ where: { id } });
    },

    /** Deletes the keys past their 24 hours (the status run); how many. */
    async purgeExpired(now = new Date()): Promise<number> {
      const { count } = await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
      return count;
    },
  };
}
