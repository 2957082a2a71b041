// The page cache shared by several server processes (README: "Several servers, one site").
// next.config.ts names this file as Next's cacheHandler only when REDIS_URL is set; without it
// Next keeps its own cache in .next, as on a single server.
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

/**
 * Rendered pages live in Redis under a prefix naming the build, so every
 * instance of one build shares them and a new build never serves the pages of
 * an old one. An invalidation (revalidatePath after a staff edit) marks its
 * tags in Redis, and every instance checks them on each read. While Redis is
 * unreachable, commands fail at once (no offline queue) and pages are rendered
 * fresh instead of served stale; the client reconnects on its own.
 */
CacheHandler.onCreation(({ buildId }) => {
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
  let lastError = 0;
  client.on('error', (error) => {
    if (Date.now() - lastError < 30_000) return;
    lastError = Date.now();
    console.warn(`[warn] page cache: redis error ${JSON.stringify({ error: error.message })}`);
  });
  // Not awaited: a first connection that takes its time must not hold requests up.
  client.connect().catch(() => {});
  const prefix = `asc:page:${buildId ?? 'dev'}:`;
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: prefix,
        sharedTagsKey: `${prefix}__sharedTags__`,
        sharedTagsTtlKey: `${prefix}__sharedTagsTtl__`,
        timeoutMs: 2_000,
      }),
    ],
  };
});

export default CacheHandler;
