// The page cache's policy and bound, for cache-handler.mjs, which Next.js loads as plain
// JavaScript at `next start` (docs/policies/page-cache.md). What is stored: a rendered page that
// answered 200. How much: at most a number of pages and of bytes, the least recently used
// leaving first, on the local disk (Next's own file-system cache, one server) and in Redis
// (REDIS_URL, several servers) alike.
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { makeLite } from './lite-page.mjs';

const require = createRequire(import.meta.url);

/** Rendered pages and route answers live under this prefix of Next's cache keys (and directory of .next/server). */
const ROUTE_CACHE = '/route-cache/';
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
/** The files Next writes for one entry beside its key: the HTML or body, the payload, the metadata, and a directory of prefetch segments. */
const ENTRY_SUFFIXES = ['.html', '.rsc', '.body', '.json', '.meta', '.segments'];

/**
 * The bound from the settings validated in src/env.ts, which next.config.ts
 * hands to the handler's process (PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_MB).
 * @param {Record<string, string | undefined>} settings
 */
export function pageCacheBound(settings) {
  const maxEntries = Number(settings.PAGE_CACHE_MAX_ENTRIES);
  const maxMb = Number(settings.PAGE_CACHE_MAX_MB);
  if (!Number.isInteger(maxEntries) || maxEntries < 1 || !(maxMb > 0)) {
    throw new Error(
      'page cache: PAGE_CACHE_MAX_ENTRIES and PAGE_CACHE_MAX_MB are not set (next.config.ts hands them over from src/env.ts)',
    );
  }
  return { maxEntries, maxBytes: Math.floor(maxMb * 1024 * 1024) };
}

/**
 * Whether a rendered answer may be stored: only a page that answered 200.
 * A 404 (an id or a list filter naming nothing that exists), a redirect or
 * an error is rendered for the visitor and never stored, so made-up
 * addresses cannot fill the cache.
 * @param {any} value Next's cache value (kind APP_PAGE, APP_ROUTE, PAGES, FETCH...), or null
 */
export function storable(value) {
  if (!value) return false;
  if (RESPONSE_KINDS.has(value.kind)) return value.status == null || value.status === 200;
  return true;
}

const bytesOf = (/** @type {any} */ data) =>
  data == null ? 0 : typeof data === 'string' ? Buffer.byteLength(data) : (data.byteLength ?? 0);

/**
 * The bytes an entry's files hold: HTML (or body), payload, prefetch
 * segments and metadata (headers and status; estimated, it is small).
 * @param {any} value
 */
export function entryBytes(value) {
  if (!value) return 0;
  let bytes =
    bytesOf(value.html) + bytesOf(value.rscData) + bytesOf(value.body) + bytesOf(value.postponed);
  if (value.pageData) bytes += bytesOf(JSON.stringify(value.pageData));
  if (value.segmentData)
    for (const [segment, data] of value.segmentData) bytes += bytesOf(segment) + bytesOf(data);
  if (value.kind === 'FETCH') bytes += bytesOf(JSON.stringify(value.data ?? ''));
  return (
    bytes +
    bytesOf(JSON.stringify({ headers: value.headers ?? null, status: value.status ?? null })) +
    128
  );
}

/**
 * Next's own file-system page cache (pages in .next/server/route-cache, the
 * most used of them also in memory, `cacheMaxMemorySize`), with an index of
 * the pages it holds on disk: each page's bytes and when it was last served.
 * Storing a page beyond the bound removes the least recently used ones, files
 * and memory copy. Pages already on disk when the server starts are taken into
 * the index, oldest first. One index per process: Next creates a handler per
 * request, all of them share it. `cacheDir` (PAGE_CACHE_DIR) puts the rendered
 * pages in a folder of their own instead of the build's.
 * @param {{ maxEntries: number, maxBytes: number }} bound
 * @param {string} [cacheDir]
 */
