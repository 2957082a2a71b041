import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import {
  createMember as createE2eMember,
  e2eDb,
  escapeRegex,
  expectAccessible,
  field,
  message,
  republishAsStaff,
  useLanguage,
  watchConsole,
} from './support';

/**
 * What new members tripped on, as they meet it: the
 * list's order and state labels, paying by bank transfer after a declined
 * card, a deliberate repeat registration, focus after "add attendee", the
 * count on the review step, the slip already sent, and the 404 inside the
 * site's header and footer.
 */
type Lng = 'th' | 'en';
const m = (lng: Lng, key: string, vars: Record<string, string | number> = {}) =>
  message(lng, key, vars);

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${(n += 1)}`;

const createMember = () =>
  createE2eMember({
    firstname: 'Jane',
    lastname: 'Journey',
    email: `${unique('journey-')}@example.test`,
  });

/** A published training `startInDays` from now (negative: already held), its registration window open unless said. */
async function createTraining(
  name: string,
  startInDays: number,
  opts: { registerStartInDays?: number; price?: number } = {},
) {
  const db = await e2eDb();
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = new Date(Date.now() + startInDays * DAY);
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: unique('JRN-'),
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY / 2),
      registerStartDate: new Date(Date.now() + (opts.registerStartInDays ?? -30) * DAY),
      registerEndDate: new Date(start.getTime() - 1000),
      priceSatang: opts.price ?? 250_000,
      seatLimit: 20,
      translations: {
        create: [
          { languageId: 1, name: `${name} ไทย` },
          { languageId: 2, name },
        ],
      },
    },
  });
  await db.$disconnect();
  // The cached lists learn of it as they would of a staff edit.
  await republishAsStaff('/admin/services/public_trainings', training.id);
  return training;
}

/** One registration of the member, inserted as the registration flow leaves it. */
async function createRegistration(
  memberId: number,
  trainingId: number,
  method: 1 | 2,
  statusId = method === 1 ? 1 : 2,
) {
  const db = await e2eDb();
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  const training = await db.publicTraining.findUniqueOrThrow({
    where: { id: trainingId },
    include: { translations: true },
  });
  const registration = await db.registration.create({
    data: {
      registerCode: unique('PT-JRN-').toUpperCase(),
      publicTrainingId: training.id,
      memberId,
      registerStatusId: statusId,
      courseCode: training.courseCode,
      courseName:
        training.translations.find((t) => t.languageId === 2)?.name ?? training.courseCode,
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity: 1,
      totalAmountSatang: training.priceSatang,
      paymentMethodId: method,
      receiptName: 'Jane Journey',
      receiptAddress: '1 Test Road',
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
      histories: { create: [{ registerStatusId: statusId, actorType: 'member' }] },
    },
  });
  await db.$disconnect();
  return registration;
}

/** Opens a member page as a guest, logs in on /login and comes back to it. */
async function openAsMember(
  page: Page,
  lng: Lng,
  path: string,
  who: { email: string; password: string },
) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const form = page.getByRole('form', { name: m(lng, 'member.login_title') });
  await form.getByLabel(field(m(lng, 'member.email'))).fill(who.email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill(who.password);
  await form.getByRole('button', { name: m(lng, 'member.login_submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegex(path.split('?')[0]!)}`));
}

const step = (page: Page) => page.getByTestId('register-step');
const next = (page: Page, lng: Lng) =>
  page.getByRole('button', { name: m(lng, 'registration.next'), exact: true }).click();

/** Steps 2 and 3 of the register form: the receipt address from the cascading lists, then the payment method. */
async function receiptAndMethod(page: Page, lng: Lng, method: 'method_bank' | 'method_card') {
  await expect(step(page)).toHaveAttribute('data-step', '2');
  await page.getByLabel(field(m(lng, 'registration.address'))).fill('1 Chalong Krung Road');
  for (const label of ['registration.province', 'registration.amphure', 'registration.district']) {
    await page
      .getByLabel(field(m(lng, label)))
      .first()
      .click();
    await page.getByRole('option').first().click();
  }
  await next(page, lng);
  await expect(step(page)).toHaveAttribute('data-step', '3');
  await page.getByRole('radio', { name: m(lng, `registration.${method}`) }).check();
  await next(page, lng);
  await expect(step(page)).toHaveAttribute('data-step', '4');
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.12.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
});

