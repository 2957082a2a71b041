import { expect, test, type Page } from './fixtures';
import { confirmLinkIn, startMailCatcher } from '../support/mail-catcher';
import {
  createMember,
  createStaff,
  e2eDb,
  field,
  message,
  passBotCheck,
  openAsStaff,
  stamp,
  useLanguage,
  watchConsole,
} from './support';
import { smtpPort } from '../../playwright.config';

/**
 * Issue 34, finding 4, as a member and staff meet it: sign up, try to
 * register for a training and be told to confirm the e-mail address, open
 * the link from the e-mail, then register; staff see the unpaid holds of a
 * training by member, with their age, and release one holder's in one click.
 */
const m = (key: string, vars?: Record<string, string | number>) => message('en', key, vars);
const DAY = 24 * 3_600_000;

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
test.beforeAll(async () => {
  mail = await startMailCatcher(smtpPort);
});
test.afterAll(async () => {
  await mail.close();
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.34.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
});

async function createTraining(seats = 25) {
  const db = await e2eDb();
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = new Date(Date.now() + 20 * DAY);
  const code = `CONF-${stamp()}`;
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
          { languageId: 1, name: `หลักสูตรยืนยันอีเมล ${code}` },
          { languageId: 2, name: `Confirmation course ${code}` },
        ],
      },
    },
  });
  await db.$disconnect();
  return training;
}

/** Steps 1-4 of the register form with the member alone, paying by bank transfer, then submit. */
async function registerAlone(page: Page) {
  const next = () => page.getByRole('button', { name: m('registration.next'), exact: true });
  const step = page.getByTestId('register-step');
  await expect(step).toHaveAttribute('data-step', '1');
  await next().click();
  await expect(step).toHaveAttribute('data-step', '2');
  await page.getByLabel(field(m('registration.address'))).fill('1 Phahonyothin Road');
  for (const label of ['registration.province', 'registration.amphure', 'registration.district']) {
    await page
      .getByLabel(field(m(label)))
      .first()
      .click();
    await page.getByRole('option').first().click();
  }
  await next().click();
  await expect(step).toHaveAttribute('data-step', '3');
  await page.getByRole('radio', { name: m('registration.method_bank') }).check();
  await next().click();
  await expect(step).toHaveAttribute('data-step', '4');
  await page.getByRole('button', { name: m('registration.submit') }).click();
}

