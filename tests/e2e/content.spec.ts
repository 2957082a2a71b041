import { expect, type Page, test } from './fixtures';
import { e2eDb, expectAccessible, useLanguage, watchConsole } from './support';
import { databaseUrl } from '../../playwright.config';

/** The first item link of a list page (/news or /portfolio) as a path. */
async function firstItemPath(page: Page, list: '/news' | '/portfolio') {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${list}/"]`).first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^${list}/\\d+$`));
  return href!;
}

const headings = {
  th: {
    '/news': 'ข่าวสาร',
    '/portfolio': 'ผลงาน',
    '/researcher': 'นักวิจัย',
    '/about-us': 'เกี่ยวกับศูนย์บริการวิชาการและวิจัย',
    '/privacy-policy': 'นโยบายความเป็นส่วนตัว',
  },
  en: {
    '/news': 'News',
    '/portfolio': 'Portfolio',
    '/researcher': 'Researchers',
    '/about-us': 'About the Academic Services and Research Centre',
    '/privacy-policy': 'Privacy policy',
  },
} as const;

test.describe('public content pages', () => {
  for (const lng of ['th', 'en'] as const) {
    test(`every content route renders in ${lng} without console errors @phone`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, lng, baseURL!);
      const done = watchConsole(page);
      const newsPath = await firstItemPath(page, '/news');
      const portfolioPath = await firstItemPath(page, '/portfolio');
      for (const path of [
        '/',
        '/home',
        '/news',
        newsPath,
        '/portfolio',
        portfolioPath,
        '/researcher',
        '/about-us',
        '/privacy-policy',
      ]) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1, path).toBeVisible();
        const known = headings[lng][path as keyof (typeof headings)['th']];
        if (known) await expect(h1).toHaveText(known);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
      }
      done();
    });
  }

  test('home: the first screen says what the centre offers and leads to the next open courses and the services @phone', async ({
    page,
  }) => {
    const done = watchConsole(page);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'อบรม ทดสอบ และวิจัย เพื่อคนทำงานและภาคอุตสาหกรรม' });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'ดูหลักสูตรที่เปิดรับสมัคร' })).toHaveAttribute(
      'href',
      '/public-training',
    );
    await expect(hero.getByTestId('home-next-course').getByRole('link')).toHaveAttribute(
      'href',
      /^\/public-training\/\d+$/,
    );
    await hero.getByRole('link', { name: 'บริการของศูนย์' }).click();
    await expect(page).toHaveURL(/#services$/);
    const services = page.getByRole('region', { name: 'บริการของศูนย์' });
    await expect(services.getByRole('listitem')).toHaveCount(6);
    await services.getByRole('link', { name: 'ทดสอบผลิตภัณฑ์' }).click();
    await expect(page).toHaveURL(/\/product-testing$/);
    done();
  });

  test('home carousel moves on by itself, holds still under the pointer, and stops for good with its pause button', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    const dot = (n: number) => carousel.getByRole('button', { name: `ไปที่ภาพที่ ${n}` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // The clock runs only once the page is hydrated and the slides are on their timer.
    await expect(carousel).toHaveAttribute('data-timer', 'on');
    await page.clock.runFor(6500);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await carousel.hover();
    await expect(carousel).not.toHaveAttribute('data-timer', 'on');
    await page.clock.runFor(13_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-timer', 'on');
    await page.clock.runFor(6500);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'หยุดเลื่อนภาพอัตโนมัติ' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(13_000);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'เลื่อนภาพอัตโนมัติ' })).toBeVisible();
  });

  test('home carousel stays put for a reader who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByRole('button', { name: 'เลื่อนภาพอัตโนมัติ' })).toBeVisible();
    await page.clock.runFor(13_000);
    await expect(carousel.getByRole('button', { name: 'ไปที่ภาพที่ 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('home shows banners, highlights, latest news without the highlighted ones, and latest portfolio', async ({
    page,
  }) => {
    const done = watchConsole(page);
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByRole('group')).toHaveCount(2);
    await expect(carousel.getByRole('button', { name: 'ไปที่ภาพที่ 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.getByRole('button', { name: 'ภาพถัดไป' }).click();
    await expect(carousel.getByRole('button', { name: 'ไปที่ภาพที่ 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      carousel.getByRole('link', { name: 'บริการทดสอบ วิจัย และพัฒนา ครบวงจร' }),
    ).toBeVisible();
    await expect(page.getByTestId('home-news-banners').getByRole('link')).toHaveCount(2);

    const highlights = page.getByTestId('home-highlights').getByTestId('news-card');
    await expect(highlights).toHaveCount(3);
    const highlightTitles = await highlights.getByRole('heading').allTextContents();
    const latest = page.getByTestId('home-latest-news').getByTestId('news-card');
    await expect(latest).toHaveCount(6);
    for (const title of await latest.getByRole('heading').allTextContents())
      expect(highlightTitles).not.toContain(title);
    await expect(
      page.getByTestId('home-latest-portfolio').getByTestId('portfolio-card'),
    ).toHaveCount(4);
    await expect(page.getByRole('link', { name: /ดูทั้งหมด/ })).toHaveCount(4);
    await expectAccessible(page);
    done();
  });

  test('news: category filter and pagination @phone', async ({ page }) => {
    const done = watchConsole(page);
    // Read at the moment of asking: specs run before this one (the phone project runs after the
    // desktop one) publish news of their own; the seed alone has 14, 5 of them activities.
    const db = await e2eDb();
    const now = new Date();
    const published = { status: true, publishedAt: { lte: now } };
    const total = await db.news.count({ where: published });
    const activities = await db.news.count({
      where: { ...published, category: { translations: { some: { name: 'ข่าวกิจกรรม' } } } },
    });
    await db.$disconnect();
    expect(total).toBeGreaterThan(12);
    expect(total).toBeLessThanOrEqual(24);
    await page.goto('/news');
    await expect(page.getByTestId('result-count')).toHaveText(`พบ ${total} ข่าว`);
    await expect(page.getByTestId('news-card')).toHaveCount(12);
    const pager = page.getByTestId('pager');
    await expect(pager).toContainText('หน้า 1 จาก 2');
    await pager.getByRole('link', { name: /ถัดไป/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('news-card')).toHaveCount(total - 12);
    await expect(pager).toContainText('หน้า 2 จาก 2');
    await pager.getByRole('link', { name: /ก่อนหน้า/ }).click();
    await expect(page.getByTestId('news-card')).toHaveCount(12);

    const categories = page.getByTestId('news-categories');
    await categories.getByRole('link', { name: 'ข่าวกิจกรรม' }).click();
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByTestId('result-count')).toHaveText(`พบ ${activities} ข่าว`);
    await expect(categories.getByRole('link', { name: 'ข่าวกิจกรรม' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const badges = page.getByTestId('news-card').getByText('ข่าวกิจกรรม', { exact: true });
    await expect(badges).toHaveCount(activities);
    await expect(pager).toHaveCount(0);
    await categories.getByRole('link', { name: 'ทั้งหมด' }).click();
    await expect(page.getByTestId('result-count')).toHaveText(`พบ ${total} ข่าว`);
    for (const id of ['news-highlights', 'news-popular', 'news-latest'])
      await expect(page.getByTestId(id).getByRole('link').first()).toBeVisible();
    done();
  });

  test.describe('as a new visitor (views count once per visitor and 30 minutes)', () => {
    test.use({
      userAgent: async ({ userAgent }, provide, testInfo) =>
        provide(`${userAgent ?? 'Mozilla/5.0'} content-e2e/${testInfo.project.name}/${Date.now()}`),
    });

    test('news detail: rich text, category, date, view counting, related; 404 for unknown', async ({
      page,
      baseURL,
    }) => {
      const { createDb } = await import('../../src/server/db');
      const db = createDb(databaseUrl);
      const done = watchConsole(page);
      const path = await firstItemPath(page, '/news');
      const id = Number(path.split('/').pop());
      const before = (await db.news.findUniqueOrThrow({ where: { id } })).viewCount;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'เปิดรับสมัครหลักสูตรอบรมสาธารณะประจำปี',
      );
      await expect(page.getByTestId('news-category')).toHaveText('ข่าวประชาสัมพันธ์');
      await expect(page.getByTestId('news-date')).toContainText(/25\d\d/);
      await expect(page.getByTestId('news-body').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByTestId('news-related').getByTestId('news-card').first()).toBeVisible();
      await expect
        .poll(async () => (await db.news.findUniqueOrThrow({ where: { id } })).viewCount)
        .toBe(before + 1);
      await expectAccessible(page);

      await useLanguage(page, 'en', baseURL!);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "This year's public training programme is open",
      );
      await expect(page.getByTestId('news-date')).toContainText(/20\d\d/);
      await expect(page).toHaveTitle(/This year's public training programme is open/);
      done();

      expect((await page.goto('/news/999999'))?.status()).toBe(404);
      expect((await page.goto('/news/abc'))?.status()).toBe(404);
      await db.$disconnect();
    });

    test('portfolio list and detail, with view counting @phone', async ({ page }) => {
      const { createDb } = await import('../../src/server/db');
      const db = createDb(databaseUrl);
      const done = watchConsole(page);
      await page.goto('/portfolio');
      await expect(page.getByTestId('result-count')).toHaveText('พบ 6 ผลงาน');
      await expect(page.getByTestId('portfolio-card')).toHaveCount(6);
      await expectAccessible(page);
      const first = page.getByTestId('portfolio-card').first().getByRole('link');
      const name = await first.textContent();
      const href = (await first.getAttribute('href'))!;
      const id = Number(href.split('/').pop());
      const before = (await db.portfolio.findUniqueOrThrow({ where: { id } })).viewCount;
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
      await expect(page.getByTestId('portfolio-body')).toBeVisible();
      await expect(page.getByTestId('portfolio-latest').getByRole('link')).toHaveCount(5);
      await expect
        .poll(async () => (await db.portfolio.findUniqueOrThrow({ where: { id } })).viewCount)
        .toBe(before + 1);
      await expectAccessible(page);
      done();
      expect((await page.goto('/portfolio/999999'))?.status()).toBe(404);
      await db.$disconnect();
    });
  });

  test('news list is accessible', async ({ page }) => {
    await page.goto('/news');
    await expectAccessible(page);
  });

  test('researchers: keyword, faculty and pagination @phone', async ({ page, baseURL }) => {
    const done = watchConsole(page);
    await page.goto('/researcher');
    await expect(page.getByTestId('result-count')).toHaveText('พบ 18 คน');
    await expect(page.getByTestId('researcher-card')).toHaveCount(16);
    await expectAccessible(page);
    await page.getByTestId('pager').getByRole('link', { name: /ถัดไป/ }).click();
    await expect(page.getByTestId('researcher-card')).toHaveCount(2);
    await expect(page.getByTestId('pager')).toContainText('หน้า 2 จาก 2');

    await page.getByLabel('คณะ').selectOption({ label: 'คณะวิทยาศาสตร์' });
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('พบ 6 คน');
    await expect(
      page.getByTestId('researcher-card').filter({ hasText: 'คณะวิทยาศาสตร์' }),
    ).toHaveCount(6);

    await useLanguage(page, 'en', baseURL!);
    await page.goto('/researcher');
    await page.getByLabel('Name or expertise').fill('ARTIFICIAL');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('1 researcher');
    await expect(page.getByTestId('researcher-card')).toContainText('Artificial intelligence');
    await page.getByLabel('Faculty').selectOption({ label: 'Faculty of Science' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('0 researchers');
    await expect(page.getByTestId('empty-state')).toHaveText('No researchers match your search');
    await page.getByLabel('Name or expertise').fill('mankong');
    await page.getByLabel('Faculty').selectOption('*');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('researcher-card')).toHaveCount(1);
    await expect(page.getByTestId('researcher-card').getByRole('heading')).toHaveText(
      'Assoc. Prof. Dr. Prasert Mankong',
    );
    done();
  });

  test('privacy policy says what SPEC.md section 1 requires, in both languages', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/privacy-policy');
    const body = page.getByTestId('page-body');
    for (const text of [
      'วันที่สมัครสมาชิก',
      'ไม่ขายข้อมูล',
      'ยกเลิกการรับข่าวสารทางการตลาด',
      'คุกกี้',
      'ไม่จัดเก็บข้อมูลบัตรเครดิต',
      'academic-services@example.ac.th',
    ])
      await expect(body).toContainText(text);
    await useLanguage(page, 'en', baseURL!);
    await page.reload();
    for (const text of [
      'signed up',
      'never sell',
      'opt out of marketing',
      'cookies',
      'do not store credit card',
      'academic-services@example.ac.th',
    ])
      await expect(body).toContainText(text);
    await expect(page).toHaveTitle(/Privacy policy/);
  });
});
