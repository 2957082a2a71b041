// Performance benchmark of the public site (docs/performance.md).
//   npm run bench            (builds first if there is no production build)
//   BENCH_DURATION=20 BENCH_CONNECTIONS=50 npm run bench
// 1. First-load JavaScript of each public page: every script the server-rendered
//    HTML loads, gzip-compressed as the server sends it. Budget: home 150 KB,
//    any other public page 200 KB.
// 2. Throughput of the home page against a static HTML file (a copy of the home
//    page's HTML in public/) served by the same `next start`, at 50 concurrent
//    keep-alive connections: requests per second and p95 latency. Budget: the
//    home page at least half the static file's requests per second.
//    Also shown, not budgeted: all JavaScript a browser (headless Chromium) has
//    fetched once the page has settled, lazy chunks included (the forms that
//    load right after the page, for instance).
//    Then every public list page, plain and with a filter or page query (the
//    form's own GET query, extra parameters and all), each cached per query
//    (src/lib/list-queries.ts): throughput as a share of the static file's
//    (measured again just before each, BENCH_LIST_DURATION seconds each, so a
//    shared machine's changing load skews both alike), p95, and the cold render time (the first request after start, a cache
//    miss). Budget: every list at least 40 % of the static file and p95 under
//    100 ms.
// 3. Lighthouse (mobile) performance and accessibility of the home page, the
//    public training list, a training and the news list (scripts/lighthouse.mjs,
//    also `npm run bench:lighthouse -- <url>` against any running server).
//    Budget: performance at least 95, accessibility 100. BENCH_LIGHTHOUSE=0 skips it.
// Exits 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { LIGHTHOUSE_BUDGET, runLighthouse } from './lighthouse.mjs';

const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Each list page (and the static file measured again beside it) runs this long (BENCH_LIST_DURATION seconds). */
const listDuration = Number(process.env.BENCH_LIST_DURATION ?? 5) * 1000;
const staticFile = 'public/bench-static.html';
const KB = 1024;

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function startServer() {
  rmSync('.next/server/route-cache', { recursive: true, force: true });
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('next start did not come up');
}

function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
  return new Promise((r) => setTimeout(r, 800));
}

async function firstLoadJs(path) {
  const res = await fetch(base + path);
  if (!res.ok) return null;
  const html = await res.text();
  // Scripts the page loads; `noModule` polyfills are skipped, as modern browsers never fetch them.
  const tags = [...html.matchAll(/<script[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/nomodule/i.test(tag));
  const srcs = new Set(tags.map((tag) => tag.match(/src="([^"]+\.js[^"]*)"/)?.[1]).filter(Boolean));
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { html, scripts: srcs.size, raw, gzip };
}

/** Every script a real browser has fetched for `path` once it has settled, gzip-compressed. */
async function settledJs(browser, path) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      bodies.push(res.body().catch(() => Buffer.alloc(0)));
  });
  // 'load', then a moment for what loads right after hydration (lazy forms); networkidle never comes on some pages.
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  let gzip = 0;
  for (const body of await Promise.all(bodies)) gzip += gzipSync(body).length;
  await page.close();
  return gzip;
}

