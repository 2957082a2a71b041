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

/** The worker's browser, opened when a test first needs it; a test that moved its clock discards it. */
interface WarmBrowser {
  context: () => Promise<BrowserContext>;
  discard: () => Promise<void>;
}

/** Playwright's clock calls: the first installs a clock in the context, which outlives the test's page. */
const clockCalls = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

/**
 * `test` of every spec: the same as Playwright's, but a test's `page` opens in
 * a browser its worker keeps for all its tests (a profile on disk), emptied
 * of cookies, storage and pages between tests, so no test sees what another
 * left. What it keeps is what a returning visitor's browser keeps: the HTTP
 * cache of the build's immutable files and V8's compiled code for them. A
 * fresh incognito context per test downloaded and compiled the back office's
 * 1.5 MB of scripts again on every first page (docs/testing.md). `context`
 * is that browser too; a test that sets context options of its own
 * (test.use) gets a fresh context, as before. A test that used the page's
 * clock (page.clock) leaves the browser behind: a clock, once installed,
 * stays with every later page of the context, and one moved on by an hour
 * made a later test's "now" an hour ahead (a news item saved as scheduled).
 */
export const test = base.extend<object, { warmBrowser: WarmBrowser }>({
  warmBrowser: [
    async ({ playwright }, provide, workerInfo) => {
      let open: { context: BrowserContext; profile: string } | undefined;
      const launch = async () => {
        const profile = mkdtempSync(path.join(tmpdir(), 'asc-e2e-browser-'));
        const context = await playwright.chromium.launchPersistentContext(profile, {
          ...warmOptions(workerInfo.project.use as Record<string, unknown>),
          executablePath: chromiumPath,
          args: chromiumArgs,
          baseURL,
        });
        return { context, profile };
      };
      const discard = async () => {
        if (!open) return;
        const { context, profile } = open;
        open = undefined;
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      };
      await provide({ context: async () => (open ??= await launch()).context, discard });
      await discard();
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
    const context = ownOptions
      ? await browser.newContext({ ...wanted, baseURL })
      : await warmBrowser.context();
    let clockUsed = false;
    const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
    const own = Object.fromEntries(clockCalls.map((name) => [name, clock[name]!]));
    for (const name of clockCalls)
      clock[name] = (...args: unknown[]) => {
        clockUsed = true;
        return own[name]!.apply(context.clock, args);
      };
    context.setDefaultTimeout(actionTimeout || 0);
    context.setDefaultNavigationTimeout(navigationTimeout || 0);
    await provide(context);
    for (const name of clockCalls) clock[name] = own[name]!;
    if (ownOptions) {
      await context.close();
      return;
    }
    if (clockUsed) {
      await warmBrowser.discard();
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
