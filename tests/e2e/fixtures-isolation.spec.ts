import { expect, test } from './fixtures';

/**
 * The worker's warm browser (fixtures.ts) hands the next test nothing of the last one. Here: a
 * clock a test installed and moved on an hour does not reach the next test's pages (it once made
 * a later test's new news item an hour ahead, saved as scheduled, a 404). The two tests run in
 * this order in one worker on purpose: the second is the next test the first one's browser meets.
 */
test.describe.configure({ mode: 'serial' });

const browserNow = (page: import('@playwright/test').Page) => page.evaluate(() => Date.now());

test('a test moves its page clock an hour ahead', async ({ page }) => {
  await page.clock.install();
  await page.goto('/robots.txt');
  await page.clock.fastForward('01:00:00');
  expect((await browserNow(page)) - Date.now()).toBeGreaterThan(59 * 60_000);
});

test("the next test's pages tell the real time again", async ({ page }) => {
  await page.goto('/robots.txt');
  expect(Math.abs((await browserNow(page)) - Date.now())).toBeLessThan(5_000);
});
