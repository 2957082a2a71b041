import { lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';
import { db } from '@/server/db';

/** Where `next start` keeps rendered pages on the local disk (Next's file-system page cache). */
export const ROUTE_CACHE_DIR = path.resolve('.next/server/route-cache');

export function clearRouteCache(): void {
  rmSync(ROUTE_CACHE_DIR, { recursive: true, force: true });
}

/** What a directory takes on disk (blocks, as du counts them, directories included), its files and their bytes. */
export function diskUsage(dir = ROUTE_CACHE_DIR): { disk: number; files: number; bytes: number } {
  const total = { disk: 0, files: 0, bytes: 0 };
  const walk = (at: string) => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(at, name);
      const stat = lstatSync(file);
      total.disk += stat.blocks * 512;
      if (stat.isDirectory()) walk(file);
      else {
        total.files += 1;
        total.bytes += stat.size;
      }
    }
  };
  walk(dir);
  return total;
}

/** Entries of the page cache on disk: one `.meta` file each. */
export function diskEntries(dir = ROUTE_CACHE_DIR): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(at, name);
      if (lstatSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.meta'))
        found.push(file.slice(0, -'.meta'.length).replace(/^.*\/\$/, ''));
    }
  };
  walk(dir);
  return found.sort();
}

/** A client of the test's own (not yet connected). */
export const redisClientFor = (url: string) => createClient({ url });
type Redis = ReturnType<typeof redisClientFor>;

/** Keys under a prefix and what Redis says they take in memory (MEMORY USAGE, keys and values). */
export async function redisUsage(
  redis: Redis,
  prefix: string,
): Promise<{ keys: number; bytes: number }> {
  let keys = 0;
  let bytes = 0;
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
    for (const key of batch) {
      keys += 1;
      bytes += (await redis.memoryUsage(key)) ?? 0;
    }
  }
  return { keys, bytes };
}

export async function deleteRedisPrefix(redis: Redis, prefix: string): Promise<void> {
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
    if (batch.length) await redis.unlink(batch);
  }
}

/** The page cache's key prefix in Redis for the build under test (cache-handler.mjs). */
export function redisPagePrefix(keyPrefix: string, buildId: string): string {
  return `${keyPrefix}page:${buildId}:`;
}

/**
 * The list URLs of scripts/bench.mjs, chosen by its rule: each list plain,
 * and with the query its own filter form sends (the first choice the page
 * offers; with one category, which the page shows no form for, that one), or
 * its second page.
 */
const SERVICE_CATEGORIES = '/api/v1/services/services/categories?kind=';
const LIST_PAGES: [string, string | null, string?][] = [
  ['/public-training', 'name=&category={id}&year=*&month=*'],
  ['/news', 'category={id}'],
  ['/portfolio', null],
  ['/researcher', 'keyword=&faculty={id}'],
  ['/in-house-training', 'category={id}', '/api/v1/services/inhouse_trainings/categories'],
  ['/services', 'category={id}', `${SERVICE_CATEGORIES}other`],
  ['/product-testing', 'category={id}', `${SERVICE_CATEGORIES}product_testing`],
  ['/research-and-development', 'category={id}', `${SERVICE_CATEGORIES}research_development`],
  ['/diagnosis-and-consultation', 'category={id}', `${SERVICE_CATEGORIES}diagnosis_consultation`],
  ['/website-and-digital-media', 'category={id}', `${SERVICE_CATEGORIES}website_digital_media`],
];

export async function canonicalListUrls(base: string): Promise<string[]> {
  const urls: string[] = [];
  for (const [list, filter, categories] of LIST_PAGES) {
    const html = await (await fetch(base + list)).text();
    let option = filter
      ? (html.match(/<option value="(\d+)"/) ??
          html.match(new RegExp(`href="${list}\\?category=(\\d+)"`)))?.[1]
      : undefined;
    if (filter && !option && categories) {
      const [first] = (await (await fetch(base + categories)).json()) as Record<string, unknown>[];
      option =
        first && String(Object.entries(first).find(([key]) => key.endsWith('category_id'))?.[1]);
    }
    urls.push(list, `${list}?${option ? filter!.replace('{id}', option) : 'page=2'}`);
  }
  return urls;
}

