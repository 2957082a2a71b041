// Screenshots of pages at phone and desktop widths, for looking at what we build:
//   node scripts/screenshot.mjs http://localhost:3000/ [/path ...]
// Writes PNGs to test-results/screens/. Set LANG_COOKIE=en for English and
// ADMIN=1 to log in as the seeded administrator first.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
const out = 'test-results/screens';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['desktop', { width: 1366, height: 900 }]]) {
  const context = await browser.newContext({ viewport });
  if (process.env.LANG_COOKIE) await context.addCookies([{ name: 'i18next', value: process.env.LANG_COOKIE, url: base }]);
  const page = await context.newPage();
  if (process.env.ADMIN) {
    await page.goto(new URL('/admin/login', base).toString());
    await page.getByLabel(/e-mail|อีเมล/i).fill(process.env.ADMIN_EMAIL ?? 'admin@example.com');
    await page.locator('input[type=password]').fill(process.env.ADMIN_PASSWORD ?? 'admin1234');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/admin\/home/);
  }
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(new URL(p, base).toString(), { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const file = `${out}/${(p.replace(/\W+/g, '_') || 'root')}-${process.env.LANG_COOKIE ?? 'th'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
