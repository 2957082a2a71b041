// The page cache of `next start` (docs/policies/page-cache.md; docs/architecture.md: "Languages and caching" and
// "Several servers, one site"). next.config.ts names this file as Next's cacheHandler and hands
// it the bound validated in src/env.ts. Only pages that answered 200 are stored, at most
// PAGE_CACHE_MAX_ENTRIES of them and PAGE_CACHE_MAX_MB of bytes, the least recently used leaving
// first: without REDIS_URL on the local disk (Next's own file-system cache, as on a single
// server), with it in Redis, shared by every instance.
import { createClient } from '@redis/client';
import pino from 'pino';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import {
  boundedFileSystemCache,
  boundedRedisHandler,
  pageCacheBound,
} from './src/server/cache/bounded-page-cache.mjs';
import { logLineOptions } from './src/server/log-format.mjs';

const bound = pageCacheBound(process.env);

/** The server log's line format (src/server/log-format.mjs). */
const log = pino(logLineOptions(process.env.LOG_LEVEL || 'info'));

/**
 * Rendered pages live in Redis under a prefix naming the build, so every
 * instance of one build shares them and a new build never serves the pages of
 * an old one. An invalidation (revalidatePath after a staff edit) marks its
 * tags in Redis, and every instance checks them on each read. While Redis is
 * unreachable, commands fail at once (no offline queue) and pages are rendered
 * fresh instead of served stale; the client reconnects on its own.
 */
function redisPageCache() {
  CacheHandler.onCreation(({ buildId }) => {
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000 },
    });
    let lastError = 0;
    client.on('error', (error) => {
      if (Date.now() - lastError < 30_000) return;
      lastError = Date.now();
      log.warn({ error: error.message }, 'page cache: redis error');
    });
    // Not awaited: a first connection that takes its time must not hold requests up.
    client.connect().catch(() => {});
    const keyPrefix = `${process.env.REDIS_KEY_PREFIX}page:${buildId ?? 'dev'}:`;
    const keys = {
      keyPrefix,
      sharedTagsKey: '__sharedTags__',
      sharedTagsTtlKey: '__sharedTagsTtl__',
    };
    return {
      handlers: [
        boundedRedisHandler(createRedisHandler({ client, ...keys, timeoutMs: 2_000 }), {
          client,
          ...keys,
          ...bound,
        }),
      ],
    };
  });
  return CacheHandler;
}

export default process.env.REDIS_URL
  ? redisPageCache()
  : boundedFileSystemCache(bound, process.env.PAGE_CACHE_DIR);