/** A second page of portfolio items (the demo data has one), which the bench's `/portfolio?page=2` names. */
export async function ensureListVariants(): Promise<void> {
  const have = await db.portfolio.count({ where: { status: true } });
  for (let i = have; i < 30; i += 1) {
    await db.portfolio.create({
      data: {
        translations: {
          create: [
            { languageId: 1, name: `ผลงานทดสอบ ${i}` },
            { languageId: 2, name: `Test work ${i}` },
          ],
        },
      },
    });
  }
}

const DETAIL_ROUTES = [
  '/news',
  '/portfolio',
  '/public-training',
  '/in-house-training',
  '/services',
  '/product-testing',
  '/research-and-development',
  '/diagnosis-and-consultation',
  '/website-and-digital-media',
];

/**
 * 2,000 distinct requests no visitor reaches by a link, the mix of the probe
 * that filled the disk: free-text searches of the two lists that have one,
 * detail ids that do not exist, ids written with leading zeros, paths no
 * route knows, and list filters naming nothing the list offers.
 */
export async function junkUrls(run: string): Promise<string[]> {
  const news = await db.news.findMany({ where: { status: true }, select: { id: true }, take: 5 });
  const trainings = await db.publicTraining.findMany({
    where: { status: true },
    select: { id: true },
    take: 5,
  });
  const urls: string[] = [];
  for (let i = 0; i < 500; i += 1) urls.push(`/public-training?name=zq${run}${i}`);
  for (let i = 0; i < 400; i += 1)
    urls.push(`/researcher?keyword=${encodeURIComponent(`คำ ${run} ${i}`)}`);
  for (let i = 0; i < 300; i += 1)
    urls.push(`${DETAIL_ROUTES[i % DETAIL_ROUTES.length]}/${500_000 + i}`);
  // Existing items under ids with leading zeros, in both languages: /news/01, /en/news/001, ...
  const padded: string[] = [];
  for (const [route, ids] of [
    ['/news', news],
    ['/public-training', trainings],
  ] as const) {
    for (const { id } of ids) {
      for (let zeros = 1; String(id).length + zeros <= 9; zeros += 1) {
        for (const lng of ['', '/en', '/th'])
          padded.push(`${lng}${route}/${'0'.repeat(zeros)}${id}`);
      }
    }
  }
  urls.push(...padded.slice(0, 300));
  for (let i = urls.length; i < 1_500; i += 1) urls.push(`/news/0${i}`);
  for (let i = 0; i < 200; i += 1)
    urls.push([`/no-such-page-${run}-${i}`, `/news/x${run}${i}`, `/news/${i + 1}/more`][i % 3]!);
  const filters = [
    (i: number) => `/news?category=${800_000 + i}`,
    (i: number) => `/researcher?faculty=${800_000 + i}`,
    (i: number) => `/services?category=${800_000 + i}`,
    (i: number) => `/in-house-training?category=${800_000 + i}`,
    (i: number) => `/portfolio?page=${50 + i}`,
    (i: number) => `/public-training?year=${2100 + i}&month=${(i % 12) + 1}`,
  ];
  for (let i = 0; i < 300; i += 1) urls.push(filters[i % filters.length]!(i));
  return urls;
}

/** Every path requested with `parallel` requests in flight; the status of each (redirects not followed). */
export async function requestAll(
  base: string,
  paths: string[],
  parallel = 8,
): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < paths.length) {
        const p = paths[next]!;
        next += 1;
        // Uncompressed: the server's time goes to rendering, which is what is under test, not to gzip.
        const res = await fetch(base + p, {
          redirect: 'manual',
          headers: { 'accept-encoding': 'identity' },
        });
        await res.arrayBuffer();
        statuses.set(p, res.status);
      }
    }),
  );
  return statuses;
}

/** One request: its status and what Next's page cache said (x-nextjs-cache: HIT, STALE, MISS, or none for a page never stored). */
export async function cacheState(
  base: string,
  p: string,
): Promise<{ status: number; cache: string }> {
  const res = await fetch(base + p, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('x-nextjs-cache') ?? '-' };
}

export const MB = 1024 * 1024;

/** CPU seconds a process has used (Linux: user and system time of /proc/<pid>/stat, at 100 ticks a second): what a request costs, whatever else the machine runs. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