export function boundedFileSystemCache({ maxEntries, maxBytes }, cacheDir = undefined) {
  /** @type {any} */
  const FileSystemCache =
    require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
  /** @type {string[]} */
  let evicted = [];
  const index = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (/** @type {number} */ bytes) => Math.max(1, bytes),
    dispose: (_bytes, key, reason) => {
      if (reason === 'evict') evicted.push(key);
    },
  });
  /** @type {string | undefined} */
  let root;

  /** Files of an entry, by its key; only ever under .next/server/route-cache. */
  const entryFiles = (/** @type {string} */ key) => {
    const base = path.join(/** @type {string} */ (root), key);
    if (!base.startsWith(path.join(/** @type {string} */ (root), ROUTE_CACHE))) return [];
    return ENTRY_SUFFIXES.map((suffix) => base + suffix);
  };
  const removeEntry = async (/** @type {string} */ key) => {
    FileSystemCache.memoryCache?.remove(key);
    await Promise.all(entryFiles(key).map((file) => rm(file, { recursive: true, force: true })));
  };

  /** Indexes a page that is on disk now, and gives the keys that must go to keep the bound (it among them if it alone exceeds it). */
  const record = (/** @type {string} */ key, /** @type {number} */ bytes) => {
    evicted = [];
    index.set(key, bytes);
    if (!index.has(key)) evicted.push(key);
    const gone = evicted;
    evicted = [];
    return gone;
  };

  /** The pages a previous run of this build left on disk, oldest first. */
  const adopt = () => {
    /** @type {{ key: string, bytes: number, at: number }[]} */
    const found = [];
    const sizeOf = (/** @type {string} */ file) => {
      try {
        const stat = lstatSync(file);
        if (!stat.isDirectory()) return stat.size;
        return readdirSync(file).reduce((sum, name) => sum + sizeOf(path.join(file, name)), 0);
      } catch {
        return 0;
      }
    };
    const walk = (/** @type {string} */ dir) => {
      let names;
      try {
        names = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of names) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory() && !entry.name.endsWith('.segments')) walk(file);
        else if (entry.name.endsWith('.meta')) {
          const key = file
            .slice(/** @type {string} */ (root).length, -'.meta'.length)
            .split(path.sep)
            .join('/');
          found.push({
            key,
            bytes: entryFiles(key).reduce((sum, f) => sum + sizeOf(f), 0),
            at: lstatSync(file).mtimeMs,
          });
        }
      }
    };
    walk(path.join(/** @type {string} */ (root), ROUTE_CACHE));
    found.sort((a, b) => a.at - b.at);
    for (const { key, bytes } of found) {
      for (const gone of record(key, bytes))
        for (const file of entryFiles(gone)) rmSync(file, { recursive: true, force: true });
    }
  };

  return class BoundedFileSystemCache extends FileSystemCache {
    /** @param {any} ctx */
    constructor(ctx) {
      super(ctx);
      if (root === undefined) {
        root = cacheDir ?? ctx.serverDistDir;
        adopt();
      }
    }

    /** A rendered page's files: under the cache folder when one is set (PAGE_CACHE_DIR), the build's own pages where Next keeps them. @param {string} key @param {any} kind */
    getFilePath(key, kind) {
      if (!cacheDir || !key.startsWith(ROUTE_CACHE)) return super.getFilePath(key, kind);
      const file = path.join(cacheDir, key);
      if (!file.startsWith(path.join(cacheDir, ROUTE_CACHE)))
        throw new Error(`Invalid file path: ${file}`);
      return file;
    }

    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      const data = await super.get(key, ctx);
      if (data?.value && key.startsWith(ROUTE_CACHE)) {
        // Served: now the most recently used. A page Next copied from the build's own (a prerendered seed) joins the index.
        if (index.get(key) === undefined)
          for (const gone of record(key, entryBytes(data.value))) await removeEntry(gone);
      }
      return data;
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      if (!key.startsWith(ROUTE_CACHE)) return super.set(key, data, ctx);
      if (!storable(data)) {
        // Not kept, and what was kept under this address goes (a page that has become a 404).
        if (index.delete(key)) await removeEntry(key);
        return;
      }
      makeLite(data);
      await super.set(key, data, ctx);
      for (const gone of record(key, entryBytes(data))) await removeEntry(gone);
    }
  };
}