test.describe('registration journeys', () => {
  test('the list shows the courses still to start first, soonest first, past ones apart, each with its state (en)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    const tag = unique('Journey order ');
    const far = await createTraining(`${tag} far`, 60);
    const soon = await createTraining(`${tag} soon`, 10);
    const notOpen = await createTraining(`${tag} not open`, 30, { registerStartInDays: 5 });
    const held = await createTraining(`${tag} held`, -20);
    const heldLongAgo = await createTraining(`${tag} long ago`, -90);

    await page.goto(`/public-training?name=${encodeURIComponent(tag)}`);
    const upcoming = page.getByTestId('trainings-upcoming').getByTestId('training-card');
    const past = page.getByTestId('trainings-past').getByTestId('training-card');
    await expect(upcoming.getByRole('heading')).toHaveText([
      `${tag} soon`,
      `${tag} not open`,
      `${tag} far`,
    ]);
    await expect(past.getByRole('heading')).toHaveText([`${tag} held`, `${tag} long ago`]);
    await expect(
      page.getByRole('heading', { name: m('en', 'training.past_heading'), level: 2 }),
    ).toBeVisible();
    await expect(upcoming.getByTestId('training-state')).toHaveText([
      m('en', 'training.registration_open'),
      m('en', 'training.registration_not_open'),
      m('en', 'training.registration_open'),
    ]);
    await expect(past.getByTestId('training-state')).toHaveText([
      m('en', 'training.registration_closed'),
      m('en', 'training.registration_closed'),
    ]);
    expect([far, soon, notOpen, held, heldLongAgo].every((t) => t.id > 0)).toBe(true);

    // Unfiltered, the first card is the soonest training still to start, whatever other specs added.
    const db = await e2eDb();
    const soonest = await db.publicTraining.findFirstOrThrow({
      where: { status: true, startTrainingDate: { gte: new Date() } },
      orderBy: [{ startTrainingDate: 'asc' }, { id: 'asc' }],
      include: { translations: true },
    });
    await db.$disconnect();
    await page.goto('/public-training');
    await expect(page.getByTestId('training-card').first().getByRole('heading')).toHaveText(
      soonest.translations.find((t) => t.languageId === 2)!.name,
    );
    await expectAccessible(page);
    done();
  });

  test('after a declined card the member switches to bank transfer and sees the bank accounts, and may switch back (en)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    const member = await createMember();
    const training = await createTraining(unique('Journey switch '), 25);
    const registration = await createRegistration(member.id, training.id, 1);
    await openAsMember(page, 'en', `/member/payment/${registration.id}`, member);
    await expect(page.getByTestId('bank-accounts')).toHaveCount(0);

    // The buttons act once the page's script has loaded (a click before that does nothing).
    await page.waitForLoadState('networkidle');
    await page.getByTestId('pay-by-card').click();
    await expect(
      page.getByRole('heading', { name: m('en', 'payment.simulator.title') }),
    ).toBeVisible();
    await page.getByLabel(m('en', 'payment.simulator.card_number')).fill('4000000000000002');
    await page.getByLabel(m('en', 'payment.simulator.expiry')).fill('12/30');
    await page.getByLabel(m('en', 'payment.simulator.cvn')).fill('123');
    await page.getByRole('button', { name: m('en', 'payment.simulator.pay'), exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/member/payment/${registration.id}\\?result=not_paid`),
    );

    await expect(page.getByTestId('switch-to-bank')).toContainText(
      m('en', 'payment.switch_to_bank_intro'),
    );
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: m('en', 'payment.switch_to_bank') }).click();
    await expect(page.getByTestId('bank-accounts')).toContainText('000-0-00000-0');
    await expect(page.getByTestId('promptpay-qr').locator('svg')).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText('Awaiting bank transfer');
    await expect(page.getByTestId('pay-by-card')).toHaveCount(0);
    await expect(page.getByTestId('send-slip-link')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/member/payment/${registration.id}$`));

    const db = await e2eDb();
    const stored = await db.registration.findUniqueOrThrow({
      where: { id: registration.id },
      include: { histories: { orderBy: { id: 'asc' } } },
    });
    expect(stored).toMatchObject({ registerStatusId: 2, paymentMethodId: 2 });
    expect(stored.histories.map((h) => [h.registerStatusId, h.actorType])).toEqual([
      [1, 'member'],
      [2, 'member'],
    ]);
    await db.$disconnect();
    await expectAccessible(page);

    // While unpaid, back to card.
    await page.getByRole('button', { name: m('en', 'payment.switch_to_card') }).click();
    await expect(page.getByTestId('pay-by-card')).toBeVisible();
    await expect(page.getByTestId('bank-accounts')).toHaveCount(0);
    done();
  });

  test('a repeat registration is announced with the one already made, and goes on only once confirmed (th)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'th', baseURL!);
    const member = await createMember();
    const training = await createTraining(unique('Journey repeat '), 25);
    const existing = await createRegistration(member.id, training.id, 2);
    await openAsMember(page, 'th', `/public-training/${training.id}/register`, member);

    const warning = page.getByTestId('repeat-warning');
    await expect(warning).toContainText(m('th', 'registration.repeat_title'));
    await expect(warning).toContainText(
      m('th', 'registration.repeat_item', {
        code: existing.registerCode,
        status: 'รอชำระเงินโดยการโอน',
      }),
    );
    await expect(
      warning.getByRole('link', { name: m('th', 'registration.repeat_view') }),
    ).toHaveAttribute('href', `/member/payment/${existing.id}`);
    await expect(step(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: m('th', 'registration.repeat_confirm') }).check();
    await expect(step(page)).toHaveAttribute('data-step', '1');
    await next(page, 'th');
    await receiptAndMethod(page, 'th', 'method_bank');
    await page.getByRole('button', { name: m('th', 'registration.submit') }).click();
    await page.waitForURL(/\/member\/payment\/\d+$/);
    const registerId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(registerId).not.toBe(existing.id);

    const db = await e2eDb();
    expect(
      await db.registration.count({
        where: { memberId: member.id, publicTrainingId: training.id },
      }),
    ).toBe(2);
    await db.$disconnect();
    done();
  });

  test('"add attendee" moves focus to the new attendee, and the review step counts the attendees (en)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    const member = await createMember();
    const training = await createTraining(unique('Journey attendees '), 25, { price: 300_000 });
    await openAsMember(page, 'en', `/public-training/${training.id}/register`, member);
    await expect(step(page)).toHaveAttribute('data-step', '1');
    await expect(page.getByTestId('repeat-warning')).toHaveCount(0);

    for (const [i, name] of ['Ann', 'Bob'].entries()) {
      await page.getByRole('button', { name: m('en', 'registration.add_attendee') }).click();
      const attendee = page.getByRole('group', {
        name: m('en', 'registration.attendee_n', { n: i + 2 }),
      });
      const firstname = attendee.getByLabel(field(m('en', 'member.firstname')));
      await expect(firstname).toBeFocused();
      // Typed straight away, without clicking the field.
      await page.keyboard.type(name);
      await expect(firstname).toHaveValue(name);
      await attendee.getByLabel(field(m('en', 'member.lastname'))).fill('Guest');
      await attendee
        .getByLabel(field(m('en', 'member.email')))
        .fill(`${name.toLowerCase()}.guest@example.test`);
      await attendee.getByLabel(field(m('en', 'member.telephone'))).fill('0899999999');
    }
    await next(page, 'en');
    await receiptAndMethod(page, 'en', 'method_bank');

    const review = page.getByTestId('register-review');
    await expect(
      review.getByRole('row', {
        name: new RegExp(`^${escapeRegex(m('en', 'registration.quantity'))}`),
      }),
    ).toContainText('3');
    await expect(page.getByTestId('register-quantity')).toHaveText('3');
    await expect(review).toContainText('Jane Journey, Ann Guest, Bob Guest');
    await expect(page.getByTestId('register-total')).toHaveText('THB 9,000');
    done();
  });

  test('the slip page shows the slip already sent, with its picture and details (en) @phone', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    const member = await createMember();
    const training = await createTraining(unique('Journey slip '), 25);
    const registration = await createRegistration(member.id, training.id, 2);
    await openAsMember(
      page,
      'en',
      `/member/send-payment-slip?register_id=${registration.id}`,
      member,
    );
    const card = page.getByTestId(`slip-registration-${registration.id}`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('sent-slip')).toHaveCount(0);

    const png = await sharp({
      create: { width: 600, height: 900, channels: 3, background: '#dfe8f5' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('slip-bank').click();
    await page.getByRole('option', { name: 'Krungthai Bank' }).click();
    await page
      .getByLabel(field(m('en', 'payment.slip_transfer_date')))
      .fill(new Date(Date.now() + 7 * 3_600_000 - DAY).toISOString().slice(0, 10));
    await page.getByLabel(field(m('en', 'payment.slip_transfer_time'))).fill('10:30');
    await page.getByTestId('slip-submit').click();
    await expect(page.getByTestId('slip-sent')).toBeVisible();

    // Coming back later, the page shows what was sent.
    await page.reload();
    const sent = page.getByTestId(`slip-registration-${registration.id}`).getByTestId('sent-slip');
    await expect(sent).toContainText(m('en', 'payment.slip_last'));
    await expect(sent).toContainText('Krungthai Bank');
    await expect(sent).toContainText('THB 2,500');
    await expect(sent).toContainText(m('en', 'payment.slip_pending'));
    const image = sent.getByRole('img', {
      name: m('en', 'payment.slip_last_alt', { code: registration.registerCode }),
    });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectAccessible(page);
    done();
  });

  test('on a phone the chat bubble steps aside while a form field has focus (th)', async ({
    page,
    baseURL,
  }) => {
    await useLanguage(page, 'th', baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const chat = page.getByRole('link', { name: m('th', 'nav.chat') });
    await expect(chat).toBeVisible();
    const firstField = page.getByRole('main').getByRole('textbox').first();
    await firstField.focus();
    await expect(chat).toBeHidden();
    await firstField.blur();
    await expect(chat).toBeVisible();
  });

  for (const path of ['/no-such-page', '/public-training/999999999']) {
    test(`the 404 page (${path}) has the site's header and footer (en)`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, 'en', baseURL!);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found-message')).toHaveText(m('en', 'page_not_found'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: m('en', 'nav.main') }).first(),
      ).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: m('en', 'go_home') })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.getByRole('main')).toHaveCount(1);
      await expectAccessible(page);
    });
  }
});
