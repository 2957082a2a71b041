import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boundedFileSystemCache,
  boundedRedisHandler,
  entryBytes,
  pageCacheBound,
  storable,
} from '@/server/cache/bounded-page-cache.mjs';

/**
 * The page cache's policy and bound (cache-handler.mjs, docs/policies/page-cache.md),
 * on Next's file-system cache in a directory of the test's own and on the
 * Redis handler under a key prefix of the test's own. The production build
 * is proved in tests/cluster/page-cache-bound.test.ts.
 */
const require = createRequire(import.meta.url);
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
const REDIS_URL = process.env.PAGE_CACHE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const KEY_PREFIX = `${process.env.PAGE_CACHE_TEST_KEY_PREFIX ?? 'asc-test-cache:'}unit:${Date.now().toString(36)}:`;
const KB = 1024;

const page = (kb: number, status?: number) => ({
  kind: 'APP_PAGE',
  html: 'x'.repeat(kb * KB),
  rscData: Buffer.alloc(0),
  headers: {},
  status,
  postponed: undefined,
  segmentData: new Map(),
});
const key = (name: string) => `/route-cache/APP_PAGE/0123abcd/$/th/${name}`;
const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const setCtx = {
  cacheControl: { revalidate: 300, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
};

describe('what the page cache stores', () => {
  it('stores a page that answered 200, never a 404, a redirect or an error', () => {
    expect(storable(page(1, 200))).toBe(true);
    expect(storable(page(1))).toBe(true);
    for (const status of [404, 301, 307, 308, 500])
      expect(storable(page(1, status)), String(status)).toBe(false);
    expect(storable(null)).toBe(false);
  });

  it("counts an entry's bytes: HTML, payload, prefetch segments and metadata", () => {
    const value = {
      ...page(10),
      rscData: Buffer.alloc(3 * KB),
      segmentData: new Map([['/_tree', Buffer.alloc(2 * KB)]]),
    };
    expect(entryBytes(value)).toBeGreaterThan(15 * KB);
    expect(entryBytes(value)).toBeLessThan(16 * KB);
    expect(entryBytes({ ...page(1), html: 'ก'.repeat(1000) })).toBeGreaterThan(3000);
  });

  it('reads its bound from the settings next.config.ts hands over, and refuses to run without them', () => {
    expect(pageCacheBound({ PAGE_CACHE_MAX_ENTRIES: '2000', PAGE_CACHE_MAX_MB: '0.5' })).toEqual({
      maxEntries: 2000,
      maxBytes: 512 * KB,
    });
    expect(() => pageCacheBound({})).toThrow(/PAGE_CACHE_MAX_ENTRIES/);
  });
});

describe("on the local disk (Next's file-system cache)", () => {
  const dirs: string[] = [];
  const server = (
    bound: { maxEntries: number; maxBytes: number },
    dir = mkdtempSync(path.join(os.tmpdir(), 'asc-page-cache-')),
  ) => {
    dirs.push(dir);
    const Cache = boundedFileSystemCache(bound);
    // Next makes one handler per request; they share the index.
    const handler = () =>
      new Cache({
        fs: nodeFs,
        serverDistDir: dir,
        flushToDisk: true,
        maxMemoryCacheSize: 50 * KB * KB,
        revalidatedTags: [],
      });
    const onDisk = (name: string) => existsSync(path.join(dir, `${key(name)}.html`));
    return {
      dir,
      handler,
      onDisk,
      set: (name: string, value: unknown) => handler().set(key(name), value, setCtx),
      get: (name: string) => handler().get(key(name), getCtx),
    };
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps at most its number of entries, the least recently used out first, files and memory copy', async () => {
    const cache = server({ maxEntries: 3, maxBytes: 100 * KB * KB });
    for (const name of ['d-a', 'd-b', 'd-c']) await cache.set(name, page(1));
    expect(await cache.get('d-a')).not.toBeNull();
    await cache.set('d-d', page(1));
    expect(cache.onDisk('d-b')).toBe(false);
    expect(await cache.get('d-b')).toBeNull();
    for (const name of ['d-a', 'd-c', 'd-d']) {
      expect(cache.onDisk(name), name).toBe(true);
      expect(await cache.get(name), name).not.toBeNull();
    }
  });

  it('keeps at most its bytes, and never an entry larger than the whole bound', async () => {
    const cache = server({ maxEntries: 100, maxBytes: 25 * KB });
    for (const name of ['b-a', 'b-b', 'b-c']) await cache.set(name, page(10));
    expect(['b-a', 'b-b', 'b-c'].map(cache.onDisk)).toEqual([false, true, true]);
    await cache.set('b-huge', page(30));
    expect(cache.onDisk('b-huge')).toBe(false);
    expect(await cache.get('b-huge')).toBeNull();
  });

  it('does not store a 404, and drops what it held at an address that has become one', async () => {
    const cache = server({ maxEntries: 10, maxBytes: 100 * KB * KB });
    await cache.set('n-gone', page(1, 404));
    expect(cache.onDisk('n-gone')).toBe(false);
    expect(await cache.get('n-gone')).toBeNull();
    await cache.set('n-was', page(1));
    expect(await cache.get('n-was')).not.toBeNull();
    await cache.set('n-was', page(1, 404));
    expect(cache.onDisk('n-was')).toBe(false);
    expect(await cache.get('n-was')).toBeNull();
  });

  it('takes the pages a previous run left on disk into its bound, the oldest out first', async () => {
    const before = server({ maxEntries: 10, maxBytes: 100 * KB * KB });
    // Written a minute apart, oldest first (the time a page was last used is its file's).
    const minuteAgo = Date.now() / 1000 - 60;
    for (const [n, name] of ['s-a', 's-b', 's-c'].entries()) {
      await before.set(name, page(1));
      const meta = path.join(before.dir, `${key(name)}.meta`);
      utimesSync(meta, minuteAgo + n * 20, minuteAgo + n * 20);
    }
    const after = server({ maxEntries: 2, maxBytes: 100 * KB * KB }, before.dir);
    after.handler();
    expect(['s-a', 's-b', 's-c'].map(after.onDisk)).toEqual([false, true, true]);
  });
});

