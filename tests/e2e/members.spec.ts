import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { resetLinkIn, startMailCatcher } from '../support/mail-catcher';
import {
  createMember as createE2eMember,
  expectAccessible,
  field,
  message,
  passBotCheck,
  useLanguage as setLanguage,
  watchConsole as watchAllConsole,
} from './support';
import { databaseUrl, smtpPort } from '../../playwright.config';

/** The text of a locale key, as the user sees it. */
const m = (lng: 'th' | 'en', key: string) => message(lng, key);

/**
 * Console errors fail a test, except the browser's own line for a response a
 * test provokes on purpose (a refused form answers 4xx, e.g. 400 or 409).
 */
function watchConsole(page: Page, expectedStatuses: number[] = []) {
  if (expectedStatuses.length === 0) return watchAllConsole(page);
  const errors: string[] = [];
  const expected = new RegExp(
    `^Failed to load resource: the server responded with a status of (${expectedStatuses.join('|')}) `,
  );
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

/** axe-core on the open dialog only (the page behind it is dimmed by the overlay on purpose). */
async function expectDialogAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious, 'serious or critical accessibility violations in the dialog').toEqual([]);
}

/** A field's label exactly, with or without the required asterisk. */

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
test.beforeAll(async () => {
  mail = await startMailCatcher(smtpPort);
});
test.afterAll(async () => {
  await mail.close();
});

