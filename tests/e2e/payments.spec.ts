import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { expectAccessible, useLanguage, watchConsole } from './support';
import { databaseUrl } from '../../playwright.config';

type Messages = Record<string, unknown>;
const load = (lng: string, file: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lng}/${file}.json`, 'utf8')) as Messages;
const messages = {
  th: { ...load('th', 'member'), ...load('th', 'payment') },
  en: { ...load('en', 'member'), ...load('en', 'payment') },
};
function m(lng: 'th' | 'en', key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[lng]);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
}
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (text: string) => new RegExp(`^${escapeRegex(text)}( \\*)?$`);

let n = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
});

/** A member and one registration inserted directly (the registration flow is another feature's). */
async function memberWithRegistration(paymentMethodId: 1 | 2) {
  const { createDb } = await import('../../src/server/db');
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = createDb(databaseUrl);
  const email = `payer-${Date.now().toString(36)}-${(n += 1)}@example.test`;
  const member = await db.member.create({
    data: {
      firstname: 'สมชาย',
      lastname: 'จ่ายเงิน',
      telephone: '0812345678',
      email,
      passwordHash: await hashPassword('secret123'),
    },
  });
  const training = await db.publicTraining.findFirstOrThrow({
    where: { status: true },
    orderBy: { id: 'asc' },
    include: { translations: true },
  });
  const statusId = paymentMethodId === 1 ? 1 : 2;
  const registration = await db.registration.create({
    data: {
      registerCode: `PT-E2E-${Date.now().toString(36)}${n}`.toUpperCase(),
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: statusId,
      courseCode: training.courseCode,
      courseName: training.translations[0]?.name ?? training.courseCode,
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity: 1,
      totalAmountSatang: training.priceSatang,
      paymentMethodId,
      receiptName: 'สมชาย จ่ายเงิน',
      receiptAddress: '1 ถนนทดสอบ',
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
      histories: { create: [{ registerStatusId: statusId, actorType: 'member' }] },
    },
  });
  await db.$disconnect();
  return { email, password: 'secret123', registration };
}

async function statusOf(registrationId: number) {
  const { createDb } = await import('../../src/server/db');
  const db = createDb(databaseUrl);
  const row = await db.registration.findUniqueOrThrow({ where: { id: registrationId } });
  await db.$disconnect();
  return row.registerStatusId;
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
  // After the login the router waits on the menu's prefetches, slow while the server renders them a first time.
  await expect(page).toHaveURL(new RegExp(`${escapeRegex(path.split('?')[0]!)}`), {
    timeout: 20_000,
  });
}

async function payOnSimulator(page: Page, lng: 'th' | 'en', card: string) {
  await page.getByTestId('pay-by-card').click();
  await expect(
    page.getByRole('heading', { name: m(lng, 'payment.simulator.title') }),
  ).toBeVisible();
  await page.getByLabel(m(lng, 'payment.simulator.card_number')).fill(card);
  await page.getByLabel(m(lng, 'payment.simulator.expiry')).fill('12/30');
  await page.getByLabel(m(lng, 'payment.simulator.cvn')).fill('123');
  await page.getByRole('button', { name: m(lng, 'payment.simulator.pay'), exact: true }).click();
}

test.describe('payments', () => {
  test('pays a card registration on the gateway simulator with an accepting card, then opens the receipt (th) @phone', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'th', baseURL!);
    const who = await memberWithRegistration(1);
    await openAsMember(page, 'th', `/member/payment/${who.registration.id}`, who);
    await expect(page.getByTestId('payment-code')).toHaveText(who.registration.registerCode);
    // The e2e server runs with PAYMENT_SIMULATOR=1: the page says plainly that card payments are simulated.
    await expect(page.getByTestId('payment-simulated')).toContainText(
      m('th', 'payment.simulated_title'),
    );
    await expect(page.getByTestId('payment-simulated')).toContainText(
      m('th', 'payment.simulated_body'),
    );
    await expectAccessible(page);
    await payOnSimulator(page, 'th', '4111 1111 1111 1111');
    await expect(page).toHaveURL(
      new RegExp(`/member/payment/${who.registration.id}\\?result=paid`),
    );
    await expect(page.getByTestId('payment-result')).toHaveText(m('th', 'payment.result_paid'));
    await expect(page.getByTestId('payment-status')).toHaveText('ชำระเงินแล้ว');
    expect(await statusOf(who.registration.id)).toBe(5);
    await page.getByTestId('view-receipt').click();
    await expect(page).toHaveURL(new RegExp(`/member/receipt/${who.registration.id}$`));
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText(who.registration.registerCode);
    await expect(receipt).toContainText('xxxxxxxxxxxx1111');
    await expect(receipt).toContainText('Visa');
    await expect(page.getByTestId('receipt-amount-words')).toContainText('บาท');
    await expect(receipt).toContainText(String(new Date().getFullYear() + 543));
    await expectAccessible(page);
    done();
  });

  test('a declining card shows the reason and leaves the registration awaiting payment (en)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    const who = await memberWithRegistration(1);
    await openAsMember(page, 'en', `/member/payment/${who.registration.id}`, who);
    await expect(page.getByTestId('payment-simulated')).toContainText(
      m('en', 'payment.simulated_body'),
    );
    await payOnSimulator(page, 'en', '4000000000000002');
    await expect(page).toHaveURL(
      new RegExp(`/member/payment/${who.registration.id}\\?result=not_paid`),
    );
    // The gateway's outcome in the page's language (from its reason code), not the gateway's own text.
    await expect(page.getByTestId('payment-result')).toContainText(
      m('en', 'payment.gateway_reason.declined'),
    );
    await expect(page.getByTestId('payment-status')).toHaveText('Registered, awaiting payment');
    await expect(page.getByTestId('pay-by-card')).toBeVisible();
    expect(await statusOf(who.registration.id)).toBe(1);
    done();
    // no receipt for an unpaid registration (the browser logs the 404 it is meant to get)
    const response = await page.goto(`/member/receipt/${who.registration.id}`);
    expect(response?.status()).toBe(404);
  });

  for (const lng of ['en', 'th'] as const) {
    test(`a bank registration shows the accounts and PromptPay QR, then a slip is sent (${lng})${lng === 'en' ? ' @phone' : ''}`, async ({
      page,
      baseURL,
    }) => {
      const done = watchConsole(page);
      await useLanguage(page, lng, baseURL!);
      const who = await memberWithRegistration(2);
      await openAsMember(page, lng, `/member/payment/${who.registration.id}`, who);
      await expect(page.getByTestId('bank-accounts')).toContainText('000-0-00000-0');
      await expect(page.getByTestId('promptpay-qr').locator('svg')).toBeVisible();
      expect(await page.getByTestId('promptpay-qr').getAttribute('data-payload')).toContain(
        (who.registration.totalAmountSatang / 100).toFixed(2),
      );
      await expectAccessible(page);
      await page.getByTestId('send-slip-link').click();
      await expect(page).toHaveURL(
        new RegExp(`/member/send-payment-slip\\?register_id=${who.registration.id}`),
      );
      await expect(page.getByTestId(`slip-registration-${who.registration.id}`)).toBeVisible();
      await expectAccessible(page);
      const png = await sharp({
        create: { width: 800, height: 1200, channels: 3, background: '#f0f0f0' },
      })
        .png()
        .toBuffer();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('slip-bank').click();
      await page
        .getByRole('option', { name: lng === 'en' ? 'Krungthai Bank' : 'ธนาคารกรุงไทย' })
        .click();
      // Yesterday in Bangkok: a slip's transfer date must be plausible (not ahead, not years back).
      await page
        .getByLabel(field(m(lng, 'payment.slip_transfer_date')))
        .fill(new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10));
      await page.getByLabel(field(m(lng, 'payment.slip_transfer_time'))).fill('10:30');
      await page.getByTestId('slip-submit').click();
      // The server re-encodes the picture (sharp) and reads it for a payment QR code: seconds on a busy machine.
      await expect(page.getByTestId('slip-sent')).toBeVisible({ timeout: 20_000 });
      await expect(
        page.getByTestId(`slip-registration-${who.registration.id}`).getByTestId('slip-status'),
      ).toHaveText(m(lng, 'payment.slip_current'));
      expect(await statusOf(who.registration.id)).toBe(4);
      done();
    });
  }

  test('another member’s registration is not found', async ({ page }) => {
    const owner = await memberWithRegistration(1);
    const other = await memberWithRegistration(1);
    await openAsMember(page, 'th', `/member/payment/${other.registration.id}`, other);
    const response = await page.goto(`/member/payment/${owner.registration.id}`);
    expect(response?.status()).toBe(404);
  });
});
