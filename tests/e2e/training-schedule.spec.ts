import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { createDb } from '../../src/server/db';
import { expectAccessible, useLanguage, watchConsole } from './support';
import { databaseUrl } from '../../playwright.config';

const e2eDb = createDb(databaseUrl);

test.describe('public trainings: schedule, download, register button', () => {
  test('the trainings-group view lists upcoming courses under their category @phone', async ({
    page,
  }) => {
    const consoleClean = watchConsole(page);
    await page.goto('/public-training');
    await page.getByTestId('view-group').click();
    await expect(page).toHaveURL(/view=group/);
    await expect(page.getByTestId('training-group').first()).toBeVisible();
    const group = page
      .getByTestId('training-group')
      .filter({ has: page.getByRole('heading', { name: 'การบริหารและพัฒนาองค์กร' }) });
    await expect(group).toBeVisible();
    await expect(page.getByTestId('training-schedule')).toContainText(
      'การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น',
    );
    await expect(
      page
        .getByTestId('training-schedule')
        .getByText(/\/25\d\d/)
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    consoleClean();
  });

  test('downloads the schedule spreadsheet in the page language', async ({ page, baseURL }) => {
    await useLanguage(page, 'en', baseURL!);
    await page.goto('/public-training');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-schedule').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^training-schedule-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Training schedule')!;
    expect(sheet.getColumn(2).values).toContain('Data analysis with Python for beginners');
  });

  test('the detail page offers registration, which asks a guest to log in first @phone', async ({
    page,
  }) => {
    const consoleClean = watchConsole(page);
    // A course open for registration with seats left: other spec files fill the seeded Python course.
    const now = new Date();
    const candidates = await e2eDb.publicTraining.findMany({
      where: {
        status: true,
        startTrainingDate: { gt: now },
        AND: [
          { OR: [{ registerStartDate: null }, { registerStartDate: { lte: now } }] },
          { OR: [{ registerEndDate: null }, { registerEndDate: { gte: now } }] },
        ],
      },
      include: { translations: true },
      orderBy: { startTrainingDate: 'asc' },
    });
    const withSeats = [];
    for (const t of candidates) {
      const held = await e2eDb.registration.aggregate({
        where: { publicTrainingId: t.id, registerStatusId: { in: [1, 2, 3, 4, 5] } },
        _sum: { quantity: true },
      });
      const left = t.seatLimit - (held._sum.quantity ?? 0);
      if (left > 0) withSeats.push({ training: t, left });
    }
    const { training, left } = withSeats[0]!;
    const name = training.translations.find((tr) => tr.languageId === 1)!.name;
    await page.goto(`/public-training?name=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByTestId('seats-left')).toHaveText(`${left} จาก ${training.seatLimit} ที่`);
    await expectAccessible(page);
    consoleClean();
    const id = page.url().split('/').pop();
    await page.getByTestId('register-button').click();
    await expect(page).toHaveURL(
      new RegExp(`/login\\?callbackUrl=%2Fpublic-training%2F${id}%2Fregister`),
    );
  });

  test('a past training shows registration closed instead of the button', async ({
    page,
    baseURL,
  }) => {
    const past = await e2eDb.publicTraining.findFirstOrThrow({
      where: { status: true, startTrainingDate: { lt: new Date() } },
    });
    await useLanguage(page, 'en', baseURL!);
    await page.goto(`/public-training/${past.id}`);
    await expect(page.getByTestId('registration-state')).toHaveText('Registration closed');
    await expect(page.getByTestId('register-button')).toHaveCount(0);
  });

  test('the list and home pages have no serious accessibility violations', async ({ page }) => {
    for (const path of ['/', '/public-training']) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });
});

test.describe('search engines', () => {
  test('sitemap.xml lists content with hreflang alternates, robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/public-training</loc>');
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/news\/\d+<\/loc>/);
    expect(sitemap).toContain('hreflang="en"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('pages carry canonical and hreflang links, and /en/... serves English and remembers it', async ({
    page,
    context,
  }) => {
    await page.goto('/public-training');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/public-training$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/public-training$/,
    );
    await page.goto('/en/public-training');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/public-training$/,
    );
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('receipt preview', () => {
  test('is for staff only: a guest is sent to the admin login, then sees the sample receipt', async ({
    page,
  }) => {
    await page.goto('/gen_receipt');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fgen_receipt/);
    await page.getByLabel('อีเมล').fill('admin@example.com');
    await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('admin1234');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/gen_receipt$/);
    await expect(page.getByRole('heading', { name: 'ใบเสร็จรับเงิน', exact: true })).toBeVisible();
    await expect(page.getByTestId('receipt-number')).toHaveText('PT-SAMPLE-000000');
    await expect(page.getByTestId('receipt-total')).toHaveText('9,000 บาท');
  });
});
