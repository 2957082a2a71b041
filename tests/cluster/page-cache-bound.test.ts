import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheState,
  canonicalListUrls,
  clearRouteCache,
  cpuSeconds,
  deleteRedisPrefix,
  diskEntries,
  diskUsage,
  ensureListVariants,
  junkUrls,
  MB,
  redisClientFor,
  redisPagePrefix,
  redisUsage,
  requestAll,
} from './page-cache';
import { startServer, type Server } from './servers';

/**
 * The page cache of a production build holds what a visitor can reach by a
 * link, within a bound (docs/policies/page-cache.md): free-text searches, ids that do
 * not exist, ids written another way, unknown paths and list filters naming
 * nothing the list offers are rendered but never stored, and the least
 * recently used pages leave when the bound is reached. On the local disk
 * (Next's file-system cache, one server) and in Redis (REDIS_URL, several).
 * Runs once, in the SQLite run of the cluster project: the database is not
 * what it is about.
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
/** The servers' port; the junk proof's Redis server takes the next one. */
const PORT = Number(process.env.PAGE_CACHE_TEST_PORT ?? 3811);
const REDIS_URL = process.env.PAGE_CACHE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The test's own keys in a Redis other things may share. */
const KEY_PREFIX = process.env.PAGE_CACHE_TEST_KEY_PREFIX ?? 'asc-test-cache:';
const JUNK_GROWTH_LIMIT = 5 * MB;

type Mode = 'disk' | 'redis';

