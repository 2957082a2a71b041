import { env } from '@/env';
import { log } from '@/server/log';
import { redisClient, sharedStoreConfigured } from '@/server/redis/client';

/**
 * Bot-check tokens already accepted, kept until they expire so none is
 * accepted twice: in this process's memory (one server), or in Redis when
 * REDIS_URL is set, so a token spent on one server process is refused by
 * every other. Should Redis fail, this process's memory stands in (a token
 * could then be spent once more on another server, never twice here) rather
 * than refusing every form.
 */
const used = new Map<string, number>();
let lastSweep = 0;

function sweep(now: number) {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  for (const [key, expiresAt] of used) if (expiresAt <= now) used.delete(key);
}

function claimInMemory(key: string, expiresAt: number): boolean {
  const now = Date.now();
  sweep(now);
  const seen = used.get(key);
  if (seen !== undefined && seen > now) return false;
  used.set(key, expiresAt);
  return true;
}

async function claimInRedis(key: string, expiresAt: number): Promise<boolean> {
  // A token already past its expiry is refused by its verifier anyway; keep it a second at least.
  const at = Math.max(expiresAt, Date.now() + 1000);
  // SET NX: exactly one claim of a key succeeds, whichever server makes it.
  const answer = await (
    await redisClient()
  ).set(`${env.REDIS_KEY_PREFIX}bot-token:${key}`, '1', { NX: true, PXAT: at });
  return answer === 'OK';
}

export const usedTokens = {
  /** Records the token; false when it was already used. */
  async claim(key: string, expiresAt: number): Promise<boolean> {
    if (!sharedStoreConfigured()) return claimInMemory(key, expiresAt);
    try {
      return await claimInRedis(key, expiresAt);
    } catch (error) {
      log.warn('redis unreachable: used bot-check tokens kept in this process for now', {
        error: (error as Error).message,
      });
      return claimInMemory(key, expiresAt);
    }
  },
};