/** `connections` keep-alive loops requesting `path` for `duration` ms; latencies of every response. */
async function load(path, ms = duration) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const once = () =>
    new Promise((resolve) => {
      const start = process.hrtime.bigint();
      const req = http.get(
        `${base}${path}`,
        { agent, headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200)
              latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const until = Date.now() + ms;
  const began = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await once();
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    rps: latencies.length / seconds,
    p50: pct(50),
    p95: pct(95),
    errors,
    requests: latencies.length,
  };
}

const publicPages = [
  '/',
  '/public-training',
  '/public-training?view=group',
  '/in-house-training',
  '/diagnosis-and-consultation',
  '/product-testing',
  '/research-and-development',
  '/website-and-digital-media',
  '/services',
  '/researcher',
  '/portfolio',
  '/news',
  '/about-us',
  '/privacy-policy',
  '/contact',
  '/login',
  '/register',
  '/certificates/ZZZZ-ZZZZ-ZZZZ',
];
const detailOf = {
  '/public-training': /href="(\/public-training\/\d+)"/,
  '/in-house-training': /href="(\/in-house-training\/\d+)"/,
  '/news': /href="(\/news\/\d+)"/,
  '/portfolio': /href="(\/portfolio\/\d+)"/,
  '/product-testing': /href="(\/product-testing\/\d+)"/,
};

const LIST_SHARE = 0.4;
const LIST_P95_MS = 100;
/**
 * The public lists, each with the query its filter form sends ({id}: the first choice the page offers), or none (then page 2),
 * and where the REST door lists its categories (a list with one category shows no filter form).
 */
const SERVICE_CATEGORIES = '/api/v1/services/services/categories?kind=';
const LIST_PAGES = [
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

if (!existsSync('.next/BUILD_ID')) run('npx', ['next', 'build']);

let server = await startServer();
let failed = false;
try {
  console.log(
    `\nFirst-load JavaScript (gzip) — budget: home ${150} KB, other public pages ${200} KB`,
  );
  const pages = [...publicPages];
  const rows = [];
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    .catch(() => null);
  for (let i = 0; i < pages.length; i++) {
    const path = pages[i];
    const js = await firstLoadJs(path);
    if (!js) {
      rows.push({ page: path, note: 'not found (not built yet)' });
      continue;
    }
    const detail = detailOf[path] && js.html.match(detailOf[path]);
    if (detail && !pages.includes(detail[1])) pages.splice(i + 1, 0, detail[1]);
    const budget = path === '/' ? 150 : 200;
    const ok = js.gzip <= budget * KB;
    failed ||= !ok;
    const settled = browser ? ((await settledJs(browser, path)) / KB).toFixed(1) : 'n/a';
    rows.push({
      page: path,
      scripts: js.scripts,
      'raw KB': (js.raw / KB).toFixed(1),
      'gzip KB': (js.gzip / KB).toFixed(1),
      budget: `${budget} KB`,
      result: ok ? 'ok' : 'OVER',
      'after load KB': settled,
    });
  }
  await browser?.close();
  console.table(rows);

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log(
      `\nLighthouse (mobile, median of ${process.env.LH_RUNS ?? 3} runs) — budget: performance ≥ ${LIGHTHOUSE_BUDGET.performance}, accessibility ${LIGHTHOUSE_BUDGET.accessibility}`,
    );
    const scores = await runLighthouse(base, { withReference: false });
    console.table(scores);
    failed ||= scores.some((row) => row.result !== 'ok');
  }

  // The static file is a copy of the home page's HTML, so both answers carry the same bytes.
  writeFileSync(staticFile, await (await fetch(`${base}/`)).text());
  // Chosen now: after the restart below every list's first request is its cold render.
  const variants = await listVariants();
  await stopServer(server);
  server = await startServer();
  await fetch(`${base}/`); // fill the page cache
  console.log(
    `\nThroughput at ${connections} connections, ${duration / 1000} s each (after a 2 s warm-up)`,
  );
  const results = {};
  for (const [name, path] of [
    ['static file', '/bench-static.html'],
    ['home page', '/'],
  ]) {
    await warmUp(path);
    results[name] = await load(path);
  }
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([k, r]) => [
        k,
        {
          'req/s': r.rps.toFixed(0),
          'p50 ms': r.p50.toFixed(1),
          'p95 ms': r.p95.toFixed(1),
          requests: r.requests,
          errors: r.errors,
        },
      ]),
    ),
  );
  const ratio = results['home page'].rps / results['static file'].rps;
  const ok = ratio >= 0.5 && results['home page'].errors === 0;
  failed ||= !ok;
  console.log(
    `home / static = ${(ratio * 100).toFixed(0)}% (budget: at least 50%) ${ok ? 'ok' : 'BELOW BUDGET'}`,
  );

  console.log(
    `\nList pages at ${connections} connections, ${listDuration / 1000} s each, each after the static file again — budget: at least ${LIST_SHARE * 100}% of the static file, p95 under ${LIST_P95_MS} ms`,
  );
  const listRows = [];
  for (const path of variants) {
    const cold = await timed(path);
    const again = await timed(path);
    // The static file again, just before: the share compares the two under the same load of the shared machine.
    await warmUp('/bench-static.html');
    const staticNow = await load('/bench-static.html', listDuration);
    await warmUp(path);
    const r = await load(path, listDuration);
    const share = r.rps / staticNow.rps;
    const listOk =
      share >= LIST_SHARE && r.p95 < LIST_P95_MS && r.errors === 0 && cold.status === 200;
    failed ||= !listOk;
    listRows.push({
      page: path,
      'req/s': r.rps.toFixed(0),
      'static req/s': staticNow.rps.toFixed(0),
      'of static': `${(share * 100).toFixed(0)}%`,
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'cold ms': cold.ms.toFixed(0),
      'cache (2nd)': again.cache,
      errors: r.errors,
      result: listOk ? 'ok' : 'BELOW BUDGET',
    });
  }
  console.table(listRows);
} finally {
  await stopServer(server);
  rmSync(staticFile, { force: true });
}
process.exit(failed ? 1 : 0);

/** One request: its time, status and what Next's page cache said (x-nextjs-cache). */
async function timed(path) {
  const start = process.hrtime.bigint();
  const res = await fetch(base + path);
  await res.arrayBuffer();
  return {
    ms: Number(process.hrtime.bigint() - start) / 1e6,
    status: res.status,
    cache: res.headers.get('x-nextjs-cache') ?? '-',
  };
}

/**
 * Each list plain, and with a query as its own filter form sends it (the
 * first category or faculty the page offers; with one category, which the
 * page shows no form for, that one), or its second page when it has one. A
 * list that offers none of them is measured plain only: a page past the last
 * is a 404, never stored in the page cache (docs/policies/page-cache.md).
 */
async function listVariants() {
  const variants = [];
  for (const [path, filter, categories] of LIST_PAGES) {
    const html = await (await fetch(base + path)).text();
    let option =
      filter &&
      (html.match(/<option value="(\d+)"/) ??
        html.match(new RegExp(`href="${path}\\?category=(\\d+)"`)))?.[1];
    if (filter && !option && categories) {
      const first = (await (await fetch(base + categories)).json())[0];
      option = first && Object.entries(first).find(([key]) => key.endsWith('category_id'))?.[1];
    }
    const query = option
      ? filter.replace('{id}', option)
      : html.includes(`href="${path}?page=2"`)
        ? 'page=2'
        : null;
    if (!query) console.log(`${path}: no filter choice and one page, measured plain only`);
    variants.push(path, ...(query ? [`${path}?${query}`] : []));
  }
  return variants;
}

async function warmUp(path) {
  const until = Date.now() + 2000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until)
        await new Promise((r) =>
          http
            .get(`${base}${path}`, { agent }, (res) => {
              res.resume();
              res.on('end', r);
            })
            .on('error', r),
        );
    }),
  );
  agent.destroy();
}
