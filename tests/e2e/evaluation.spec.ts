import { expect, type Page, test } from './fixtures';
import { startMailCatcher } from '../support/mail-catcher';
import {
  escapeRegex,
  e2eDb,
  message,
  useLanguage as setLanguage,
  signInAsStaff as signInAsAdmin,
  shoot,
} from './support';
import { smtpPort } from '../../playwright.config';

/**
 * After the training, in Thai and English: the status run sends the course
 * evaluation e-mail (caught by the test SMTP server), the attendee opens the
 * link without logging in, is told which ratings are missing, sends them once
 * (the link then says it was sent; a forged one that it is not valid), and
 * staff find the answer in the evaluation report with its chart and XLSX.
 * Screenshots at 390 and 1366 px of the page and the report, and of the
 * waiting-list screens (the public join box of a full training, the staff
 * panel), go to test-results/screens with E2E_SHOTS=1.
 */
type Lng = 'th' | 'en';
const m = (lng: Lng, key: string, vars: Record<string, string | number> = {}) =>
  message(lng, key, vars);
const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${(n += 1)}`;

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
test.beforeAll(async () => {
  mail = await startMailCatcher(smtpPort);
});
test.afterAll(async () => {
  await mail.close();
});

/** A training that ended yesterday with a speaker, and one paid attendee who registered in `lng`. */
async function endedTraining(lng: Lng) {
  const db = await e2eDb();
  const code = unique('EVAL-');
  const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
  const speaker = await db.publicTrainingSpeaker.create({
    data: {
      translations: {
        create: [
          { languageId: 1, name: `วิทยากร ${code}` },
          { languageId: 2, name: `Speaker ${code}` },
        ],
      },
    },
  });
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: code,
      startTrainingDate: new Date(Date.now() - 2 * DAY),
      endTrainingDate: new Date(Date.now() - DAY),
      priceSatang: 150_000,
      seatLimit: 20,
      translations: {
        create: [
          { languageId: 1, name: `หลักสูตรประเมิน ${code}` },
          { languageId: 2, name: `Evaluated course ${code}` },
        ],
      },
      speakers: { create: [{ speakerId: speaker.id }] },
    },
  });
  const email = `${unique('eval-')}@example.test`;
  const member = await db.member.create({
    data: {
      firstname: lng === 'th' ? 'ปรีดา' : 'Preeda',
      lastname: lng === 'th' ? 'ประเมินผล' : 'Rates',
      telephone: '0812345678',
      email,
      passwordHash: 'not-a-login',
    },
  });
  await db.registration.create({
    data: {
      registerCode: unique('PT-EVAL-').toUpperCase(),
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: 5,
      courseCode: code,
      courseName: `หลักสูตรประเมิน ${code}`,
      courseNameTh: `หลักสูตรประเมิน ${code}`,
      courseNameEn: `Evaluated course ${code}`,
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity: 1,
      totalAmountSatang: training.priceSatang,
      paymentMethodId: 2,
      locale: lng,
      paidAt: new Date(),
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
    },
  });
  const { authSessionService } = await import('../../src/server/services/auth-session-service');
  const admin = await db.adminUser.findFirstOrThrow({
    where: { status: true },
    orderBy: { id: 'asc' },
  });
  const { token } = await authSessionService(db).issue('admin', admin.id, false, 'api');
  await db.$disconnect();
  return { code, email, token, trainingId: training.id };
}

async function staffLogin(page: Page, lng: Lng, baseURL: string) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.29.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
  await setLanguage(page, lng, baseURL);
  await signInAsAdmin(page);
}

async function pickTraining(page: Page, courseCode: string) {
  const select = page.getByTestId('training-select');
  await select.click();
  await select.fill(courseCode);
  await page.getByRole('option', { name: new RegExp(escapeRegex(courseCode)) }).click();
}

/** Chooses a rating as a person does, by its star: Mantine's Rating is a radio input per star, each with its label. */
async function rate(page: Page, question: string, value: number) {
  await page.getByTestId(`rating-${question}`).locator(`input[value="${value}"] + label`).click();
}

for (const lng of ['th', 'en'] as const) {
  test(`${lng}: the evaluation e-mail arrives after the training, the attendee rates it once, staff see it in the report`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = await endedTraining(lng);
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await setLanguage(phone, lng, baseURL!);

    // The status run (as the schedule or staff's button run it) queues the invitation; the outbox sends it.
    const run = await phone.request.get('/api/v1/admin/update_register_status', {
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(run.status()).toBe(200);
    expect(((await run.json()) as { evaluations: number }).evaluations).toBeGreaterThanOrEqual(1);
    const invite = await mail.waitFor(t.email, /\/evaluation\//, 30_000);
    expect(invite.subject.replace(/\s/g, '')).toContain(
      (lng === 'en' ? 'How was the course?' : 'ประเมินหลักสูตร').replace(/\s/g, ''),
    );
    const link = /https?:\/\/[^\s"<>]+\/evaluation\/[A-Za-z0-9_-]{43}/.exec(invite.text)?.[0];
    expect(link).toBeTruthy();

    // The attendee opens the link on a phone, without logging in.
    await phone.goto(new URL(link!).pathname);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(m(lng, 'evaluation.title'));
    await expect(phone.getByTestId('evaluation-course')).toContainText(t.code);
    await shoot(phone, `evaluation-page-${lng}`);
    // Sent with no rating: each question says so.
    await phone.getByTestId('evaluation-submit').click();
    await expect(phone.getByText(m(lng, 'evaluation.errors.rating'))).toHaveCount(3);
    await rate(phone, 'content', 5);
    await rate(phone, 'speaker', 4);
    await rate(phone, 'venue', 3);
    const comment = lng === 'th' ? 'เนื้อหาใช้ได้จริง' : 'Practical and clear';
    await phone.getByTestId('evaluation-comment').fill(comment);
    await shoot(phone, `evaluation-filled-${lng}`);
    await phone.getByTestId('evaluation-submit').click();
    await expect(phone.getByTestId('evaluation-state')).toHaveAttribute('data-state', 'thanks');
    await expect(phone.getByTestId('evaluation-state')).toContainText(
      m(lng, 'evaluation.thanks_title'),
    );
    // Once: the link now says it was sent; a forged link that it is not valid.
    await phone.reload();
    await expect(phone.getByTestId('evaluation-state')).toHaveAttribute('data-state', 'submitted');
    await shoot(phone, `evaluation-already-${lng}`);
    await phone.goto(`/evaluation/${'A'.repeat(43)}`);
    await expect(phone.getByTestId('evaluation-state')).toHaveAttribute('data-state', 'invalid');

    // Staff find it in the report, per training and per speaker, and download it.
    const desk = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 } })
    ).newPage();
    await staffLogin(desk, lng, baseURL!);
    await desk.goto('/admin/reports/evaluations');
    await pickTraining(desk, t.code);
    await expect(desk.getByTestId('evaluation-row')).toHaveCount(1, { timeout: 20_000 });
    await expect(desk.getByTestId('evaluation-row')).toContainText(comment);
    await expect(desk.getByTestId('evaluation-average-content')).toHaveText('5.00');
    await expect(desk.getByTestId('evaluation-chart').locator('svg').first()).toBeVisible();
    await expect(
      desk
        .getByTestId('evaluation-speaker-row')
        .filter({ hasText: lng === 'th' ? `วิทยากร ${t.code}` : `Speaker ${t.code}` }),
    ).toContainText('4.00');
    const download = desk.waitForEvent('download');
    await desk.getByTestId('evaluation-download').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await shoot(desk, `evaluation-report-${lng}`);
    await desk.setViewportSize({ width: 390, height: 844 });
    await shoot(desk, `evaluation-report-${lng}`);
    await phone.setViewportSize({ width: 1366, height: 900 });
    await phone.goto(new URL(link!).pathname);
    await shoot(phone, `evaluation-already-${lng}`);
  });
}

test('waiting-list screens at phone and desktop widths (screenshots)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const db = await e2eDb();
  const { hashPassword } = await import('../../src/server/auth/password');
  const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
  const code = unique('WLS-');
  const start = new Date(Date.now() + 20 * DAY);
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: code,
      startTrainingDate: start,
      endTrainingDate: start,
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 150_000,
      seatLimit: 0,
      translations: {
        create: [
          { languageId: 1, name: `หลักสูตรเต็ม ${code}` },
          { languageId: 2, name: `Full course ${code}` },
        ],
      },
    },
  });
  const email = `${unique('wls-')}@example.test`;
  const member = await db.member.create({
    data: {
      firstname: 'Wanna',
      lastname: 'Wait',
      telephone: '0812345678',
      email,
      passwordHash: await hashPassword('secret123'),
    },
  });
  // The member waits first in line for two seats (written as the service would: the test process
  // does not load the site's services).
  await db.waitingListEntry.create({
    data: { publicTrainingId: training.id, memberId: member.id, quantity: 2, position: 1 },
  });
  await db.$disconnect();
  for (const lng of ['th', 'en'] as const) {
    for (const width of [390, 1366]) {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await setLanguage(page, lng, baseURL!);
      await page.goto(`/public-training/${training.id}`);
      await expect(page.getByTestId('waiting-list')).toBeVisible({ timeout: 20_000 });
      await shoot(page, `waiting-public-${lng}`);
      await staffLogin(page, lng, baseURL!);
      await page.goto(
        `/admin/services/public_training_register?filter_public_training_id=${training.id}`,
      );
      await expect(page.getByText(m(lng, 'admin_waiting_list.title')).first()).toBeVisible({
        timeout: 20_000,
      });
      await shoot(page, `waiting-staff-${lng}`);
      await page.context().close();
    }
  }
});
