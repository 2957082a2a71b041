import { expect, type Page, test } from './fixtures';

declare global {
  /** Set in the page before a reload: gone after one. */
  interface Window {
    beforeReload?: boolean;
    /** Resolves when a script of the build has failed to load (watchScriptFailure). */
    scriptFailed?: Promise<void>;
  }
}

/**
 * A new version deployed while a visitor has a page open (SPEC.md section
 * 4): the page asks for a script chunk that no longer exists and reloads
 * itself, at most once per 60 s. The chunks the home page loads only when
 * the login dialog opens answer 404 to this browser, as they would once a
 * new build has replaced them (the build itself is shared with the other
 * workers' servers and is never touched).
 */

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

/** Starts watching for a script of the build that fails to load; the returned call resolves once the site's own listener has seen it. */
async function watchScriptFailure(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    window.scriptFailed = new Promise<void>((done) =>
      window.addEventListener(
        'error',
        (event) => {
          if (event.target instanceof HTMLScriptElement) setTimeout(done, 0);
        },
        true,
      ),
    );
  });
  return () => page.evaluate(() => window.scriptFailed);
}

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
  try {
    // From now on those chunks are gone, as after a new deployment.
    await context.route(
      (url) => lazy.some((file) => url.pathname === `/_next/static/chunks/${file}`),
      (route) => route.fulfill({ status: 404, body: 'not found' }),
    );

    // The first failure reloads the page (a fresh document: the mark set on the old one is gone).
    await page.evaluate(() => (window.beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await openLogin(page);
    await reloaded;
    expect(await page.evaluate(() => window.beforeReload ?? false)).toBe(false);
    const reloadedAt = Number(
      await page.evaluate(() => sessionStorage.getItem('asc-chunk-reload-at')),
    );
    expect(reloadedAt).toBeGreaterThan(Date.now() - 60_000);

    // A second failure within 60 s does not reload again: once the site has seen the failure,
    // the page is the same document and the time of the last reload is unchanged.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => (window.beforeReload = true));
    let loads = 0;
    page.on('load', () => (loads += 1));
    const failed = await watchScriptFailure(page);
    await openLogin(page);
    await failed();
    expect(Number(await page.evaluate(() => sessionStorage.getItem('asc-chunk-reload-at')))).toBe(
      reloadedAt,
    );
    expect(await page.evaluate(() => window.beforeReload)).toBe(true);
    expect(loads).toBe(0);
  } finally {
    await context.close();
  }
});