/** Records a page just stored in Redis and removes the least recently used beyond the bound, in one step for every instance. */
const RECORD_SCRIPT = `
local member = ARGV[1]
local size = redis.call('STRLEN', ARGV[5] .. member)
if size == 0 then return {} end
local old = tonumber(redis.call('HGET', KEYS[2], member) or '0')
redis.call('HSET', KEYS[2], member, size)
local total = redis.call('INCRBY', KEYS[3], size - old)
redis.call('ZADD', KEYS[1], ARGV[2], member)
local maxEntries = tonumber(ARGV[3])
local maxBytes = tonumber(ARGV[4])
local evicted = {}
while redis.call('ZCARD', KEYS[1]) > maxEntries or total > maxBytes do
  local oldest = redis.call('ZPOPMIN', KEYS[1])
  if #oldest == 0 then break end
  local gone = oldest[1]
  total = redis.call('DECRBY', KEYS[3], tonumber(redis.call('HGET', KEYS[2], gone) or '0'))
  redis.call('HDEL', KEYS[2], gone)
  redis.call('UNLINK', ARGV[5] .. gone)
  redis.call('HDEL', KEYS[4], gone)
  redis.call('HDEL', KEYS[5], gone)
  evicted[#evicted + 1] = gone
end
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('EXPIRE', KEYS[2], ARGV[6])
redis.call('EXPIRE', KEYS[3], ARGV[6])
return evicted`;

/** Takes a page out of the index (ARGV[3] = '1': only if its value is gone, expired or invalidated). */
const FORGET_SCRIPT = `
if ARGV[3] == '1' and redis.call('EXISTS', ARGV[2] .. ARGV[1]) == 1 then return 0 end
local size = redis.call('HGET', KEYS[2], ARGV[1])
if size then
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('DECRBY', KEYS[3], tonumber(size))
end
redis.call('ZREM', KEYS[1], ARGV[1])
return 1`;

/** The index outlives a build's last write by this long, then goes with the build's pages. */
const INDEX_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * A Redis handler of @fortedigital/nextjs-cache-handler (redis-strings)
 * within the bound: only pages that answered 200 are stored, and beside them
 * an index in Redis (a sorted set of keys by last use, a hash of their sizes
 * in bytes, their total), shared by every instance. Storing a page beyond the
 * bound removes the least recently used pages with their tags, atomically (a
 * Lua script, on one Redis; the page keys share the prefix). A page served
 * is marked used without waiting for the answer.
 * @param {any} inner the redis-strings handler
 * @param {{ client: any, keyPrefix: string, sharedTagsKey: string, sharedTagsTtlKey: string, maxEntries: number, maxBytes: number }} options
 */
export function boundedRedisHandler(
  inner,
  { client, keyPrefix, sharedTagsKey, sharedTagsTtlKey, maxEntries, maxBytes },
) {
  const order = `${keyPrefix}__lru__`;
  const sizes = `${keyPrefix}__lruSizes__`;
  const total = `${keyPrefix}__lruBytes__`;
  const ignore = () => {};
  const forget = (/** @type {string} */ key, /** @type {boolean} */ onlyIfGone) =>
    client.eval(FORGET_SCRIPT, {
      keys: [order, sizes, total],
      arguments: [key, keyPrefix, onlyIfGone ? '1' : '0'],
    });

  return {
    name: 'bounded-redis-strings',
    /** @param {string} key @param {any} meta */
    async get(key, meta) {
      const value = await inner.get(key, meta);
      if (value)
        client.zAdd(order, { score: Date.now(), value: key }, { condition: 'XX' }).catch(ignore);
      else forget(key, true).catch(ignore);
      return value;
    },
    /** @param {string} key @param {any} cacheValue @param {any} ctx */
    async set(key, cacheValue, ctx) {
      if (!storable(cacheValue?.value)) {
        await inner.delete(key);
        await forget(key, false);
        return;
      }
      makeLite(cacheValue.value);
      await inner.set(key, cacheValue, ctx);
      await client.eval(RECORD_SCRIPT, {
        keys: [order, sizes, total, keyPrefix + sharedTagsKey, keyPrefix + sharedTagsTtlKey],
        arguments: [
          key,
          String(Date.now()),
          String(maxEntries),
          String(maxBytes),
          keyPrefix,
          String(INDEX_TTL_SECONDS),
        ],
      });
    },
    /** @param {string} tag */
    revalidateTag: (tag) => inner.revalidateTag(tag),
    /** @param {string} key */
    async delete(key) {
      await inner.delete(key);
      await forget(key, false);
    },
    prepare: () => inner.prepare?.(),
  };
}
