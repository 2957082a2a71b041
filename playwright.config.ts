import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Workers run side by side, each against a server of its own (scripts/e2e-server.sh <slot>) with its
 * own SQLite database, page cache, mail catcher port and portal port: no spec sees what a spec in
 * another worker did. E2E_WORKERS sets how many (two on this machine's two cores).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3100);

/** The site under test of worker slot `slot` (Playwright's parallel index) and what goes with it. */
export function e2eServer(slot: number) {
  const port = basePort + 10 * slot;
  return {
    port,
    baseURL: `http://localhost:${port}`,
    /** The test SMTP server's port (tests/support/mail-catcher.ts); the site sends its mail there. */
    smtpPort: port + 1000,
    /** A developer portal's origin the site lets call its API (tests/e2e/api-docs.spec.ts serves it, and one port above). */
    portalPort: port + 2000,
    /** The server's database, opened straight by specs that write fixtures (tests/e2e/support.ts › e2eDb). */
    databaseUrl: `file:./data/e2e-${slot}.db`,
  };
}

// In a worker process Playwright has set TEST_PARALLEL_INDEX before it loads this file; the runner itself is slot 0.
export const { baseURL, smtpPort, portalPort, databaseUrl } = e2eServer(
  Number(process.env.TEST_PARALLEL_INDEX ?? 0),
);

/**
 * The browser: Debian's headless shell of Chromium (package chromium-headless-shell, the same engine
 * without the browser's window and compositor: 30 % less CPU for the same specs, docs/testing.md),
 * else Debian's Chromium; CHROMIUM_PATH chooses another.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/**
 * Chromium's switches: no sandbox (root), no GPU, none of its calls home (this machine's network is
 * closed), and V8 without its optimising compilers (Maglev, TurboFan): a test's page lives seconds,
 * too short to repay optimising its scripts on the other core (docs/testing.md: about a tenth of
 * the browser's CPU). The benchmarks keep the browser as visitors have it.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--js-flags=--no-maglev --no-turbofan',
];

/**
 * End-to-end tests in Debian's Chromium (never downloaded by Playwright)
 * against the production build, on a fresh SQLite database of their own.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // The list names every test that passed only on a retry ("flaky"): docs/testing.md.
  reporter: 'list',
  timeout: 60_000,
  // Web-first assertions wait up to 10 s: two servers and two browsers share two cores, and a
  // sign-in (argon2) or a first page compile can pass 5 s under that load; a passing test waits no longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: Array.from({ length: workers }, (_, slot) => {
    const server = e2eServer(slot);
    return {
      command: `bash scripts/e2e-server.sh ${slot}`,
      url: server.baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}`,
        CORS_ORIGINS: `http://127.0.0.1:${server.portalPort}`,
      },
    };
  }),
});
