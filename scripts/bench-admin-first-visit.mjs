// First visit of the back office (docs/performance.md): a fresh browser (empty cache) opens the
// login page, the dashboard and a list, each in a context of its own, and the script reports for
// each the JavaScript fetched (compressed bytes over the wire, lazy chunks included once the page
// has settled), all bytes fetched, and the time to the load event and to the page settling
// (network idle). The dashboard's and the list's figures are also given as a ratio against the
// login page measured in the same run, since absolute times on a shared machine move from run to
// run.
//   npm run bench:admin-first-visit       (builds first if there is no production build)
//   BENCH_RUNS=5 BENCH_PORT=3401 npm run bench:admin-first-visit
// Budget: the dashboard's JavaScript at most 1.5 times the login page's, its settle time at most
// 2 times the login page's (median of BENCH_RUNS). Exits 1 when missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 3401);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const email = process.env.BENCH_ADMIN_EMAIL ?? 'admin@example.com';
const password = process.env.BENCH_ADMIN_PASSWORD ?? 'admin1234';
const KB = 1024;
const BUDGET = { js: 1.5, settle: 2 };

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

/** The session cookie of the admin, from a login in a throwaway context. */
async function sessionCookies(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/en/admin/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/admin\/home/, { timeout: 90_000 });
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** One first visit in a fresh context (empty cache): bytes fetched and times. */
async function visit(browser, path, cookies) {
  const context = await browser.newContext();
  if (cookies) await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  let js = 0;
  let all = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    all += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
  });
  const start = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const load = Date.now() - start;
  await page.waitForLoadState('networkidle');
  const settle = Date.now() - start;
  await context.close();
  return { js, all, load, settle };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function main() {
  if (!existsSync('.next/BUILD_ID')) {
    const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  try {
    const cookies = await sessionCookies(browser);
    const pages = {
      login: { path: '/en/admin/login', cookies: null },
      dashboard: { path: '/en/admin/home', cookies },
      list: { path: '/en/admin/news', cookies },
    };
    // Warm the server's own caches (first render of each route) before measuring the browser.
    for (const p of Object.values(pages)) await visit(browser, p.path, p.cookies);
    const results = {};
    for (const [name, p] of Object.entries(pages)) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await visit(browser, p.path, p.cookies));
      results[name] = {
        js: median(samples.map((s) => s.js)),
        all: median(samples.map((s) => s.all)),
        load: median(samples.map((s) => s.load)),
        settle: median(samples.map((s) => s.settle)),
      };
    }
    const login = results.login;
    console.log(`\nBack office first visit (median of ${runs}, fresh browser each):`);
    console.log('page        JS KB   all KB   load ms  settle ms   JS ratio  settle ratio');
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `${name.padEnd(10)} ${(r.js / KB).toFixed(0).padStart(6)} ${(r.all / KB).toFixed(0).padStart(8)} ${String(r.load).padStart(9)} ${String(r.settle).padStart(10)} ${(r.js / login.js).toFixed(2).padStart(10)} ${(r.settle / login.settle).toFixed(2).padStart(13)}`,
      );
    }
    const dash = results.dashboard;
    if (dash.js / login.js > BUDGET.js) {
      console.log(`FAIL dashboard JS is ${(dash.js / login.js).toFixed(2)}x the login page's`);
      failed = true;
    }
    if (dash.settle / login.settle > BUDGET.settle) {
      console.log(
        `FAIL dashboard settles in ${(dash.settle / login.settle).toFixed(2)}x the login page's time`,
      );
      failed = true;
    }
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }
  process.exit(failed ? 1 : 0);
}

await main();
