import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { startMailCatcher } from '../support/mail-catcher';
import {
  expectAccessible,
  useLanguage,
  watchConsole,
  e2eDb,
  createMember as createMemberIn,
} from './support';
import { smtpPort } from '../../playwright.config';

type Messages = Record<string, unknown>;
const load = (lng: string, file: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lng}/${file}.json`, 'utf8')) as Messages;
const messages = {
  th: { ...load('th', 'common'), ...load('th', 'member'), ...load('th', 'registration') },
  en: { ...load('en', 'common'), ...load('en', 'member'), ...load('en', 'registration') },
};
type Lng = 'th' | 'en';
function m(lng: Lng, key: string, vars: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[lng]);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (text: string) => new RegExp(`^${escapeRegex(text)}( \\*)?$`);

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}`;

/** A member who can sign in (secret123), written straight to the e2e database. */
const createMember = () =>
  createMemberIn({
    firstname: 'สมหญิง',
    lastname: 'ลงทะเบียน',
    email: `${unique('reg')}@example.test`,
  });

async function createTraining(seats = 5) {
  const db = await e2eDb();
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = new Date(Date.now() + 20 * DAY);
  const code = unique('E2E');
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: code,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 250_000,
      seatLimit: seats,
      translations: {
        create: [
          { languageId: 1, name: `หลักสูตรทดสอบ ${code}` },
          { languageId: 2, name: `Test course ${code}` },
        ],
      },
    },
  });
  await db.$disconnect();
  return training;
}