describe('in a folder of its own (PAGE_CACHE_DIR)', () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'asc-page-cache-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the pages there, not in the build, within the bound, and two servers of one build never see each other's", async () => {
    const build = temp();
    const handlerOf = (cacheDir: string) => {
      const Cache = boundedFileSystemCache({ maxEntries: 2, maxBytes: 100 * KB * KB }, cacheDir);
      return () =>
        new Cache({ fs: nodeFs, serverDistDir: build, flushToDisk: true, revalidatedTags: [] });
    };
    const [first, second] = [temp(), temp()];
    const one = handlerOf(first);
    const two = handlerOf(second);
    await one().set(key('f-a'), page(1), setCtx);
    expect(existsSync(path.join(first, `${key('f-a')}.html`))).toBe(true);
    expect(existsSync(path.join(build, `${key('f-a')}.html`))).toBe(false);
    expect(await one().get(key('f-a'), getCtx)).not.toBeNull();
    // The other server (a process of its own: its memory copy is its own too) has nothing on its disk.
    await two().set(key('f-z'), page(1), setCtx);
    expect(existsSync(path.join(second, `${key('f-a')}.html`))).toBe(false);
    expect(existsSync(path.join(first, `${key('f-z')}.html`))).toBe(false);
    // The bound holds in the folder: a third page pushes the least recently used out.
    await one().set(key('f-b'), page(1), setCtx);
    await one().set(key('f-c'), page(1), setCtx);
    expect(existsSync(path.join(first, `${key('f-a')}.html`))).toBe(false);
    expect(existsSync(path.join(first, `${key('f-c')}.html`))).toBe(true);
  });
});

