// Lighthouse (mobile, its default: a mid-range phone on a throttled 4G link,
// simulated) on the home page, the public training list and two detail pages,
// run offline with Debian's Chromium against a running production server
// (docs/performance.md). Budget: performance at least 95, accessibility 100.
//   node scripts/lighthouse.mjs http://127.0.0.1:3000    (npm run bench:lighthouse -- <url>)
//   LH_RUNS=5 LH_LANG=en node scripts/lighthouse.mjs <url>
// Each page is measured LH_RUNS times (default 5) and the run with the median
// performance score is shown, as scores move from run to run on a busy machine.
// Exits 1 when a budget is missed. scripts/bench.mjs calls runLighthouse() too.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100 };
const RUN_TIMEOUT_MS = 150_000;

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Loads each page once as Lighthouse's phone will (412 x 823 at 1.75x), so the
 * page cache and the image optimiser's cache hold what it asks for: the scores
 * are those of a site in service, not of its first visitor after a deploy.
 */
async function warmUp(base, pages, lang) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => f !== '--headless'),
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (lang) await context.addCookies([{ name: 'i18next', value: lang, url: base }]);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(500);
    }
  } finally {
    await browser.close();
  }
}

/** The pages measured: home, the list, and the first training and news item the lists link to. */
async function pagesOf(base) {
  const pages = ['/', '/public-training'];
  for (const [list, pattern] of [
    ['/public-training', /href="(\/public-training\/\d+)"/],
    ['/news', /href="(\/news\/\d+)"/],
  ]) {
    const html = await (await fetch(base + list)).text();
    const detail = html.match(pattern)?.[1];
    if (detail) pages.push(detail);
  }
  return pages;
}

/**
 * Runs Lighthouse on each page against `base` and returns a row per page:
 * performance and accessibility scores (0-100), LCP, TBT, CLS, and whether
 * the budget is met.
 */
export async function runLighthouse(
  base,
  { runs = Number(process.env.LH_RUNS ?? 5), lang = process.env.LH_LANG } = {},
) {
  const pages = await pagesOf(base);
  await warmUp(base, pages, lang);
  let chrome = await launch({ chromePath, chromeFlags });
  const rows = [];
  try {
    for (const path of pages) {
      const url = base + path;
      const results = [];
      for (let i = 0; i < runs; i++) {
        const run = lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
          ...(lang ? { extraHeaders: { Cookie: `i18next=${lang}` } } : {}),
        });
        // A run has been seen to hang for good on this machine now and then: drop it, start a fresh Chromium, go on.
        let timer;
        const result = await Promise.race([
          run,
          new Promise((resolve) => (timer = setTimeout(resolve, RUN_TIMEOUT_MS, null))),
        ]);
        clearTimeout(timer);
        if (!result) {
          console.error(
            `Lighthouse on ${path} did not finish in ${RUN_TIMEOUT_MS / 1000} s; run dropped, Chromium restarted`,
          );
          await chrome.kill();
          chrome = await launch({ chromePath, chromeFlags });
          continue;
        }
        const { categories, audits } = result.lhr;
        results.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          // Accessibility audits that count (weight > 0) and failed.
          failedA11y: categories.accessibility.auditRefs
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
        });
      }
      if (!results.length) throw new Error(`no Lighthouse run on ${path} finished`);
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      const ok =
        median.performance >= LIGHTHOUSE_BUDGET.performance &&
        median.accessibility >= LIGHTHOUSE_BUDGET.accessibility;
      rows.push({
        page: path,
        performance: median.performance,
        accessibility: median.accessibility,
        'LCP s': (median.lcp / 1000).toFixed(2),
        'TBT ms': Math.round(median.tbt),
        CLS: median.cls.toFixed(3),
        runs: results.map((r) => r.performance).join('/'),
        result: ok ? 'ok' : 'BELOW',
        ...(median.failedA11y.length ? { 'a11y failed': median.failedA11y.join(' ') } : {}),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = (process.argv[2] ?? process.env.LH_BASE ?? 'http://127.0.0.1:3000').replace(
    /\/$/,
    '',
  );
  console.log(
    `Lighthouse (mobile) on ${base} — budget: performance ≥ ${LIGHTHOUSE_BUDGET.performance}, accessibility ${LIGHTHOUSE_BUDGET.accessibility}`,
  );
  const rows = await runLighthouse(base);
  console.table(rows);
  process.exit(rows.every((r) => r.result === 'ok') ? 0 : 1);
}
