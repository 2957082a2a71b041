import { AppError } from '@/server/errors';
import { metrics } from '@/server/ops/metrics';
import { limiterStore } from '@/server/redis/limiter-store';

export interface RateLimitOptions {
  /** Names the limit, e.g. 'login'. */
  name: string;
  /** Tries allowed per key within the window. */
  points: number;
  windowSeconds: number;
}

/**
 * A limit on tries per key (an IP address, an e-mail, ...) in a sliding
 * window, kept in this server's memory, or in Redis for every server process
 * when REDIS_URL is set (limiter-store.ts). `consume` counts one try against
 * every key given and throws a 429 (errors.too_many_requests, translated by
 * the error formatter) when any of them is spent.
 */
/** What a refusal of a rate limit tells the caller (the REST adapter's Retry-After and RateLimit-* headers). */
export interface RateLimitParams {
  retryAfterSeconds: number;
  limit: number;
}

export function createRateLimit({ name, points, windowSeconds }: RateLimitOptions) {
  const store = limiterStore({ keyPrefix: name, points, duration: windowSeconds });
  return {
    async consume(...keys: string[]): Promise<void> {
      const limiter = await store();
      const results = await Promise.allSettled(
        keys.map((key) => limiter.consume(key.toLowerCase())),
      );
      const refused = results.filter((r) => r.status === 'rejected');
      if (refused.length) {
        metrics.rateLimited(name);
        // The spent key that frees up last says when to come back (Retry-After, RateLimit-Reset).
        const waitMs = Math.max(
          0,
          ...refused.map((r) => Number((r.reason as { msBeforeNext?: number })?.msBeforeNext) || 0),
        );
        throw new AppError('TOO_MANY_REQUESTS', 'errors.too_many_requests', undefined, {
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
          limit: points,
        } satisfies RateLimitParams);
      }
    },
    /** Forgets a key, e.g. after a successful login. */
    async reset(key: string): Promise<void> {
      await (await store()).delete(key.toLowerCase());
    },
    /** Gives one try back to a key, e.g. a try that turned out not to be a guess. */
    async refund(key: string): Promise<void> {
      await (await store()).reward(key.toLowerCase(), 1);
    },
  };
}

/**
 * A count of events per key in a fixed window (kept like the limits above),
 * for policies that change with the count rather than refuse: `add` returns
 * the count including this event, so exactly one caller sees each value.
 */
export function createCounter({ name, windowSeconds }: Omit<RateLimitOptions, 'points'>) {
  const store = limiterStore({
    keyPrefix: name,
    points: Number.MAX_SAFE_INTEGER,
    duration: windowSeconds,
  });
  return {
    async add(key: string): Promise<number> {
      return (await (await store()).consume(key.toLowerCase())).consumedPoints;
    },
    async count(key: string): Promise<number> {
      return (await (await store()).get(key.toLowerCase()))?.consumedPoints ?? 0;
    },
  };
}