describe('in Redis (REDIS_URL, several servers)', () => {
  const client = createClient({ url: REDIS_URL });
  const keys = {
    keyPrefix: KEY_PREFIX,
    sharedTagsKey: '__sharedTags__',
    sharedTagsTtlKey: '__sharedTagsTtl__',
  };
  const handlerWith = (bound: { maxEntries: number; maxBytes: number }) =>
    boundedRedisHandler(createRedisHandler({ client, ...keys, timeoutMs: 2_000 }), {
      client,
      ...keys,
      ...bound,
    });
  const entry = (value: unknown) => ({ lastModified: Date.now(), lifespan: null, tags: [], value });
  const stored = async (name: string) => (await client.exists(KEY_PREFIX + key(name))) === 1;

  beforeAll(async () => {
    await client.connect();
  });
  afterAll(async () => {
    for await (const batch of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 1000 }))
      if (batch.length) await client.unlink(batch);
    await client.quit();
  });

  it('keeps at most its number of entries across instances, the least recently used out first', async () => {
    const one = handlerWith({ maxEntries: 3, maxBytes: 100 * KB * KB });
    const two = handlerWith({ maxEntries: 3, maxBytes: 100 * KB * KB });
    await one.set(key('r-a'), entry(page(1)), {});
    await two.set(key('r-b'), entry(page(1)), {});
    await one.set(key('r-c'), entry(page(1)), {});
    expect(await two.get(key('r-a'), { implicitTags: [] })).not.toBeNull();
    await client.ping(); // the use of r-a is recorded without waiting; a command after it has seen it
    await two.set(key('r-d'), entry(page(1)), {});
    expect(await Promise.all(['r-a', 'r-b', 'r-c', 'r-d'].map(stored))).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(await one.get(key('r-b'), { implicitTags: [] })).toBeNull();
    expect(Number(await client.hExists(`${KEY_PREFIX}__sharedTags__`, key('r-b')))).toBe(0);
    expect(await client.zCard(`${KEY_PREFIX}__lru__`)).toBe(3);
  });

  it('keeps at most its bytes, counted as Redis stores them', async () => {
    const handler = handlerWith({ maxEntries: 100, maxBytes: 40 * KB });
    for (const name of ['rb-a', 'rb-b', 'rb-c']) await handler.set(key(name), entry(page(15)), {});
    expect(await Promise.all(['rb-a', 'rb-b', 'rb-c'].map(stored))).toEqual([false, true, true]);
    const total = Number(await client.get(`${KEY_PREFIX}__lruBytes__`));
    const lengths = await Promise.all(
      ['rb-b', 'rb-c'].map((name) => client.strLen(KEY_PREFIX + key(name))),
    );
    // Both indexes share the prefix: the earlier test's three small pages are counted too.
    expect(total).toBeGreaterThanOrEqual(lengths[0]! + lengths[1]!);
    expect(total).toBeLessThanOrEqual(40 * KB);
  });

  it('does not store a 404, drops what it held at that address, and forgets pages that expired', async () => {
    const handler = handlerWith({ maxEntries: 100, maxBytes: 100 * KB * KB });
    await handler.set(key('rn-gone'), entry(page(1, 404)), {});
    expect(await stored('rn-gone')).toBe(false);
    await handler.set(key('rn-was'), entry(page(1)), {});
    expect(await stored('rn-was')).toBe(true);
    await handler.set(key('rn-was'), entry(page(1, 404)), {});
    expect(await stored('rn-was')).toBe(false);
    expect(await client.zScore(`${KEY_PREFIX}__lru__`, key('rn-was'))).toBeNull();
    // A value Redis let expire leaves the index at its next read.
    await handler.set(key('rn-expired'), entry(page(1)), {});
    await client.unlink(KEY_PREFIX + key('rn-expired'));
    expect(await handler.get(key('rn-expired'), { implicitTags: [] })).toBeNull();
    await client.ping();
    expect(await client.zScore(`${KEY_PREFIX}__lru__`, key('rn-expired'))).toBeNull();
    expect(await client.hGet(`${KEY_PREFIX}__lruSizes__`, key('rn-expired'))).toBeNull();
  });
});