test('sign up, be told to confirm before registering, open the e-mailed link, then register', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The refused registration (403) is expected in the console.
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 403/.test(msg.text())) errors.push(msg.text());
  });
  await useLanguage(page, 'en', baseURL!);
  const training = await createTraining();
  const email = `confirm-${stamp()}@example.test`;

  await page.goto('/register');
  const form = page.getByRole('form', { name: m('member.register_title') });
  await form.getByLabel(field(m('member.firstname'))).fill('Somchai');
  await form.getByLabel(field(m('member.lastname'))).fill('Jaidee');
  await form.getByLabel(field(m('member.telephone'))).fill('0812345678');
  await form.getByLabel(field(m('member.email'))).fill(email);
  await form.getByLabel(field(m('member.email_confirmation'))).fill(email);
  await form.getByLabel(field(m('member.password'))).fill('secret123');
  await form.getByLabel(field(m('member.password_confirmation'))).fill('secret123');
  await form.getByRole('checkbox', { name: new RegExp(m('member.accept_terms')) }).check();
  await passBotCheck(page, form);
  await form.getByRole('button', { name: m('member.register_submit') }).click();
  await expect(page).toHaveURL(/\/member\/account$/, { timeout: 20_000 });

  // The register form says so up front; submitting anyway is refused with the same words.
  await page.goto(`/public-training/${training.id}/register`);
  const notice = page.getByTestId('email-confirm-alert');
  await expect(notice).toContainText(m('registration.email_not_confirmed', { email }));
  await registerAlone(page);
  await expect(
    page.getByRole('alert').filter({ hasText: m('registration.email_not_confirmed', { email }) }),
  ).not.toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/public-training/${training.id}/register`));
  // "Send the link again" within a minute of the welcome e-mail: asked to look in the inbox.
  await notice.getByRole('button', { name: m('member.confirm_resend') }).click();
  await expect(page.getByText(m('member.confirm_wait'))).toBeVisible();

  // The link in the welcome e-mail confirms the address.
  await expect.poll(() => mail.messages.some((x) => x.to.includes(email))).toBe(true);
  const welcome = mail.messages.find((x) => x.to.includes(email))!;
  const link = new URL(confirmLinkIn(welcome));
  await page.goto(link.pathname);
  await expect(page.getByTestId('email-confirmed')).toHaveText(m('member.email_confirmed'));

  // Now the registration goes through (the draft was kept).
  await page.goto(`/public-training/${training.id}/register`);
  await expect(page.getByTestId('register-step')).toBeVisible();
  await expect(page.getByTestId('email-confirm-alert')).toHaveCount(0);
  await page.getByRole('button', { name: m('registration.submit') }).click();
  await page.waitForURL(/\/member\/payment\/\d+$/);

  // The link works once.
  await page.goto(link.pathname);
  await expect(page.getByTestId('email-confirm-failed')).toContainText(
    m('member.confirm_link_invalid'),
  );
  expect(
    errors.filter((e) => !/status of 400/.test(e)),
    'console errors',
  ).toEqual([]);
});

test('staff see the unpaid holds by member with their age and release one in a click', async ({
  page,
  baseURL,
}) => {
  const done = watchConsole(page);
  await useLanguage(page, 'en', baseURL!);
  const training = await createTraining(25);
  const db = await e2eDb();
  const holders = [];
  for (const i of [0, 1, 2]) {
    const member = await createMember({
      firstname: `Holder${i}`,
      lastname: stamp(),
      email: `holder-${i}-${stamp()}@example.test`,
    });
    const created = new Date(Date.now() - (i + 1) * 3 * 3_600_000);
    await db.registration.create({
      data: {
        registerCode: `PT-E2E-${stamp().toUpperCase()}`,
        publicTrainingId: training.id,
        memberId: member.id,
        registerStatusId: 2,
        courseCode: training.courseCode,
        courseName: training.courseCode,
        trainingDate: training.startTrainingDate,
        unitPriceSatang: 250_000,
        quantity: 8,
        totalAmountSatang: 2_000_000,
        paymentMethodId: 2,
        receiptType: 'P',
        receiptName: 'Holder',
        receiptAddress: '1 Road',
        createdAt: created,
        paymentDueAt: new Date(created.getTime() + DAY),
        seatsHeldUntil: new Date(created.getTime() + DAY),
      },
    });
    holders.push(member);
  }
  const staff = await createStaff(['access/public_training_register'], 'Holds');
  await openAsStaff(
    page,
    `/admin/services/public_training_register?filter_public_training_id=${training.id}`,
    staff.email,
    staff.password,
  );
  const panel = page.getByTestId('seat-holds');
  await expect(panel.getByTestId('seat-holder')).toHaveCount(3, { timeout: 20_000 });
  const first = panel.locator(`[data-member-id="${holders[0]!.id}"]`);
  await expect(first.getByTestId('seat-holder-age')).toHaveText(
    m('admin_registrations.seat_holds.age_hours', { hours: 3 }),
  );
  await expect(first.getByTestId('seat-holder-never-paid')).toBeVisible();
  await first.getByTestId('seat-holder-release').click();
  await expect(
    page.getByText(m('admin_registrations.seat_holds.released', { seats: 8, registrations: 1 })),
  ).toBeVisible();
  await expect(panel.getByTestId('seat-holder')).toHaveCount(2);
  const released = await db.registration.findFirstOrThrow({
    where: { publicTrainingId: training.id, memberId: holders[0]!.id },
  });
  expect(released.registerStatusId).toBe(7);
  await db.$disconnect();
  done();
});
