import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type BrowserContext } from '@playwright/test';
import { baseURL, chromiumArgs, chromiumPath, portalPort } from '../../playwright.config';

export * from '@playwright/test';

/** The origins a spec's pages store anything under: the site and the developer portal (api-docs.spec.ts). */
const origins = [
  new URL(baseURL).origin,
  `http://127.0.0.1:${portalPort}`,
  `http://localhost:${portalPort}`,
];

/** What Playwright gives a context that neither the project nor the test sets otherwise. */
const defaults = {
  locale: 'en-US',
  javaScriptEnabled: true,
  colorScheme: 'light',
  reducedMotion: 'no-preference',
  offline: false,
  serviceWorkers: 'allow',
} as const;

/** The options the worker's browser is opened with: the defaults and the project's device. */
function warmOptions(project: Record<string, unknown>) {
  const device = ['viewport', 'screen', 'userAgent', 'isMobile', 'hasTouch', 'deviceScaleFactor'];
  return {
    ...defaults,
    ...Object.fromEntries(
      device.filter((k) => project[k] !== undefined).map((k) => [k, project[k]]),
    ),
  } as Record<string, unknown>;
}

/**
 * `test` of every spec: the same as Playwright's, but a test's `page` opens in
 * a browser its worker keeps for all its tests (a profile on disk), emptied
 * of cookies, storage and pages between tests, so no test sees what another
 * left. What it keeps is what a returning visitor's browser keeps: the HTTP
 * cache of the build's immutable files and V8's compiled code for them. A
 * fresh incognito context per test downloaded and compiled the back office's
 * 1.5 MB of scripts again on every first page (docs/testing.md). `context`
 * is that browser too; a test that sets context options of its own
 * (test.use) gets a fresh context, as before.
 */
export const test = base.extend<object, { warmBrowser: BrowserContext }>({
  warmBrowser: [
    async ({ playwright }, provide, workerInfo) => {
      const profile = mkdtempSync(path.join(tmpdir(), 'asc-e2e-browser-'));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...warmOptions(workerInfo.project.use as Record<string, unknown>),
        executablePath: chromiumPath,
        args: chromiumArgs,
        baseURL,
      });
      await provide(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      warmBrowser,
      browser,
      actionTimeout,
      navigationTimeout,
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      storageState,
      extraHTTPHeaders,
      permissions,
      geolocation,
      offline,
      httpCredentials,
      serviceWorkers,
    },
    provide,
    testInfo,
  ) => {
    const wanted = {
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      storageState,
      extraHTTPHeaders,
      permissions,
      geolocation,
      offline,
      httpCredentials,
      serviceWorkers,
    };
    const warm = warmOptions(testInfo.project.use as Record<string, unknown>);
    const ownOptions = Object.entries(wanted).some(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(warm[name]),
    );
    const context = ownOptions ? await browser.newContext({ ...wanted, baseURL }) : warmBrowser;
    context.setDefaultTimeout(actionTimeout || 0);
    context.setDefaultNavigationTimeout(navigationTimeout || 0);
    await provide(context);
    if (ownOptions) {
      await context.close();
      return;
    }
    // Empty for the next test: pages, cookies, permissions and each origin's storage (not the caches).
    await Promise.all(context.pages().map((p) => p.close()));
    await context.clearCookies();
    await context.clearPermissions();
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    for (const origin of origins)
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,indexeddb,websql,service_workers,cache_storage,file_systems',
      });
    await blank.close();
  },
  page: async ({ context }, provide, testInfo) => {
    const page = await context.newPage();
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed())
      await testInfo.attach('screenshot', {
        body: await page.screenshot().catch(() => Buffer.alloc(0)),
        contentType: 'image/png',
      });
  },
});