describe.skipIf(onPostgres)(
  'the page cache: what a visitor reaches by a link, within a bound',
  () => {
    const redis = redisClientFor(REDIS_URL);
    const servers: Server[] = [];
    let pagePrefix = '';

    const start = async (mode: Mode, env: Record<string, string> = {}, port = PORT) => {
      const server = await startServer(port, {
        redisUrl: mode === 'redis' ? REDIS_URL : undefined,
        env: { REDIS_KEY_PREFIX: KEY_PREFIX, ...env },
      });
      servers.push(server);
      return server;
    };

    /** What the cache takes: its directory on disk (the Redis server writes none), and in Redis its keys' memory. */
    const usage = async (mode: Mode) => {
      if (mode === 'disk') {
        const { disk, files } = diskUsage();
        return { bytes: disk, items: files, unit: 'files' };
      }
      const { bytes, keys } = await redisUsage(redis, KEY_PREFIX);
      return { bytes, items: keys, unit: 'keys' };
    };

    /**
     * One server of the mode: the 20 list URLs stored and served from the
     * cache, then 2,000 distinct junk requests, 8 at a time; what the cache
     * took before and after, each junk answer, and the lists' answers after.
     */
    async function junkProof(mode: Mode, port: number) {
      const server = await start(mode, {}, port);
      const base = server.url;
      const lists = await canonicalListUrls(base);
      const stored = [];
      for (const url of lists) stored.push(await cacheState(base, url));
      const served = [];
      for (const url of lists) served.push(await cacheState(base, url));

      const before = await usage(mode);
      const junk = await junkUrls(`${mode}${Date.now().toString(36)}`);
      const began = Date.now();
      const cpuBefore = cpuSeconds(server.child.pid!);
      const statuses = await requestAll(base, junk, 8);
      const seconds = (Date.now() - began) / 1000;
      const cpu = cpuSeconds(server.child.pid!) - cpuBefore;
      const after = await usage(mode);
      const servedAfter = [];
      for (const url of lists) servedAfter.push(await cacheState(base, url));
      const search = await cacheState(base, junk[0]!);

      const byStatus: Record<number, number> = {};
      for (const status of statuses.values()) byStatus[status] = (byStatus[status] ?? 0) + 1;
      console.info(
        `[page cache, ${mode}] 2,000 junk requests in ${seconds.toFixed(1)} s (server CPU ${cpu.toFixed(1)} s), statuses ${JSON.stringify(byStatus)}; ` +
          `${(before.bytes / MB).toFixed(2)} MB / ${before.items} ${before.unit} -> ${(after.bytes / MB).toFixed(2)} MB / ${after.items} ${after.unit}`,
      );
      return {
        lists,
        stored,
        served,
        junk,
        statuses,
        grew: after.bytes - before.bytes,
        servedAfter,
        search,
      };
    }

    beforeAll(async () => {
      await ensureListVariants();
      await redis.connect();
      await deleteRedisPrefix(redis, KEY_PREFIX);
      pagePrefix = redisPagePrefix(KEY_PREFIX, readFileSync('.next/BUILD_ID', 'utf8').trim());
    });

    afterEach(async () => {
      await Promise.all(servers.splice(0).map((server) => server.stop()));
    });

    afterAll(async () => {
      await deleteRedisPrefix(redis, KEY_PREFIX);
      await redis.quit();
      clearRouteCache();
    });

    it('2,000 junk requests grow it by at most 5 MB, and the 20 list URLs are still served from it: on disk and in Redis', async () => {
      clearRouteCache();
      await deleteRedisPrefix(redis, KEY_PREFIX);
      // Side by side: a server renders on one core, the machine has two.
      const results = await Promise.all(
        (['disk', 'redis'] as const).map((mode, i) => junkProof(mode, PORT + i)),
      );
      for (const [i, r] of results.entries()) {
        const mode = i === 0 ? 'disk' : 'redis';
        expect(new Set(r.lists).size, mode).toBe(20);
        expect(new Set(r.junk).size, mode).toBe(2_000);
        for (const [j, url] of r.lists.entries()) {
          expect(r.stored[j]!.status, `${mode} ${url}`).toBe(200);
          expect(r.served[j], `${mode} ${url}`).toEqual({ status: 200, cache: 'HIT' });
        }
        // Every junk request was answered, none with an error: searches render (200), the rest are 404 (or a redirect to the canonical id).
        for (const [url, status] of r.statuses) {
          if (/[?&](name|keyword)=/.test(url)) expect(status, `${mode} ${url}`).toBe(200);
          else expect([301, 302, 307, 308, 404], `${mode} ${url}`).toContain(status);
        }
        expect(r.grew, mode).toBeLessThanOrEqual(JUNK_GROWTH_LIMIT);
        // The lists visitors reach are still served from the cache (STALE: served, and renewed behind, once older than the
        // 5 minutes a page is fresh, which a slow machine can reach here), and a search never became an entry.
        for (const [j, url] of r.lists.entries()) {
          expect(r.servedAfter[j]!.status, `${mode} ${url}`).toBe(200);
          expect(['HIT', 'STALE'], `${mode} ${url}`).toContain(r.servedAfter[j]!.cache);
        }
        expect(r.search.cache, mode).toBe('-');
      }
    }, 600_000);

    describe.each<Mode>(['disk', 'redis'])('on %s', (mode) => {
      it('evicts the least recently used page when the bound of entries is reached', async () => {
        clearRouteCache();
        await deleteRedisPrefix(redis, KEY_PREFIX);
        const server = await start(mode, { PAGE_CACHE_MAX_ENTRIES: '3' });
        const base = server.url;
        const [a, b, c, d] = ['/news', '/portfolio', '/services', '/product-testing'];
        for (const p of [a, b, c])
          expect(await cacheState(base, p!)).toEqual({ status: 200, cache: 'MISS' });
        // a is used again, so b is now the least recently used.
        expect((await cacheState(base, a!)).cache).toBe('HIT');
        expect((await cacheState(base, d!)).cache).toBe('MISS');
        await storedCount(mode).then((n) => expect(n).toBe(3));
        for (const p of [a, c, d]) expect((await cacheState(base, p!)).cache, p).toBe('HIT');
        expect((await cacheState(base, b!)).cache).toBe('MISS');
      }, 120_000);

      it('keeps the bytes it holds within the bound, the least recently used out first', async () => {
        clearRouteCache();
        await deleteRedisPrefix(redis, KEY_PREFIX);
        // A news page takes 100-200 KB stored (a third more in Redis): one or two fit in 0.3 MB, four do not.
        const server = await start(mode, { PAGE_CACHE_MAX_MB: '0.3' });
        const base = server.url;
        const ids = (await (await fetch(`${base}/news`)).text())
          .match(/href="\/news\/(\d+)"/g)!
          .map((m) => m.slice(6, -1));
        const pages = [...new Set(ids)].slice(0, 4);
        expect(pages).toHaveLength(4);
        for (const p of pages) expect((await cacheState(base, p)).status).toBe(200);
        const held = await storedBytes(mode);
        expect(held).toBeGreaterThan(0);
        expect(held).toBeLessThanOrEqual(0.3 * MB);
        expect((await cacheState(base, pages[3]!)).cache).toBe('HIT');
        expect((await cacheState(base, pages[0]!)).cache).toBe('MISS');
      }, 120_000);
    });

    /** Pages stored: entries on disk, or value keys in Redis (the index's own keys aside). */
    async function storedCount(mode: Mode): Promise<number> {
      if (mode === 'disk') return diskEntries().length;
      let n = 0;
      for await (const batch of redis.scanIterator({
        MATCH: `${pagePrefix}/route-cache/*`,
        COUNT: 1000,
      }))
        n += batch.length;
      return n;
    }

    /** Bytes of the stored pages: their files on disk, or their values in Redis. */
    async function storedBytes(mode: Mode): Promise<number> {
      if (mode === 'disk') return diskUsage().bytes;
      let bytes = 0;
      for await (const batch of redis.scanIterator({
        MATCH: `${pagePrefix}/route-cache/*`,
        COUNT: 1000,
      })) {
        for (const key of batch) bytes += await redis.strLen(key);
      }
      return bytes;
    }
  },
);