async function login(page: Page, lng: Lng, email: string, password: string) {
  const form = page.getByRole('form', { name: m(lng, 'member.login_title') });
  await form.getByLabel(field(m(lng, 'member.email'))).fill(email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill(password);
  await form.getByRole('button', { name: m(lng, 'member.login_submit') }).click();
}

async function pickFirst(page: Page, label: string) {
  await page.getByLabel(field(label)).first().click();
  await page.getByRole('option').first().click();
}

const step = (page: Page) => page.getByTestId('register-step');

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
test.beforeAll(async () => {
  mail = await startMailCatcher(smtpPort);
});
test.afterAll(async () => {
  await mail.close();
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
});

test.describe('training registration', () => {
  for (const lng of ['en', 'th'] as const) {
    test(`a member registers with another attendee through the 4 steps (${lng}) @phone`, async ({
      page,
      baseURL,
    }) => {
      // Four steps, a reload and a submit: past a minute when two workers share the machine's two cores.
      test.setTimeout(120_000);
      const done = watchConsole(page);
      await useLanguage(page, lng, baseURL!);
      const member = await createMember();
      const training = await createTraining();
      await page.goto(`/public-training/${training.id}/register`);
      await expect(page).toHaveURL(/\/login/);
      await login(page, lng, member.email, member.password);
      await expect(page).toHaveURL(new RegExp(`/public-training/${training.id}/register$`));
      await expect(step(page)).toHaveAttribute('data-step', '1');
      await expectAccessible(page);

      // Step 1: the member plus one non-member attendee.
      await page.getByRole('button', { name: m(lng, 'registration.add_attendee') }).click();
      const attendee = page.getByRole('group', {
        name: m(lng, 'registration.attendee_n', { n: 2 }),
      });
      await attendee.getByLabel(field(m(lng, 'member.firstname'))).fill('Ann');
      await attendee.getByLabel(field(m(lng, 'member.lastname'))).fill('Guest');
      await attendee.getByLabel(field(m(lng, 'member.email'))).fill('ann.guest@example.test');
      await attendee.getByLabel(field(m(lng, 'member.telephone'))).fill('0899999999');
      await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();

      // Step 2: the receipt, prefilled with the member's name; the address from the cascading lists.
      await expect(step(page)).toHaveAttribute('data-step', '2');
      await expect(page.getByLabel(field(m(lng, 'registration.receipt_name')))).toHaveValue(
        'สมหญิง ลงทะเบียน',
      );
      await page.getByLabel(field(m(lng, 'registration.address'))).fill('99 ถนนทดสอบ');
      await pickFirst(page, m(lng, 'registration.province'));
      await pickFirst(page, m(lng, 'registration.amphure'));
      await pickFirst(page, m(lng, 'registration.district'));
      await expect(page.getByLabel(field(m(lng, 'registration.zip_code')))).toHaveValue(/^\d{5}$/);

      // The draft survives a reload.
      await page.reload();
      await expect(step(page)).toHaveAttribute('data-step', '2');
      await expect(page.getByLabel(field(m(lng, 'registration.address')))).toHaveValue(
        '99 ถนนทดสอบ',
      );
      await page.getByRole('button', { name: m(lng, 'registration.back'), exact: true }).click();
      await expect(
        page
          .getByRole('group', { name: m(lng, 'registration.attendee_n', { n: 2 }) })
          .getByLabel(field(m(lng, 'member.firstname'))),
      ).toHaveValue('Ann');
      await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
      await expect(step(page)).toHaveAttribute('data-step', '2');
      await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();

      // Step 3: bank transfer. Step 4: review and submit.
      await expect(step(page)).toHaveAttribute('data-step', '3');
      // The step slides in; a tap that lands while it still moves may be taken by the step before.
      await expect(async () => {
        await page
          .getByRole('radio', { name: m(lng, 'registration.method_bank') })
          .check({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
      await expect(step(page)).toHaveAttribute('data-step', '4');
      await expect(page.getByTestId('register-total')).toHaveText(
        lng === 'en' ? 'THB 5,000' : '5,000 บาท',
      );
      await page.getByRole('button', { name: m(lng, 'registration.submit') }).click();

      await page.waitForURL(/\/member\/payment\/\d+$/);
      const registerId = Number(new URL(page.url()).pathname.split('/').pop());
      const db = await e2eDb();
      const stored = await db.registration.findUniqueOrThrow({
        where: { id: registerId },
        include: { attendees: { orderBy: { sortOrder: 'asc' } }, histories: true },
      });
      await db.$disconnect();
      expect(stored).toMatchObject({
        memberId: member.id,
        publicTrainingId: training.id,
        quantity: 2,
        totalAmountSatang: 500_000,
        registerStatusId: 2,
        paymentMethodId: 2,
        locale: lng,
        receiptAddress: '99 ถนนทดสอบ',
      });
      expect(stored.registerCode).toMatch(/^PT-\d{4}-[0-9A-Z]{6}$/);
      expect(stored.attendees.map((a) => a.email)).toEqual([
        member.email,
        'ann.guest@example.test',
      ]);
      expect(stored.histories.map((h) => h.registerStatusId)).toEqual([2]);
      await expect
        .poll(() => mail.messages.filter((x) => x.to.includes(member.email)).length)
        .toBe(1);

      // The history lists it.
      await page.goto('/member/register_history');
      const item = page.locator(`[data-register-id="${registerId}"]`);
      await expect(item).toContainText(stored.registerCode);
      await expect(item).toContainText(lng === 'en' ? 'Test course' : 'หลักสูตรทดสอบ');
      await expect(
        item.getByRole('link', { name: m(lng, 'registration.send_slip') }),
      ).toHaveAttribute('href', `/member/send-payment-slip?register_id=${registerId}`);
      await expectAccessible(page);
      done();
    });
  }

  test('the draft clears back to step 1; a full training is refused', async ({ page, baseURL }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    const member = await createMember();
    const training = await createTraining(1);
    await page.goto(
      `/login?callbackUrl=${encodeURIComponent(`/public-training/${training.id}/register?step=2`)}`,
    );
    await login(page, 'en', member.email, member.password);
    await expect(step(page)).toHaveAttribute('data-step', '2');
    await page.getByLabel(field(m('en', 'registration.address'))).fill('somewhere');
    await page.getByRole('button', { name: m('en', 'registration.clear') }).click();
    await expect(step(page)).toHaveAttribute('data-step', '1');
    // One seat: the member only, no room for another attendee.
    await expect(page.getByText(m('en', 'registration.no_more_seats'))).toBeVisible();
    await page.reload();
    await expect(step(page)).toHaveAttribute('data-step', '1');

    const db = await e2eDb();
    await db.publicTraining.update({ where: { id: training.id }, data: { seatLimit: 0 } });
    await db.$disconnect();
    await page.goto(`/public-training/${training.id}/register`);
    await expect(page.getByTestId('register-unavailable')).toContainText(
      m('en', 'registration.state_full'),
    );
    done();
  });

  for (const lng of ['en', 'th'] as const) {
    test(`a member holding 10 unpaid seats is told why another registration is refused, and where they stand (${lng})`, async ({
      page,
      baseURL,
    }) => {
      // The refusal is a 409 on purpose: the browser logs it.
      const done = watchConsole(page, (text) => /status of 409/.test(text));
      await useLanguage(page, lng, baseURL!);
      const member = await createMember();
      const training = await createTraining(25);
      // Ten unpaid seats already held on this training by the member's own registration, its slip due in three days.
      const db = await e2eDb();
      const due = new Date(Date.now() + 3 * DAY);
      const held = await db.registration.create({
        data: {
          registerCode: `PT-0000-${Date.now().toString(36).slice(-6).toUpperCase()}`,
          publicTrainingId: training.id,
          memberId: member.id,
          registerStatusId: 2,
          courseCode: training.courseCode,
          courseName: `Test course ${training.courseCode}`,
          trainingDate: training.startTrainingDate,
          unitPriceSatang: 250_000,
          quantity: 10,
          totalAmountSatang: 2_500_000,
          paymentMethodId: 2,
          paymentDueAt: due,
          seatsHeldUntil: due,
          locale: lng,
          histories: { create: [{ registerStatusId: 2, actorType: 'member' }] },
        },
      });
      await db.$disconnect();

      await page.goto(
        `/login?callbackUrl=${encodeURIComponent(`/public-training/${training.id}/register`)}`,
      );
      await login(page, lng, member.email, member.password);
      // They hold a live registration: the form shows once they confirm they mean to register again.
      await expect(page.getByTestId('repeat-warning')).toBeVisible({ timeout: 20_000 });
      await page.getByTestId('repeat-confirm').check();
      await expect(step(page)).toHaveAttribute('data-step', '1');
      await expect(page.getByTestId('max-attendees-note')).toHaveText(
        m(lng, 'registration.max_attendees_note', { max: 10 }),
      );
      await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
      await expect(step(page)).toHaveAttribute('data-step', '2');
      await page.getByLabel(field(m(lng, 'registration.address'))).fill('99 ถนนทดสอบ');
      await pickFirst(page, m(lng, 'registration.province'));
      await pickFirst(page, m(lng, 'registration.amphure'));
      await pickFirst(page, m(lng, 'registration.district'));
      await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
      await page.getByRole('radio', { name: m(lng, 'registration.method_bank') }).check();
      await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
      await expect(step(page)).toHaveAttribute('data-step', '4');
      await expectAccessible(page);
      await page.getByRole('button', { name: m(lng, 'registration.submit') }).click();

      // Refused with the reason, in the page's language; nothing stored, and the member stays on the form.
      const refusal = m(lng, 'registration.unpaid_seats_limit', { held: 10, limit: 10, left: 0 });
      await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expect(step(page)).toHaveAttribute('data-step', '4');
      await expect(page).toHaveURL(new RegExp(`/public-training/${training.id}/register`));
      const after = await e2eDb();
      expect(await after.registration.count({ where: { publicTrainingId: training.id } })).toBe(1);
      await after.$disconnect();

      // The payment page of the held registration says until when the seats are held.
      await page.goto(`/member/payment/${held.id}`);
      const [beforeTime, afterTime] = m(lng, 'registration.hold_bank', { time: '@@' }).split('@@');
      await expect(page.getByTestId('payment-hold')).toContainText(beforeTime!.trim());
      await expect(page.getByTestId('payment-hold')).toContainText(afterTime!.trim());
      await expectAccessible(page);
      done();
    });
  }

  test('a member cancels an unpaid registration from the history (th) @phone', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'th', baseURL!);
    const member = await createMember();
    const training = await createTraining();
    const db = await e2eDb();
    const code = `PT-0000-${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const reg = await db.registration.create({
      data: {
        registerCode: code,
        publicTrainingId: training.id,
        memberId: member.id,
        registerStatusId: 1,
        courseCode: training.courseCode,
        courseName: `หลักสูตรทดสอบ ${training.courseCode}`,
        trainingDate: training.startTrainingDate,
        unitPriceSatang: 250_000,
        quantity: 1,
        totalAmountSatang: 250_000,
        paymentMethodId: 1,
        histories: { create: [{ registerStatusId: 1, actorType: 'member' }] },
      },
    });
    await page.goto('/login?callbackUrl=%2Fmember%2Fregister_history');
    await login(page, 'th', member.email, member.password);
    await expect(page).toHaveURL(/\/member\/register_history$/);
    const item = page.locator(`[data-register-id="${reg.id}"]`);
    await expect(item.getByRole('link', { name: m('th', 'registration.pay_now') })).toHaveAttribute(
      'href',
      `/member/payment/${reg.id}`,
    );
    await expectAccessible(page);
    await item.getByRole('button', { name: m('th', 'registration.cancel'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: m('th', 'registration.confirm_cancel_yes') })
      .click();
    await expect(item.getByTestId('register-status')).toHaveText('ยกเลิก');
    await expect(
      item.getByRole('button', { name: m('th', 'registration.cancel'), exact: true }),
    ).toHaveCount(0);
    const after = await db.registration.findUniqueOrThrow({
      where: { id: reg.id },
      include: { histories: { orderBy: { id: 'asc' } } },
    });
    await db.$disconnect();
    expect(after.registerStatusId).toBe(6);
    expect(after.histories.map((h) => [h.registerStatusId, h.actorType])).toEqual([
      [1, 'member'],
      [6, 'member'],
    ]);
    done();
  });
});
