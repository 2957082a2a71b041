import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from './fixtures';
import sharp from 'sharp';
import {
  createMember as createE2eMember,
  e2eDb,
  escapeRegex,
  expectAccessible,
  field,
  message,
  staffLogin,
  useLanguage as setLanguage,
  watchConsole,
} from './support';

/**
 * The staff side of registrations, tried as a new staff member
 * would next to a member in another browser: a bank slip rejected with a
 * reason, sent again and approved, the receipt; a corrected receipt address
 * in the history; the status run freeing a seat; the receipt export file.
 */
type Lng = 'th' | 'en';
const m = (lng: Lng, key: string, vars: Record<string, string | number> = {}) =>
  message(lng, key, vars);

const DAY = 24 * 60 * 60 * 1000;
const ROUTE = '/admin/services/public_training_register';
let n = 0;
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${(n += 1)}`;

/** A register status's name as the seed writes it (src/lib/register-status.ts). */
const statusNames: Record<number, { th: string; en: string }> = {
  4: { th: 'ส่งหลักฐานแล้ว รอตรวจสอบ', en: 'Slip sent, awaiting verification' },
  5: { th: 'ชำระเงินแล้ว', en: 'Paid' },
};
const statusName = (lng: Lng, id: number) => statusNames[id]![lng];

const createMember = () =>
  createE2eMember({
    firstname: 'Sasi',
    lastname: 'Slip',
    email: `${unique('slip-')}@example.test`,
  });

async function createTraining(seatLimit = 20) {
  const db = await e2eDb();
  const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
  const start = new Date(Date.now() + 30 * DAY);
  const code = unique('ADM-');
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: code,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY / 2),
      registerStartDate: new Date(Date.now() - 30 * DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 180_000,
      seatLimit,
      translations: {
        create: [
          { languageId: 1, name: `หลักสูตรเจ้าหน้าที่ ${code}` },
          { languageId: 2, name: `Staff course ${code}` },
        ],
      },
    },
  });
  await db.$disconnect();
  return training;
}

/** A bank-transfer registration as the register form leaves it (status 2), `ageHours` old. */
async function createRegistration(
  memberId: number,
  trainingId: number,
  opts: { ageHours?: number; locale?: Lng } = {},
) {
  const db = await e2eDb();
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  const training = await db.publicTraining.findUniqueOrThrow({
    where: { id: trainingId },
    include: { translations: true },
  });
  const createdAt = new Date(Date.now() - (opts.ageHours ?? 0) * 3600_000);
  const registration = await db.registration.create({
    data: {
      registerCode: unique('PT-ADM-').toUpperCase(),
      publicTrainingId: training.id,
      memberId,
      registerStatusId: 2,
      courseCode: training.courseCode,
      courseName: training.translations.find((t) => t.languageId === 1)!.name,
      courseNameTh: training.translations.find((t) => t.languageId === 1)!.name,
      courseNameEn: training.translations.find((t) => t.languageId === 2)!.name,
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity: 1,
      totalAmountSatang: training.priceSatang,
      paymentMethodId: 2,
      receiptName: 'Sasi Slip',
      receiptAddress: '9 Old Road',
      locale: opts.locale ?? 'th',
      createdAt,
      attendees: {
        create: [
          {
            memberId,
            firstname: member.firstname,
            lastname: member.lastname,
            email: member.email,
            telephone: member.telephone,
          },
        ],
      },
      histories: { create: [{ registerStatusId: 2, actorType: 'member', createdAt }] },
    },
  });
  await db.$disconnect();
  return registration;
}

async function staffPage(browser: Browser, lng: Lng, baseURL: string): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 } })
  ).newPage();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.15.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
  await setLanguage(page, lng, baseURL);
  await staffLogin(page);
  return page;
}

/** Opens a member page as a guest, logs in on /login and comes back to it. */
async function memberPage(
  browser: Browser,
  lng: Lng,
  baseURL: string,
  path: string,
  who: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.16.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
  await setLanguage(page, lng, baseURL);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const form = page.getByRole('form', { name: m(lng, 'member.login_title') });
  await form.getByLabel(field(m(lng, 'member.email'))).fill(who.email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill(who.password);
  await form.getByRole('button', { name: m(lng, 'member.login_submit') }).click();
  // The first login after the server starts hashes on a cold pool: allow a busy 2-core machine its time.
  await expect(page).toHaveURL(new RegExp(escapeRegex(path.split('?')[0]!)), { timeout: 20_000 });
  return page;
}

async function sendSlip(page: Page, lng: Lng, registerId: number, background: string) {
  await expect(page.getByTestId(`slip-registration-${registerId}`)).toBeVisible();
  const png = await sharp({ create: { width: 600, height: 900, channels: 3, background } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('slip-bank').click();
  await page
    .getByRole('option', { name: lng === 'en' ? 'Krungthai Bank' : 'ธนาคารกรุงไทย' })
    .click();
  await page
    .getByLabel(field(m(lng, 'payment.slip_transfer_date')))
    .fill(new Date(Date.now() + 7 * 3_600_000 - DAY).toISOString().slice(0, 10));
  await page.getByLabel(field(m(lng, 'payment.slip_transfer_time'))).fill('10:30');
  await page.getByTestId('slip-submit').click();
  await expect(page.getByTestId('slip-sent')).toBeVisible();
}

/** Finds the registration in the list by its code and opens it. */
async function openFromList(page: Page, lng: Lng, code: string) {
  await page.goto(ROUTE);
  await page.getByTestId('list-search').fill(code);
  const row = page.getByTestId('registration-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: code, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

test.describe('registrations in the back office', () => {
  for (const lng of ['th', 'en'] as const) {
    test(`a slip is rejected with a reason, sent again, approved, and the member's receipt opens (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      const member = await createMember();
      const training = await createTraining();
      const registration = await createRegistration(member.id, training.id, { locale: lng });
      const slipPath = `/member/send-payment-slip?register_id=${registration.id}`;

      // The member pays by bank transfer and sends the slip.
      const memberTab = await memberPage(browser, lng, baseURL!, slipPath, member);
      await sendSlip(memberTab, lng, registration.id, '#e8eef7');

      // Staff see it awaiting verification, the amount against the amount due, and reject it with a reason.
      const staff = await staffPage(browser, lng, baseURL!);
      const staffConsole = watchConsole(staff, (text) => text.includes('404'));
      await staff.goto(ROUTE);
      await expect(staff.getByTestId('status-counts')).toContainText(statusName(lng, 4));
      await openFromList(staff, lng, registration.registerCode);
      await expect(staff.getByTestId('registration-status')).toHaveText(statusName(lng, 4));
      const slip = staff.getByTestId('slip').first();
      await expect(slip.getByRole('img')).toBeVisible();
      await expect(slip.getByTestId('slip-amount')).toContainText(
        m(lng, 'admin_registrations.amount_matches'),
      );
      await expectAccessible(staff);
      const reason =
        lng === 'th'
          ? 'ยอดเงินในสลิปอ่านไม่ออก กรุณาส่งใหม่'
          : 'The amount on the slip cannot be read, please send it again';
      await staff.getByTestId('reject-slip').click();
      await staff.getByTestId('reject-confirm').click();
      await expect(staff.getByText(m(lng, 'admin_registrations.reason_required'))).toBeVisible();
      await staff.getByTestId('reject-reason').fill(reason);
      await staff.getByTestId('reject-confirm').click();
      await expect(staff.getByText(m(lng, 'admin_registrations.rejected'))).toBeVisible();
      await expect(staff.getByTestId('status-message')).toHaveText(reason);
      await expect(staff.getByTestId('approve-slip')).toHaveCount(0);

      // The member reads the reason and sends another slip.
      await memberTab.reload();
      await expect(
        memberTab.getByTestId(`slip-registration-${registration.id}`).getByTestId('slip-status'),
      ).toContainText(reason);
      await sendSlip(memberTab, lng, registration.id, '#f3efe4');

      // Staff approve the new one: paid, with a receipt number.
      await staff.reload();
      await expect(staff.getByTestId('slip')).toHaveCount(2);
      await staff.getByTestId('approve-slip').click();
      await staff.getByTestId('approve-confirm').click();
      await expect(staff.getByTestId('receipt-no')).toHaveText(/^R\d{4}-\d{6}$/);
      const receiptNo = (await staff.getByTestId('receipt-no').textContent())!;
      // Registered (2), slip (4), rejected (3), slip again (4), approved (5).
      await expect(staff.getByTestId('history-entry')).toHaveCount(5);
      staffConsole();

      // The member's history shows it paid and the receipt opens with its number.
      await memberTab.goto('/member/register_history');
      const item = memberTab.locator(`[data-register-id="${registration.id}"]`);
      await expect(item.getByTestId('register-status')).toHaveText(statusName(lng, 5));
      await memberTab.goto(`/member/receipt/${registration.id}`);
      await expect(memberTab.getByTestId('receipt-number')).toHaveText(receiptNo);
      await memberTab.context().close();
      await staff.context().close();
    });
  }

  test("staff correct a receipt address and the history says so; the printout is in the registration's language (en)", async ({
    browser,
    baseURL,
  }) => {
    const member = await createMember();
    const training = await createTraining();
    const registration = await createRegistration(member.id, training.id, { locale: 'th' });
    const staff = await staffPage(browser, 'en', baseURL!);
    const done = watchConsole(staff);
    await staff.goto(`${ROUTE}/${registration.id}`);
    await staff.getByTestId('edit-registration').click();
    await expect(staff).toHaveURL(new RegExp(`${ROUTE}/${registration.id}/edit$`));
    await staff.getByLabel(field(m('en', 'registration.address'))).fill('99 New Road, Building 2');
    for (const label of [
      'registration.province',
      'registration.amphure',
      'registration.district',
    ]) {
      await staff
        .getByLabel(field(m('en', label)))
        .first()
        .click();
      await staff.getByRole('option').first().click();
    }
    await expect(staff.getByLabel(field(m('en', 'registration.zip_code')))).toHaveValue(/^\d{5}$/);
    await expectAccessible(staff);
    await staff.getByTestId('save-registration').click();
    await expect(staff).toHaveURL(new RegExp(`${ROUTE}/${registration.id}$`));
    await expect(staff.getByTestId('receipt-address')).toContainText('99 New Road, Building 2');
    await expect(staff.getByTestId('history-entry').last()).toContainText(
      m('en', 'admin_registrations.history_note.receipt_changed'),
    );
    const db = await e2eDb();
    const stored = await db.registration.findUniqueOrThrow({ where: { id: registration.id } });
    await db.$disconnect();
    expect(stored.receiptAddress).toBe('99 New Road, Building 2');
    expect(stored.receiptDistrictId).not.toBeNull();

    // The printout is in Thai, the language the member registered in.
    await staff.goto(`${ROUTE}/${registration.id}/print`);
    await expect(staff.getByTestId('print-registration')).toContainText(
      m('th', 'admin_registrations.register_code'),
    );
    await expect(staff.getByTestId('print-registration')).toContainText('99 New Road, Building 2');
    done();
    await staff.context().close();
  });

  test('the status run expires an overdue registration and its seat is free again (th)', async ({
    browser,
    baseURL,
  }) => {
    const member = await createMember();
    const training = await createTraining(1);
    const overdue = await createRegistration(member.id, training.id, { ageHours: 100 });
    const staff = await staffPage(browser, 'th', baseURL!);
    // Its hold (from before holds were recorded: 72 hours from registering) has ended: the seat is free at once, before the run.
    await staff.goto(`/public-training/${training.id}`);
    await expect(staff.getByTestId('seats-left')).toHaveText(/^1 /);
    await staff.goto(ROUTE);
    await staff.getByTestId('status-run').click();
    await staff.getByTestId('status-run-confirm').click();
    await expect(
      staff.locator('.mantine-Notification-description', { hasText: overdue.registerCode }),
    ).toBeVisible();
    const db = await e2eDb();
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: overdue.id } })).registerStatusId,
    ).toBe(7);
    await db.$disconnect();
    await staff.goto(`/public-training/${training.id}`);
    await expect(staff.getByTestId('seats-left')).toHaveText(/^1 /);
    await staff.goto(`${ROUTE}/${overdue.id}`);
    await expect(staff.getByTestId('history-entry').last()).toContainText(
      m('th', 'admin_registrations.history_note.expired'),
    );
    await staff.context().close();
  });

  test('the receipt export of a date range holds exactly the paid registrations (en)', async ({
    browser,
    baseURL,
  }) => {
    const staff = await staffPage(browser, 'en', baseURL!);
    await staff.goto(ROUTE);
    await staff.getByTestId('receipt-export').click();
    const download = staff.waitForEvent('download');
    await staff.getByTestId('export-download').click();
    const file = await download;
    const text = readFileSync(await file.path(), 'utf8');
    const lines = text.split('\n').filter(Boolean);

    const bangkokToday = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const from = new Date(`${bangkokToday.slice(0, 8)}01T00:00:00+07:00`);
    const to = new Date(new Date(`${bangkokToday}T00:00:00+07:00`).getTime() + DAY);
    const db = await e2eDb();
    const paid = await db.registration.findMany({
      where: { registerStatusId: 5, paidAt: { gte: from, lt: to } },
      orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
    });
    await db.$disconnect();
    expect(file.suggestedFilename()).toBe(
      `receipts-${bangkokToday.slice(0, 8)}01-to-${bangkokToday}.txt`,
    );
    expect(lines.map((l) => l.split('|')[4])).toEqual(paid.map((r) => r.registerCode));
    for (const line of lines) {
      const fields = line.split('|');
      expect(fields).toHaveLength(17);
      expect(fields[0]).toBe('01');
      expect(fields[16]).toMatch(/^(CARD|BANK)$/);
    }
    await staff.context().close();
  });

  test('a row clicked right after typing a search opens that registration and stays on it (en)', async ({
    browser,
    baseURL,
  }) => {
    const member = await createMember();
    const training = await createTraining();
    const registration = await createRegistration(member.id, training.id);
    const staff = await staffPage(browser, 'en', baseURL!);
    // A clock the test moves on: the search's 400 ms debounce passes when the test says.
    await staff.clock.install();
    await staff.goto(ROUTE);
    const link = staff
      .getByTestId('registration-row')
      .getByRole('link', { name: registration.registerCode, exact: true });
    await expect(link).toBeVisible();
    // The registration's page is slow to come (as on a busy server): held until the debounce has passed.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await staff.route(`**${ROUTE}/${registration.id}*`, async (route) => {
      if (route.request().headers()['rsc']) await held;
      await route.continue();
    });
    // Typed, and the row clicked inside the search's debounce: the pending search is dropped, so it
    // cannot take the page back to the list while the registration is on its way.
    await staff.getByTestId('list-search').fill(registration.registerCode);
    await link.click();
    await staff.clock.fastForward(1_000);
    release();
    await expect(
      staff.getByRole('heading', { level: 1, name: registration.registerCode }),
    ).toBeVisible();
    // Nothing left pending takes it back later.
    await staff.clock.fastForward(1_000);
    await staff.waitForLoadState('networkidle');
    await expect(staff).toHaveURL(new RegExp(`${ROUTE}/${registration.id}$`));
    await expect(
      staff.getByRole('heading', { level: 1, name: registration.registerCode }),
    ).toBeVisible();
    await staff.context().close();
  });

  test('the list and a registration read well on a phone (th) @phone', async ({
    browser,
    baseURL,
  }) => {
    const member = await createMember();
    const training = await createTraining();
    const registration = await createRegistration(member.id, training.id);
    const page = await (
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    await setLanguage(page, 'th', baseURL!);
    await page.goto('/admin/login');
    await page.locator('input[type=email]').fill('admin@example.com');
    await page.locator('input[type=password]').fill('admin1234');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/admin\/home/);
    await page.goto(`${ROUTE}/${registration.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: registration.registerCode }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    await page.context().close();
  });
});
