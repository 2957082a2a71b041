import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { e2eDb, openAsStaff, useLanguage, watchConsole } from './support';

/**
 * The reports back office as a new staff member holding only
 * access/report uses it, in Thai and in English: the default report's table,
 * its XLSX download read back with exceljs (one row per registration in the
 * database), and a by-year report's chart.
 */

const stamp = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

/** A staff member with only access/report, and a few registrations this year so every report has rows. */
async function prepare() {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const s = stamp();
  const perm = await db.permission.findUniqueOrThrow({ where: { name: 'access/report' } });
  const role = await db.role.create({
    data: { name: `Reports ${s}`, permissions: { create: [{ permissionId: perm.id }] } },
  });
  const user = await db.adminUser.create({
    data: {
      firstname: 'Reporter',
      lastname: s,
      email: `reporter-${s}@example.test`,
      passwordHash: await hashPassword('secret123'),
      roles: { create: [{ roleId: role.id }] },
    },
  });
  const training = await db.publicTraining.findFirstOrThrow({
    where: { status: true },
    include: { translations: true },
  });
  const member = await db.member.create({
    data: {
      firstname: 'รายงาน',
      lastname: s,
      telephone: '0800000000',
      email: `report-member-${s}@example.test`,
      passwordHash: 'x',
      provinceId: 1,
    },
  });
  for (let i = 0; i < 3; i += 1) {
    await db.registration.create({
      data: {
        registerCode: `E2E-RPT-${s}-${i}`,
        publicTrainingId: training.id,
        memberId: member.id,
        registerStatusId: i === 0 ? 5 : 2,
        courseCode: training.courseCode,
        courseName: training.translations[0]!.name,
        trainingDate: training.startTrainingDate,
        unitPriceSatang: training.priceSatang,
        quantity: i + 1,
        totalAmountSatang: training.priceSatang * (i + 1),
        paymentMethodId: 2,
      },
    });
  }
  await db.$disconnect();
  return { email: user.email, password: 'secret123' };
}

async function registrationCount() {
  const db = await e2eDb();
  const n = await db.registration.count();
  await db.$disconnect();
  return n;
}

const texts = {
  th: {
    title: 'รายงาน',
    header: 'รหัสการลงทะเบียน',
    byYear: 'การลงทะเบียนอบรมสาธารณะรายปี',
    month: 'เดือน',
    summary: 'ตามหมวดหมู่',
  },
  en: {
    title: 'Reports',
    header: 'Register code',
    byYear: 'Public training registers by year',
    month: 'Month',
    summary: 'By category',
  },
} as const;

let staff: { email: string; password: string };
test.beforeAll(async () => {
  staff = await prepare();
});

for (const lng of ['th', 'en'] as const) {
  test(`reports in ${lng}: default report, XLSX download, by-year chart`, async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await useLanguage(page, lng, baseURL);
    await openAsStaff(page, '/admin/reports', staff.email, staff.password);
    await page.locator('html[data-admin-ready]').waitFor();
    const l = texts[lng];
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();

    // The default: public training registers by category.
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('columnheader', { name: l.header })).toBeVisible();
    await expect(table.getByTestId('report-row').first()).toBeVisible();
    await expect(page.getByText(l.summary, { exact: true })).toBeVisible();

    // The whole set as a workbook: one row per registration in the database, headers in the page's language.
    const expected = await registrationCount();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('report-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^public_training_registers-\d{4}-\d\d-\d\d\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(l.header);
    expect(sheet.rowCount - 1).toBe(expected);

    // A by-year report: its chart renders (an svg) and its table has 12 months and a total.
    await page.getByTestId('report-type').click();
    await page.getByRole('option', { name: l.byYear, exact: true }).click();
    await expect(page).toHaveURL(/type=public-training-registers-by-year/);
    await expect(page.getByTestId('report-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(
      page.getByTestId('report-year-table').getByRole('columnheader', { name: l.month }),
    ).toBeVisible();
    await expect(page.getByTestId('report-month-row')).toHaveCount(13);

    if (process.env.REPORT_SCREENSHOTS) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `test-results/screens/reports-by-year-${lng}-${width}.png`,
          fullPage: true,
        });
        await page.goto('/admin/reports');
        await page.locator('html[data-admin-ready]').waitFor();
        await expect(table.getByTestId('report-row').first()).toBeVisible();
        await page.screenshot({
          path: `test-results/screens/reports-default-${lng}-${width}.png`,
          fullPage: true,
        });
        await page.goto('/admin/reports?type=public-training-registers-by-year');
        await expect(
          page.getByTestId('report-chart').locator('svg.recharts-surface'),
        ).toBeVisible();
      }
    }
    consoleErrors();
  });
}
