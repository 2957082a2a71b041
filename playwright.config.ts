import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The test SMTP server's port (tests/e2e/members.spec.ts listens on it). */
export const smtpPort = port + 1000;
// The site under test sends mail to that server (tests/support/mail-catcher.ts); the web server inherits this.
process.env.SMTP_URL ??= `smtp://127.0.0.1:${smtpPort}`;
/** A developer portal's origin the site lets call its API (tests/e2e/api-docs.spec.ts serves it). */
export const portalPort = port + 2000;
process.env.CORS_ORIGINS ??= `http://127.0.0.1:${portalPort}`;

/**
 * End-to-end tests in Debian's Chromium (never downloaded by Playwright)
 * against the production build, on a fresh SQLite database of their own.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
