import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/env';
import { log } from '@/server/log';
import { redisClient, sharedStoreConfigured } from '@/server/redis/client';

export interface LimiterStoreOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * A rate-limiter-flexible store for counts per key: in this process's memory
 * (one server), or in Redis when REDIS_URL is set, so every server process
 * counts against the same numbers. Should Redis fail, the counts carry on in
 * this process's memory (rate-limiter-flexible's insurance limiter) rather
 * than refusing everyone, and Redis takes over again once it is back.
 */
export function limiterStore(options: LimiterStoreOptions): () => Promise<RateLimiterAbstract> {
  const memory = new RateLimiterMemory(options);
  if (!sharedStoreConfigured()) return () => Promise.resolve(memory);
  let shared: RateLimiterRedis | undefined;
  return async () => {
    if (shared) return shared;
    try {
      const client = await redisClient();
      shared = new RateLimiterRedis({
        ...options,
        keyPrefix: `${env.REDIS_KEY_PREFIX}limit:${options.keyPrefix}`,
        storeClient: client,
        useRedisPackage: true,
        insuranceLimiter: memory,
      });
      return shared;
    } catch (error) {
      log.warn('redis unreachable: counting in this process for now', {
        limit: options.keyPrefix,
        error: (error as Error).message,
      });
      return memory;
    }
  };
}
