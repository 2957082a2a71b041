import { expect, test, type Page } from './fixtures';
import { watchConsole } from './support';

/**
 * Every public route of the public-site issue, in Thai and English, at
 * desktop and phone widths: it must answer 200, show its main heading, keep
 * inside the viewport, and log no console error. Detail pages are reached
 * from their list's first link, so they show seeded content.
 */
const listPages = [
  { path: '/', detail: null },
  { path: '/home', detail: null },
  { path: '/public-training', detail: /^\/public-training\/\d+$/ },
  { path: '/public-training?view=group', detail: null },
  { path: '/in-house-training', detail: /^\/in-house-training\/\d+$/ },
  { path: '/diagnosis-and-consultation', detail: /^\/diagnosis-and-consultation\/\d+$/ },
  { path: '/product-testing', detail: /^\/product-testing\/\d+$/ },
  { path: '/research-and-development', detail: /^\/research-and-development\/\d+$/ },
  { path: '/website-and-digital-media', detail: /^\/website-and-digital-media\/\d+$/ },
  { path: '/services', detail: /^\/services\/\d+$/ },
  { path: '/researcher', detail: null },
  { path: '/portfolio', detail: /^\/portfolio\/\d+$/ },
  { path: '/news', detail: /^\/news\/\d+$/ },
  { path: '/about-us', detail: null },
  { path: '/privacy-policy', detail: null },
  { path: '/contact', detail: null },
];

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await expect(page.locator('main h1').first(), `${path} has a heading`).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} fits the viewport`).toBeLessThanOrEqual(1);
}

for (const lng of ['th', 'en'] as const) {
  test(`every public route renders in ${lng} without console errors @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: 'i18next', value: lng, url: baseURL! }]);
    const consoleClean = watchConsole(page);
    for (const { path, detail } of listPages) {
      await visit(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      if (!detail) continue;
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const first = hrefs.find((href) => detail.test(href));
      expect(first, `${path} links to a detail page`).toBeTruthy();
      await visit(page, first!);
    }
    consoleClean();
  });
}

test('the main menu opens its groups by click or keyboard and closes on Escape', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
  const training = nav.getByRole('button', { name: /ฝึกอบรม/ });
  await expect(training).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'หลักสูตรอบรมภายในองค์กร' })).toBeHidden();
  await training.click();
  await expect(training).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(training).toHaveAttribute('aria-expanded', 'false');
  await expect(training).toBeFocused();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: /ภายในองค์กร/ }).click();
  await expect(page).toHaveURL(/\/in-house-training$/);
});

test('on a phone the burger opens the menu drawer, and back-to-top appears after scrolling', async ({
  page,
}) => {
  const consoleClean = watchConsole(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeHidden();
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const drawer = page.getByRole('dialog', { name: 'ศูนย์บริการวิชาการและวิจัย' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await drawer.getByText('บริการ', { exact: true }).click();
  await drawer.getByRole('link', { name: 'ทดสอบผลิตภัณฑ์' }).click();
  await expect(page).toHaveURL(/\/product-testing$/);
  await expect(drawer).toBeHidden();
  const backToTop = page.getByRole('button', { name: 'กลับขึ้นด้านบน' });
  await expect(backToTop).toBeHidden();
  await page.mouse.wheel(0, 3000);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  consoleClean();
});
