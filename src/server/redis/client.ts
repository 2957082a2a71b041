import { createClient } from '@redis/client';
import { env } from '@/env';
import { log } from '@/server/log';

/**
 * The shared store of a site run as several server processes (docs/operations.md,
 * "Several servers, one site"): rate limits, used bot-check tokens and view
 * de-duplication live in Redis when REDIS_URL is set, and in this process's
 * memory when it is not (one server, the default).
 */
export const sharedStoreConfigured = (): boolean => Boolean(env.REDIS_URL);

/** How long a request waits for a first connection before its caller falls back. */
const CONNECT_TIMEOUT_MS = 2_000;

// RESP2: the replies rate-limiter-flexible's Redis store reads. Without an offline queue a
// command fails at once while the connection is down, so callers fall back instead of waiting.
const connect = (url: string) =>
  createClient({
    url,
    RESP: 2,
    pingInterval: 10_000,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS },
  });
type Client = ReturnType<typeof connect>;
const globalForRedis = globalThis as typeof globalThis & { ascRedis?: Promise<Client> };

/** After a first connection failed, calls fail at once for this long before one tries again. */
const RETRY_AFTER_MS = 10_000;
let downUntil = 0;
let lastErrorLog = 0;
function logError(error: Error) {
  const now = Date.now();
  if (now - lastErrorLog < 30_000) return;
  lastErrorLog = now;
  log.warn('redis error', { error: error.message });
}

/**
 * The process's one Redis connection, opened on first use. After a drop it
 * reconnects on its own; meanwhile commands fail at once and the callers fall
 * back to this process's memory, each as it says. A first connection that
 * does not come up in time is given up, and tried again 10 s later.
 */
export function redisClient(): Promise<Client> {
  const url = env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set');
  if (!globalForRedis.ascRedis && Date.now() < downUntil)
    return Promise.reject(new Error('redis unreachable, not retried yet'));
  const pending = (globalForRedis.ascRedis ??= (async () => {
    const client = connect(url);
    client.on('error', logError);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.connect(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no connection to redis within ${CONNECT_TIMEOUT_MS} ms`)),
            CONNECT_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      client.destroy();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return client;
  })().catch((error: unknown) => {
    globalForRedis.ascRedis = undefined;
    downUntil = Date.now() + RETRY_AFTER_MS;
    throw error;
  }));
  return pending;
}
