import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError } from '@/server/errors';

export interface RateLimitOptions {
  /** Names the limit, e.g. 'login'. */
  name: string;
  /** Tries allowed per key within the window. */
  points: number;
  windowSeconds: number;
}

/**
 * A limit on tries per key (an IP address, an e-mail, ...) in a sliding
 * window, kept in this server's memory. `consume` counts one try against
 * every key given and throws a 429 (errors.too_many_requests, translated by
 * the error formatter) when any of them is spent.
 */
export function createRateLimit({ name, points, windowSeconds }: RateLimitOptions) {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
  return {
    async consume(...keys: string[]): Promise<void> {
      const results = await Promise.allSettled(keys.map((key) => limiter.consume(key.toLowerCase())));
      if (results.some((r) => r.status === 'rejected')) {
        throw new AppError('TOO_MANY_REQUESTS', 'errors.too_many_requests');
      }
    },
    /** Forgets a key, e.g. after a successful login. */
    async reset(key: string): Promise<void> {
      await limiter.delete(key.toLowerCase());
    },
  };
}
