import { expect, test, type Page } from './fixtures';
import ICAL from 'ical.js';
import { startMailCatcher } from '../support/mail-catcher';
import {
  field,
  message,
  useLanguage,
  watchConsole,
  e2eDb,
  createMember as createMemberIn,
} from './support';
import { smtpPort } from '../../playwright.config';

/**
 * The waiting list through the real screens, in both languages: a full
 * training, a member joins its waiting list, another member's unpaid hold
 * ends (its deadline moved into the past, as the seat-hold tests do), the
 * first gets the offer e-mail (mail catcher), claims the seat through the
 * link and pays by card on the simulator; then downloads the training's .ics,
 * which ical.js parses.
 */
type Lng = 'th' | 'en';
const m = (lng: Lng, key: string, vars: Record<string, string | number> = {}) =>
  message(lng, key, vars);
const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${(n += 1)}`;

/** A member who can sign in (secret123), written straight to the e2e database. */
const createMember = (tag: string) =>
  createMemberIn({ firstname: 'Wanda', lastname: 'Waiting', email: `${unique(tag)}@example.test` });

/** A training of one seat, held by another member's unpaid bank transfer registration. */
async function fullTraining() {
  const db = await e2eDb();
  const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
  // 09:00 Bangkok (02:00 UTC) twenty days ahead, ending 16:00 the next day: two calendar days
  // whatever the hour the test runs at (a start after 17:00 Bangkok ran into a third day).
  const ahead = new Date(Date.now() + 20 * DAY);
  const start = new Date(
    Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 2, 0),
  );
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: unique('WL-'),
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY + 7 * 60 * 60 * 1000),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 150_000,
      seatLimit: 1,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรรายชื่อสำรอง', location: 'ห้อง 101' },
          { languageId: 2, name: 'Waiting list course', location: 'Room 101' },
        ],
      },
    },
  });
  const holder = await createMember('holder-');
  const due = new Date(Date.now() + 3 * DAY);
  const held = await db.registration.create({
    data: {
      registerCode: `PT-0000-${Date.now().toString(36).slice(-6).toUpperCase()}`,
      publicTrainingId: training.id,
      memberId: holder.id,
      registerStatusId: 2,
      courseCode: training.courseCode,
      courseName: 'Waiting list course',
      trainingDate: start,
      unitPriceSatang: 150_000,
      quantity: 1,
      totalAmountSatang: 150_000,
      paymentMethodId: 2,
      paymentDueAt: due,
      seatsHeldUntil: due,
      locale: 'th',
      histories: { create: [{ registerStatusId: 2, actorType: 'member' }] },
    },
  });
  await db.$disconnect();
  return { training, held };
}

async function login(page: Page, lng: Lng, email: string, password: string) {
  const form = page.getByRole('form', { name: m(lng, 'member.login_title') });
  await form.getByLabel(field(m(lng, 'member.email'))).fill(email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill(password);
  await form.getByRole('button', { name: m(lng, 'member.login_submit') }).click();
}

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
test.beforeAll(async () => {
  mail = await startMailCatcher(smtpPort);
});
test.afterAll(async () => {
  await mail.close();
});

for (const lng of ['en', 'th'] as const) {
  test(`a member on the waiting list gets a freed seat by e-mail, claims it, pays, and adds the training to a calendar (${lng}) @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const done = watchConsole(page);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.66.${n % 250}.${Date.now() % 250}` });
    await useLanguage(page, lng, baseURL!);
    const { training, held } = await fullTraining();
    const member = await createMember('waiter-');

    // The training is full: its page offers the waiting list once logged in.
    await page.goto(`/login?callbackUrl=${encodeURIComponent(`/public-training/${training.id}`)}`);
    await login(page, lng, member.email, member.password);
    await expect(page).toHaveURL(new RegExp(`/public-training/${training.id}$`), {
      timeout: 30_000,
    });
    await expect(page.getByTestId('registration-state')).toHaveText(m(lng, 'training.full'));
    const box = page.getByTestId('waiting-list');
    await expect(box.getByTestId('waiting-join')).toBeVisible({ timeout: 20_000 });
    await box.getByTestId('waiting-join').click();
    await expect(box.getByTestId('waiting-joined')).toContainText(
      m(lng, 'waiting_list.place', { place: 1, quantity: 1 }),
    );

    // The other member's unpaid hold ends: reading the list releases its seat and offers it.
    const db = await e2eDb();
    await db.registration.update({
      where: { id: held.id },
      data: {
        seatsHeldUntil: new Date(Date.now() - 1000),
        paymentDueAt: new Date(Date.now() - 1000),
      },
    });
    // The status run (as the schedule or staff's button run it) releases the seat and offers it.
    const { authSessionService } = await import('../../src/server/services/auth-session-service');
    const admin = await db.adminUser.findFirstOrThrow({
      where: { status: true },
      orderBy: { id: 'asc' },
    });
    const { token } = await authSessionService(db).issue('admin', admin.id, false, 'api');
    await db.$disconnect();
    const run = await page.request.get('/api/v1/admin/update_register_status', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(run.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('waiting-offered')).toBeVisible({ timeout: 20_000 });

    const offer = await mail.waitFor(member.email, /offer=/, 30_000);
    // The catcher joins a Thai subject's encoded words with spaces: compare without them.
    expect(offer.subject.replace(/\s/g, '')).toContain(
      (lng === 'en' ? 'Seats are free for you' : 'มีที่นั่งว่างสำหรับท่าน').replace(/\s/g, ''),
    );
    const link = /https?:\/\/[^\s"<>]+\/register\?offer=[A-Za-z0-9_-]+/.exec(offer.text)?.[0];
    expect(link).toBeTruthy();

    // The claim link opens the register form with the seat held for them.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByTestId('offer-banner')).toBeVisible();
    await expect(page.getByTestId('register-step')).toHaveAttribute('data-step', '1');
    await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
    await expect(page.getByTestId('register-step')).toHaveAttribute('data-step', '2');
    await page.getByLabel(field(m(lng, 'registration.address'))).fill('1 Chalong Krung Road');
    for (const label of [
      'registration.province',
      'registration.amphure',
      'registration.district',
    ]) {
      await page
        .getByLabel(field(m(lng, label)))
        .first()
        .click();
      await page.getByRole('option').first().click();
    }
    await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
    await page.getByRole('radio', { name: m(lng, 'registration.method_card') }).check();
    await page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();
    await expect(page.getByTestId('register-step')).toHaveAttribute('data-step', '4');
    await page.getByRole('button', { name: m(lng, 'registration.submit') }).click();
    await page.waitForURL(/\/member\/payment\/\d+$/);
    const registerId = Number(new URL(page.url()).pathname.split('/').pop());

    // Pays on the gateway simulator.
    await page.getByTestId('pay-by-card').click();
    await page.getByLabel(m(lng, 'payment.simulator.card_number')).fill('4111 1111 1111 1111');
    await page.getByLabel(m(lng, 'payment.simulator.expiry')).fill('12/30');
    await page.getByLabel(m(lng, 'payment.simulator.cvn')).fill('123');
    await page.getByRole('button', { name: m(lng, 'payment.simulator.pay'), exact: true }).click();
    await expect(page.getByTestId('payment-result')).toHaveText(m(lng, 'payment.result_paid'));
    const check = await e2eDb();
    expect(
      (await check.registration.findUniqueOrThrow({ where: { id: registerId } })).registerStatusId,
    ).toBe(5);
    expect(
      (await check.waitingListEntry.findFirstOrThrow({ where: { memberId: member.id } })).status,
    ).toBe('claimed');
    await check.$disconnect();

    // The paid attendee adds the training to a calendar from its page.
    await page.goto(`/public-training/${training.id}`);
    const calendar = page.getByTestId('calendar-link');
    await expect(calendar).toHaveText(m(lng, 'calendar.add'));
    const download = page.waitForEvent('download');
    await calendar.click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of file) chunks.push(c as Buffer);
    const cal = new ICAL.Component(ICAL.parse(Buffer.concat(chunks).toString('utf8')));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    expect(events[0]!.location).toBe(lng === 'en' ? 'Room 101' : 'ห้อง 101');
    // Calendar times are to the minute.
    const minute = 60_000;
    expect(events[0]!.startDate.toJSDate().getTime()).toBe(
      Math.floor(training.startTrainingDate.getTime() / minute) * minute,
    );
    done();
  });
}
