import { expect, test, type Page } from './fixtures';
import {
  escapeRegex,
  expectAccessible,
  field,
  message,
  useLanguage,
  watchConsole,
} from './support';
import { databaseUrl } from '../../playwright.config';

/**
 * The receipt fits a phone and prints alone on A4;
 * the member area shows each language's own course names and gateway
 * messages; the show-password toggle is named in the page's language.
 */

const m = (lng: 'th' | 'en', key: string) => message(lng, key);

let n = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
});

const names = {
  th: 'การเขียนโปรแกรมเว็บด้วย TypeScript สำหรับงานบริการวิชาการ',
  en: 'Web programming with TypeScript for academic services',
};

/**
 * A member with registrations inserted directly in the e2e database, as made
 * from a Thai page: one paid by card (three attendees, an organisation's
 * receipt), one whose card payment the gateway reported cancelled.
 */
async function memberWithPaidRegistration() {
  const { createDb } = await import('../../src/server/db');
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = createDb(databaseUrl);
  const email = `lang-${Date.now().toString(36)}-${(n += 1)}@example.test`;
  const member = await db.member.create({
    data: {
      firstname: 'สมศรี',
      lastname: 'ใบเสร็จ',
      telephone: '0812345678',
      email,
      passwordHash: await hashPassword('secret123'),
    },
  });
  const training = await db.publicTraining.findFirstOrThrow({
    where: { status: true },
    orderBy: { id: 'asc' },
  });
  const district = await db.district.findFirstOrThrow({
    where: { zipCode: '10520' },
    include: { amphure: { include: { province: true } } },
  });
  const code = `PT-LANG-${Date.now().toString(36)}${n}`.toUpperCase();
  const common = {
    publicTrainingId: training.id,
    memberId: member.id,
    courseCode: training.courseCode,
    // The snapshot per language, taken on a Thai page: course_name is the Thai one.
    courseName: names.th,
    courseNameTh: names.th,
    courseNameEn: names.en,
    trainingDate: training.startTrainingDate,
    unitPriceSatang: 1_250_000,
    locale: 'th',
    paymentMethodId: 1,
  };
  const paid = await db.registration.create({
    data: {
      ...common,
      registerCode: code,
      registerStatusId: 5,
      quantity: 3,
      totalAmountSatang: 3_750_000,
      paidAt: new Date(),
      paymentSubmitDate: new Date(),
      gatewayPaidStatus: 'ACCEPT',
      gatewayReqCardNumber: 'xxxxxxxxxxxx1111',
      gatewayCardTypeName: 'Visa',
      receiptType: 'O',
      receiptName: 'สมศรี ใบเสร็จ',
      receiptCompanyName: 'บริษัท ทดสอบการพิมพ์ใบเสร็จรับเงินที่มีชื่อยาวมาก จำกัด (มหาชน)',
      receiptTaxNo: '0105556000000',
      receiptBranch: 'สำนักงานใหญ่',
      receiptAddress: '99/9 หมู่ 4 ถนนฉลองกรุง',
      receiptDistrictId: district.id,
      receiptAmphureId: district.amphureId,
      receiptProvinceId: district.amphure.provinceId,
      receiptZipCode: '10520',
      attendees: {
        create: [
          {
            memberId: member.id,
            firstname: member.firstname,
            lastname: member.lastname,
            email,
            telephone: member.telephone,
            sortOrder: 0,
          },
          {
            firstname: 'สมหญิง',
            lastname: 'ผู้เข้าอบรมคนที่สอง',
            email: 'a@example.test',
            telephone: '0811111111',
            sortOrder: 1,
          },
          {
            firstname: 'Robert',
            lastname: 'Longname-Attendee',
            email: 'b@example.test',
            telephone: '0822222222',
            sortOrder: 2,
          },
        ],
      },
      histories: { create: [{ registerStatusId: 5, actorType: 'gateway' }] },
    },
  });
  await db.registration.create({
    data: {
      ...common,
      registerCode: `${code}C`,
      registerStatusId: 1,
      quantity: 1,
      totalAmountSatang: 1_250_000,
      gatewayPaidStatus: 'CANCEL',
      // Stored as the outcome's key (src/server/payments/gateway-reasons.ts).
      registerStatusMessage: 'payment.gateway_reason.cancelled',
      attendees: {
        create: [
          {
            memberId: member.id,
            firstname: member.firstname,
            lastname: member.lastname,
            email,
            telephone: member.telephone,
          },
        ],
      },
      histories: { create: [{ registerStatusId: 1, actorType: 'member' }] },
    },
  });
  await db.$disconnect();
  return { email, password: 'secret123', id: paid.id, code };
}

/** Opens a member page as a guest, logs in on /login and comes back to it. */
async function openAsMember(
  page: Page,
  lng: 'th' | 'en',
  path: string,
  who: { email: string; password: string },
) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const form = page.getByRole('form', { name: m(lng, 'member.login_title') });
  await form.getByLabel(field(m(lng, 'member.email'))).fill(who.email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill(who.password);
  await form.getByRole('button', { name: m(lng, 'member.login_submit') }).click();
  await expect(page).toHaveURL(new RegExp(escapeRegex(path)));
}