let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.test`;

// Each test is its own client address, so only the rate-limit test meets the limit.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
});

async function createMember(password = 'secret123', email = uniqueEmail('member')) {
  await createE2eMember({ firstname: 'สมหญิง', lastname: 'ทดลองใช้', email, password });
  return { email, password };
}

async function readMember(email: string) {
  const { createDb } = await import('../../src/server/db');
  const db = createDb(databaseUrl);
  const member = await db.member.findUnique({
    where: { email },
    include: { receiptAddresses: true },
  });
  await db.$disconnect();
  return member;
}

async function fillRegistration(
  page: Page,
  lng: 'th' | 'en',
  v: { email: string; firstname?: string; password?: string },
) {
  const form = page.getByRole('form', { name: m(lng, 'member.register_title') });
  await form.getByLabel(field(m(lng, 'member.firstname'))).fill(v.firstname ?? 'Somchai');
  await form.getByLabel(field(m(lng, 'member.lastname'))).fill('Jaidee');
  await form.getByLabel(field(m(lng, 'member.telephone'))).fill('0812345678');
  await form.getByLabel(field(m(lng, 'member.email'))).fill(v.email);
  await form.getByLabel(field(m(lng, 'member.email_confirmation'))).fill(v.email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill(v.password ?? 'secret123');
  await form
    .getByLabel(field(m(lng, 'member.password_confirmation')))
    .fill(v.password ?? 'secret123');
  await form.getByRole('checkbox', { name: new RegExp(m(lng, 'member.accept_terms')) }).check();
  return form;
}

async function login(
  page: Page,
  lng: 'th' | 'en',
  email: string,
  password: string,
  remember = false,
) {
  const form = page.getByRole('form', { name: m(lng, 'member.login_title') });
  await form.getByLabel(field(m(lng, 'member.email'))).fill(email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill(password);
  if (remember) await form.getByLabel(field(m(lng, 'member.remember'))).check();
  await form.getByRole('button', { name: m(lng, 'member.login_submit') }).click();
}

const memberMenu = (page: Page) => page.getByTestId('member-menu');

test.describe('member accounts', () => {
  test('registers a person on /register, is logged in and lands on /member/account', async ({
    page,
  }) => {
    const done = watchConsole(page);
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: m('th', 'member.register_title') }),
    ).toBeVisible();
    await expectAccessible(page);
    const email = uniqueEmail('person');
    const form = await fillRegistration(page, 'th', { email, firstname: 'สมชาย' });
    await passBotCheck(page, form);
    await form.getByRole('button', { name: m('th', 'member.register_submit') }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(page.getByText(m('th', 'member.register_success'))).toBeVisible();
    await expect(memberMenu(page)).toContainText('สมชาย Jaidee');
    await expect(
      page.getByRole('heading', { level: 1, name: m('th', 'member.account.title') }),
    ).toBeVisible();
    await expectAccessible(page);
    expect((await readMember(email))?.memberType).toBe('P');
    await expect.poll(() => mail.messages.some((x) => x.to.includes(email))).toBe(true);
    done();
  });

  test('registers an organisation from the top-bar dialog, in English', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await setLanguage(page, 'en', baseURL!);
    await page.goto('/');
    await page.getByRole('link', { name: 'Register' }).first().click();
    const dialog = page.getByRole('dialog', { name: m('en', 'member.register_title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: m('en', 'member.member_type_O') }).check();
    const email = uniqueEmail('org');
    await fillRegistration(page, 'en', { email });
    await dialog.getByLabel(field(m('en', 'member.company_name'))).fill('Test Company Ltd.');
    await dialog.getByLabel(field(m('en', 'member.company_type'))).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel(field(m('en', 'member.tax_no'))).fill('0105551234567');
    await passBotCheck(page, dialog);
    await dialog.getByRole('button', { name: m('en', 'member.register_submit') }).click();
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(memberMenu(page)).toBeVisible();
    const stored = await readMember(email);
    expect(stored).toMatchObject({
      memberType: 'O',
      companyName: 'Test Company Ltd.',
      taxNo: '0105551234567',
    });
    done();
  });

  for (const lng of ['th', 'en'] as const) {
    test(`shows the message of each bad registration field and the errors toast (${lng}) @phone`, async ({
      page,
      baseURL,
    }) => {
      const done = watchConsole(page);
      await setLanguage(page, lng, baseURL!);
      await page.goto('/register');
      const form = page.getByRole('form', { name: m(lng, 'member.register_title') });
      await form.getByRole('button', { name: m(lng, 'member.register_submit') }).click();
      for (const key of [
        'please_enter_firstname',
        'please_enter_lastname',
        'please_enter_telephone',
        'please_enter_email',
        'please_enter_email_confirmation',
        'please_enter_password',
        'please_enter_password_confirmation',
        'please_accept_terms',
        'please_confirm_not_a_bot',
      ]) {
        await expect(form.getByText(m(lng, key), { exact: true })).toBeVisible();
      }
      await expect(page.getByText(m(lng, 'errors_occurred')).first()).toBeVisible();

      await form.getByLabel(field(m(lng, 'member.firstname'))).fill('x'.repeat(65));
      await form.getByLabel(field(m(lng, 'member.lastname'))).fill('y'.repeat(65));
      const phone = form.getByLabel(field(m(lng, 'member.telephone')));
      await phone.pressSequentially('08-1234-567899999');
      await expect(phone).toHaveValue('0812345678');
      await form.getByLabel(field(m(lng, 'member.email'))).fill('not-an-email');
      await form.getByLabel(field(m(lng, 'member.email_confirmation'))).fill('other@example.test');
      await form.getByLabel(field(m(lng, 'member.password'))).fill('12345');
      await form.getByLabel(field(m(lng, 'member.password_confirmation'))).fill('54321');
      await form.getByRole('button', { name: m(lng, 'member.register_submit') }).click();
      for (const key of [
        'error_max_firstname',
        'error_max_lastname',
        'invalid_email',
        'email_comfirmation_not_match',
        'error_min_password',
        'confirm_password_not_match',
      ]) {
        await expect(form.getByText(m(lng, key), { exact: true })).toBeVisible();
      }
      // Paste and drop are blocked on both e-mail fields.
      for (const label of [m(lng, 'member.email'), m(lng, 'member.email_confirmation')]) {
        const allowed = await form.getByLabel(field(label)).evaluate((el) => {
          const data = new DataTransfer();
          data.setData('text/plain', 'pasted@example.test');
          return [
            el.dispatchEvent(
              new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
            ),
            el.dispatchEvent(
              new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
            ),
          ];
        });
        expect(allowed).toEqual([false, false]);
      }
      done();
    });
  }

  test('refuses an e-mail that is already registered, with the server message on the field', async ({
    page,
  }) => {
    const done = watchConsole(page, [409]);
    const existing = await createMember();
    await page.goto('/register');
    const form = await fillRegistration(page, 'th', { email: existing.email.toUpperCase() });
    await passBotCheck(page, form);
    await form.getByRole('button', { name: m('th', 'member.register_submit') }).click();
    await expect(form.getByRole('alert')).toContainText(m('th', 'member.email_taken'));
    await expect(page).toHaveURL(/\/register$/);
    // The spent token was replaced by a fresh check.
    await expect(form.locator('altcha-widget input[name="altcha"]')).toHaveValue('');
    done();
  });

  test('logs in without remember (a browser-session cookie) and out again @phone', async ({
    page,
    context,
  }) => {
    const done = watchConsole(page);
    const member = await createMember();
    await page.goto('/login');
    await expectAccessible(page);
    await login(page, 'th', member.email, member.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(memberMenu(page)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'asc-member.session-token');
    expect(cookie?.expires).toBe(-1);
    await memberMenu(page).click();
    await expect(
      page.getByText(new RegExp(m('th', 'member.menu.latest_online').replace('{{date}}', ''))),
    ).toBeVisible();
    for (const item of ['profile', 'change_password', 'history', 'send_slip', 'logout'])
      await expect(
        page.getByRole('menuitem', { name: m('th', `member.menu.${item}`) }),
      ).toBeVisible();
    await page.keyboard.press('Escape');
    // Logging out on a phone returns home; on a desktop the visitor stays on the page.
    await page.goto('/public-training');
    await memberMenu(page).click();
    await page.getByRole('menuitem', { name: m('th', 'member.menu.logout') }).click();
    const phone = (page.viewportSize()?.width ?? 1024) < 768;
    await expect(page).toHaveURL(phone ? /\/$/ : /\/public-training$/);
    await expect(page.getByRole('link', { name: m('th', 'nav.login') })).toBeVisible();
    expect(
      (await context.cookies()).find((c) => c.name === 'asc-member.session-token'),
    ).toBeUndefined();
    done();
  });

  test('logs in with remember from the dialog: the cookie lasts a year', async ({
    page,
    context,
  }) => {
    const done = watchConsole(page);
    const member = await createMember();
    await page.goto('/public-training');
    await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().click();
    const dialog = page.getByRole('dialog', { name: m('th', 'member.login_title') });
    await expect(dialog).toBeVisible();
    await expectDialogAccessible(page);
    await login(page, 'th', member.email, member.password, true);
    await expect(dialog).toBeHidden();
    await expect(memberMenu(page)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'asc-member.session-token');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    // A wrong password shows the translated message.
    await memberMenu(page).click();
    await page.getByRole('menuitem', { name: m('th', 'member.menu.logout') }).click();
    await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().click();
    await login(page, 'th', member.email, 'wrong-password');
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
      m('th', 'errors.invalid_credentials'),
    );
    done();
  });

  test('forgot password e-mails a single-use link that resets the password', async ({ page }) => {
    const done = watchConsole(page);
    const member = await createMember('old-secret');
    await page.goto('/login');
    await page.getByRole('button', { name: m('th', 'member.forgot_link') }).click();
    const dialog = page.getByRole('dialog', { name: m('th', 'member.forgot_title') });
    await dialog.getByLabel(field(m('th', 'member.email'))).fill(member.email);
    await passBotCheck(page, dialog);
    await expectDialogAccessible(page);
    await dialog.getByRole('button', { name: m('th', 'member.forgot_submit') }).click();
    await expect(dialog.getByRole('status')).toHaveText(m('th', 'member.forgot_sent'));

    const link = new URL(resetLinkIn(await mail.waitFor(member.email, /reset-password/)));
    await page.goto(link.pathname + link.search);
    await expect(
      page.getByRole('heading', { level: 1, name: m('th', 'member.reset_title') }),
    ).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole('form', { name: m('th', 'member.reset_title') });
    await expect(form.getByLabel(field(m('th', 'member.email')))).toHaveValue(member.email);
    await form.getByLabel(field(m('th', 'member.new_password'))).fill('brand-new-1');
    await form.getByLabel(field(m('th', 'member.password_confirmation'))).fill('brand-new-1');
    await form.getByRole('button', { name: m('th', 'member.reset_submit') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      m('th', 'member.password_reset_done'),
    );

    // The link works once: opened again, it says so and offers a new one.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      m('th', 'member.reset_link_invalid'),
    );
    await expect(form).toHaveCount(0);
    await page.getByRole('button', { name: m('th', 'member.forgot_title') }).click();
    await expect(page.getByRole('dialog', { name: m('th', 'member.forgot_title') })).toBeVisible();

    await page.goto('/login');
    await login(page, 'th', member.email, 'brand-new-1');
    await expect(memberMenu(page)).toBeVisible();
    done();
  });

  test('changes the password from the member menu', async ({ page }) => {
    // A wrong current password is answered 400 on purpose.
    const done = watchConsole(page, [400]);
    const member = await createMember('first-secret');
    await page.goto('/login');
    await login(page, 'th', member.email, member.password);
    await memberMenu(page).click();
    await page.getByRole('menuitem', { name: m('th', 'member.menu.change_password') }).click();
    const dialog = page.getByRole('dialog', { name: m('th', 'member.change_password_title') });
    await dialog.getByLabel(field(m('th', 'member.new_password'))).fill('123');
    await dialog.getByLabel(field(m('th', 'member.password_confirmation'))).fill('123');
    await dialog.getByRole('button', { name: m('th', 'member.change_password_submit') }).click();
    await expect(dialog.getByText(m('th', 'error_min_password'))).toBeVisible();
    await expect(dialog.getByText(m('th', 'please_enter_current_password'))).toBeVisible();
    // The current password is asked for, so a borrowed session cannot take the account over.
    await dialog.getByLabel(field(m('th', 'member.current_password'))).fill('not-my-secret');
    await dialog.getByLabel(field(m('th', 'member.new_password'))).fill('second-secret');
    await dialog.getByLabel(field(m('th', 'member.password_confirmation'))).fill('second-secret');
    await dialog.getByRole('button', { name: m('th', 'member.change_password_submit') }).click();
    await expect(dialog.getByText(m('th', 'errors.current_password_wrong'))).toBeVisible();
    await dialog.getByLabel(field(m('th', 'member.current_password'))).fill(member.password);
    await dialog.getByRole('button', { name: m('th', 'member.change_password_submit') }).click();
    await expect(page.getByText(m('th', 'member.password_changed'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await memberMenu(page).click();
    await page.getByRole('menuitem', { name: m('th', 'member.menu.logout') }).click();
    await expect(page.getByRole('link', { name: m('th', 'nav.login') })).toBeVisible();
    await page.goto('/login');
    await login(page, 'th', member.email, 'second-secret');
    await expect(memberMenu(page)).toBeVisible();
    done();
  });

  test('edits the profile with cascading address lists and changes the avatar (en)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await setLanguage(page, 'en', baseURL!);
    const member = await createMember();
    await page.goto('/member/account');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmember%2Faccount/);
    await login(page, 'en', member.email, member.password);
    await expect(page).toHaveURL(/\/member\/account$/);
    await expectAccessible(page);

    await page.getByLabel(field(m('en', 'member.firstname'))).fill('Renamed');
    await page
      .getByLabel(field(m('en', 'member.account.province')))
      .first()
      .click();
    await page.getByRole('option').first().click();
    await page
      .getByLabel(field(m('en', 'member.account.amphure')))
      .first()
      .click();
    await page.getByRole('option').first().click();
    await page
      .getByLabel(field(m('en', 'member.account.district')))
      .first()
      .click();
    await page.getByRole('option').first().click();
    await expect(page.getByLabel(field(m('en', 'member.account.zip_code')))).toHaveValue(/^\d{5}$/);
    await page.getByLabel(field(m('en', 'member.account.receipt_name'))).fill('Renamed Jaidee');
    await page.getByLabel(field(m('en', 'member.account.address'))).fill('99 Phahonyothin Road');
    await page.getByRole('button', { name: m('en', 'member.save') }).click();
    await expect(page.getByText(m('en', 'member.profile_saved'))).toBeVisible();
    await expect(memberMenu(page)).toContainText('Renamed');
    const stored = await readMember(member.email);
    expect(stored?.firstname).toBe('Renamed');
    expect(stored?.receiptAddresses[0]?.zipCode).toMatch(/^\d{5}$/);

    const png = await sharp({
      create: { width: 1400, height: 1000, channels: 3, background: '#1e6091' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText(m('en', 'member.avatar_saved'))).toBeVisible();
    const avatar = page.getByTestId('member-avatar').locator('img');
    await expect(avatar).toHaveAttribute('src', /\/uploads\/\d{4}\/\d{2}\/.+\.jpg$/);
    // The new src is set before its picture has arrived: wait for it to load, then read its width.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1024);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText(m('en', 'member.avatar_invalid_type'))).toBeVisible();
    done();
  });

  test('guards: member pages need a login, login and register pages send a member home @phone', async ({
    page,
  }) => {
    const done = watchConsole(page);
    const member = await createMember();
    await page.goto('/member/account');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmember%2Faccount$/);
    await login(page, 'th', member.email, member.password);
    await expect(page).toHaveURL(/\/member\/account$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    done();
  });

  test('every member route renders in Thai and English without console errors @phone', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    const member = await createMember();
    for (const lng of ['th', 'en'] as const) {
      await setLanguage(page, lng, baseURL!);
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { level: 1, name: m(lng, 'member.login_title') }),
      ).toBeVisible();
      await page.goto('/register');
      await expect(
        page.getByRole('heading', { level: 1, name: m(lng, 'member.register_title') }),
      ).toBeVisible();
      await expect(page.locator('altcha-widget')).toBeVisible();
      await page.goto(`/reset-password/not-a-real-token?email=${encodeURIComponent(member.email)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: m(lng, 'member.reset_title') }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        m(lng, 'member.reset_link_invalid'),
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.goto(`/login?callbackUrl=${encodeURIComponent('/member/account')}`);
    await login(page, 'en', member.email, member.password);
    await expect(page).toHaveURL((url) => url.pathname === '/member/account');
    for (const lng of ['th', 'en'] as const) {
      await setLanguage(page, lng, baseURL!);
      await page.goto('/member/account');
      await expect(
        page.getByRole('heading', { level: 1, name: m(lng, 'member.account.title') }),
      ).toBeVisible();
      await expect(page.getByLabel(field(m(lng, 'member.firstname')))).toHaveValue('สมหญิง');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    done();
  });

  test('rate-limits logins: the 11th try for one e-mail from one address in 15 minutes is refused with a translated message', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.250.250.250' });
    const member = await createMember();
    await page.goto('/login');
    for (let i = 0; i < 10; i += 1) {
      await login(page, 'th', member.email, `wrong-password-${i}`);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        m('th', 'errors.invalid_credentials'),
      );
    }
    await login(page, 'th', member.email, member.password);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      m('th', 'errors.too_many_requests'),
    );
  });

  test('a guessed account asks its owner for the bot check instead of locking them out, and e-mails them', async ({
    page,
    request,
  }) => {
    const done = watchConsole(page, [400, 401]);
    const member = await createMember();
    // Ten wrong passwords for the e-mail, each from another address.
    for (let i = 0; i < 10; i += 1) {
      const res = await request.post('/api/v1/login', {
        data: { email: member.email, password: `guess-${i}` },
        headers: { 'x-forwarded-for': `10.77.${i}.${(n += 1) % 250}` },
      });
      expect(res.status()).toBe(401);
    }
    await page.goto('/login');
    await login(page, 'th', member.email, member.password);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      m('th', 'errors.login_bot_check_required'),
    );
    const form = page.getByRole('form', { name: m('th', 'member.login_title') });
    await passBotCheck(page, form);
    await form.getByRole('button', { name: m('th', 'member.login_submit') }).click();
    await expect(memberMenu(page)).toBeVisible();
    const warning = await mail.waitFor(member.email, /tried to log in to your account/);
    expect(warning.text).toContain('/login');
    done();
  });

  test('after login, follows only a path of this site, never a callbackUrl that a browser reads as another host', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    const member = await createMember();
    // A tab between the slashes: browsers drop it and would read "//localhost:8999/x".
    await page.goto('/login?callbackUrl=%2F%09%2Flocalhost%3A8999%2Fx');
    await login(page, 'th', member.email, member.password);
    await expect(memberMenu(page)).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.origin === new URL(baseURL!).origin && url.pathname === '/',
    );
    done();
  });
});
