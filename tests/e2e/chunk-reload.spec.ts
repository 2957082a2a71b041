import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

declare global {
  /** Set in the page before a reload: gone after one. */
  interface Window {
    beforeReload?: boolean;
  }
}

/**
 * A new version deployed while a visitor has a page open (SPEC.md section
 * 4): the page asks for a script chunk that no longer exists and reloads
 * itself, at most once per 60 s. The chunks the home page loads only when
 * the login dialog opens are renamed away under the running server, and put
 * back afterwards whatever happens (other spec files share the build).
 */

const CHUNKS = path.join(process.cwd(), '.next', 'static', 'chunks');

/** The chunk files a click fetches that the page had not fetched before it. */
async function chunksLoadedBy(page: Page, click: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (url: string) => {
    const m = /\/_next\/static\/chunks\/(.+\.js)(\?|$)/.exec(url);
    if (m) seen.push(decodeURIComponent(m[1]!));
  };
  page.on('request', (req) => listener(req.url()));
  await click();
  await page.waitForLoadState('networkidle');
  return [...new Set(seen)];
}

const openLogin = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /เข้าสู่ระบบ|log ?in/i })
    .first()
    .click();

test('a missing script chunk reloads the page once, and not again within 60 s', async ({
  browser,
}) => {
  // Which chunks the login dialog loads on demand (a first visitor, its own cache).
  const probe = await browser.newContext();
  const first = await probe.newPage();
  await first.goto('/');
  await first.waitForLoadState('networkidle');
  const lazy = await chunksLoadedBy(first, () => openLogin(first));
  await probe.close();
  expect(lazy.length).toBeGreaterThan(0);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const moved = lazy.map((file) => path.join(CHUNKS, file)).filter((file) => existsSync(file));
  expect(moved.length).toBeGreaterThan(0);
  try {
    for (const file of moved) renameSync(file, `${file}.gone`);

    // The first failure reloads the page (a fresh document: the mark set on the old one is gone).
    await page.evaluate(() => (window.beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await openLogin(page);
    await reloaded;
    expect(await page.evaluate(() => window.beforeReload ?? false)).toBe(false);
    expect(
      Number(await page.evaluate(() => sessionStorage.getItem('asc-chunk-reload-at'))),
    ).toBeGreaterThan(Date.now() - 60_000);

    // A second failure within 60 s does not reload again.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => (window.beforeReload = true));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await openLogin(page);
    await page.waitForTimeout(3_000);
    expect(loads).toBe(0);
    expect(await page.evaluate(() => window.beforeReload)).toBe(true);
  } finally {
    for (const file of moved) if (existsSync(`${file}.gone`)) renameSync(`${file}.gone`, file);
    await context.close();
  }
  for (const file of moved) expect(existsSync(file)).toBe(true);
});