/**
 * Nothing wider than the screen: the page scrolls only down, once it has settled (a web-first
 * assertion: a clean run once measured 392 px on a 390 px screen for a moment while the page
 * was still being laid out after the login; what stays too wide fails, naming what sticks out).
 */
async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          if (scrollWidth <= clientWidth) return 'fits';
          const wide = [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > clientWidth + 0.5)
            .slice(0, 3)
            .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`);
          return `${scrollWidth} px on a ${clientWidth} px screen: ${wide.join(', ')}`;
        }),
      { message: 'page width' },
    )
    .toBe('fits');
}

test.describe('receipt on a phone and on paper', () => {
  test('fits a 390 px and a 360 px screen with no horizontal scroll and the total in view (th) @phone', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'th', baseURL!);
    const who = await memberWithPaidRegistration();
    await openAsMember(page, 'th', `/member/receipt/${who.id}`, who);
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText(who.code);
    await expectNoHorizontalScroll(page);
    const total = page.getByTestId('receipt-total');
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport({ ratio: 1 });
    await expect(total).toContainText('37,500');
    // Every figure of the line is on screen with its column's name.
    for (const label of ['receipt.quantity', 'receipt.unit_price', 'receipt.amount']) {
      const cell = page
        .getByTestId('receipt-lines')
        .locator('tbody td')
        .filter({ has: page.getByText(m('th', label), { exact: true }) });
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);
    done();
  });

  test('printing shows the receipt alone, on one A4 page (en)', async ({ page, baseURL }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    const who = await memberWithPaidRegistration();
    await openAsMember(page, 'en', `/member/receipt/${who.id}`, who);
    await expect(page.getByTestId('receipt')).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    // The page's title and the receipt's own.
    const titles = page.getByRole('heading', { level: 1, name: m('en', 'payment.receipt_title') });
    await expect(titles).toHaveCount(2);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('receipt')).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toBeVisible();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.getByRole('link', { name: m('en', 'nav.chat') })).toBeHidden();
    await expect(page.getByRole('button', { name: m('en', 'receipt.print') })).toBeHidden();
    await expect(titles).toHaveCount(1);
    // All the text a printout has is the receipt's.
    const text = await page.evaluate(() => ({
      body: document.body.innerText.replace(/\s+/g, ' ').trim(),
      receipt: (document.querySelector('[data-testid="receipt"]') as HTMLElement).innerText
        .replace(/\s+/g, ' ')
        .trim(),
    }));
    expect(text.body).toBe(text.receipt);

    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages, 'pages').toHaveLength(1);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
    expect(box, 'a MediaBox').not.toBeNull();
    // A4 is 595.3 x 841.9 points.
    expect(Math.abs(Number(box![1]) - 595.3)).toBeLessThan(2);
    expect(Math.abs(Number(box![2]) - 841.9)).toBeLessThan(2);
    done();
  });
});

test.describe('each language its own text in the member area', () => {
  test('a course registered on a Thai page is named in Thai on Thai pages and in English on English ones (history and receipt); the gateway’s outcome too', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'th', baseURL!);
    const who = await memberWithPaidRegistration();
    await openAsMember(page, 'th', '/member/register_history', who);
    const paid = page.locator(
      `[data-testid="register-history-item"][data-register-id="${who.id}"]`,
    );
    await expect(paid).toContainText(names.th);
    await expect(paid).not.toContainText(names.en);
    const cancelled = page.getByRole('article', { name: `${who.code}C` });
    await expect(cancelled).toContainText(m('th', 'payment.gateway_reason.cancelled'));
    await expect(cancelled).not.toContainText(m('en', 'payment.gateway_reason.cancelled'));
    await page.goto(`/member/receipt/${who.id}`);
    await expect(page.getByTestId('receipt-course')).toHaveText(names.th);

    await useLanguage(page, 'en', baseURL!);
    await page.goto('/member/register_history');
    await expect(paid).toContainText(names.en);
    await expect(paid).not.toContainText(names.th);
    await expect(cancelled).toContainText(m('en', 'payment.gateway_reason.cancelled'));
    await page.goto(`/member/receipt/${who.id}`);
    await expect(page.getByTestId('receipt-course')).toHaveText(names.en);
    done();
  });

  for (const lng of ['th', 'en'] as const) {
    test(`the show-password toggle is named in the page’s language, member and admin login (${lng})`, async ({
      page,
      baseURL,
    }) => {
      const done = watchConsole(page);
      await useLanguage(page, lng, baseURL!);
      const other = lng === 'th' ? 'en' : 'th';
      for (const path of ['/login', '/admin/login']) {
        await page.goto(path);
        const toggle = page.getByRole('button', {
          name: m(lng, 'auth.show_password'),
          exact: true,
        });
        await expect(toggle).toHaveCount(1);
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await expect(
          page.getByRole('button', { name: m(other, 'auth.show_password'), exact: true }),
        ).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(
          0,
        );
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      }
      done();
    });
  }
});
