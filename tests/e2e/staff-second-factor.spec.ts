import { expect, type Page, test } from './fixtures';
import { generate } from 'otplib';
import { baseURL } from '../../playwright.config';
import { createStaff, e2eDb, field, message, useLanguage, shoot } from './support';

/**
 * The staff second factor and session limits as staff meet them
 * (docs/security.md "Staff second factor", "Staff sessions"), in Thai: set up
 * from the account page, log in with a code and with a recovery code, an
 * Administrator makes a role require it and its user is made to set it up at
 * the next login; the idle warning, on a clock the test moves.
 */

test.use({ actionTimeout: 20_000 });
const slow = { timeout: 20_000 };
const th = (key: string, vars: Record<string, string | number> = {}) => message('th', key, vars);

/** The code the app shows in the next 30-second step: the step of the setup's code is used up. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function passwordStep(page: Page, email: string, password: string) {
  await page.context().clearCookies({ name: /asc-admin/ });
  await page.goto('/admin/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
}

/** From the account page: start, read the key as one would type it, confirm; answers the key and the recovery codes. */
async function setUp(page: Page, shotName?: string) {
  await page.getByRole('button', { name: th('second_factor.start') }).click();
  await expect(page.getByRole('img', { name: th('second_factor.qr_alt') })).toBeVisible(slow);
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  if (shotName) await shoot(page, shotName, [390, 1366]);
  await page.getByLabel(field(th('second_factor.code_label'))).fill('000000');
  await page.getByRole('button', { name: th('second_factor.confirm') }).click();
  await expect(page.getByText(th('errors.invalid_second_factor'))).toBeVisible(slow);
  await page.getByLabel(field(th('second_factor.code_label'))).fill(await generate({ secret }));
  await page.getByRole('button', { name: th('second_factor.confirm') }).click();
  const codes = page.getByTestId('recovery-codes').locator('code');
  await expect(codes).toHaveCount(10, slow);
  const recovery = (await codes.allInnerTexts()).map((c) => c.trim());
  return { secret, recovery };
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'th', baseURL);
});

test('staff set up a second factor and log in with a code, then with a recovery code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const staff = await createStaff(['access/news'], 'Totp');
  await passwordStep(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/home/, slow);

  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { name: th('second_factor.title') })).toBeVisible(slow);
  const { secret, recovery } = await setUp(page, 'second-factor-setup');
  await shoot(page, 'second-factor-recovery-codes', [390, 1366]);
  await page.getByRole('button', { name: th('second_factor.recovery_saved') }).click();
  await expect(page.getByText(th('second_factor.codes_left', { count: 10 }))).toBeVisible(slow);

  // The password alone is not enough any more: the code is asked for.
  await passwordStep(page, staff.email, staff.password);
  const code = page.getByLabel(field(th('second_factor.login_code_label')));
  await expect(code).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: th('second_factor.login_title') })).toBeVisible();
  await shoot(page, 'second-factor-login', [390, 1366]);
  await code.fill('123456');
  await page.getByRole('button', { name: th('second_factor.verify') }).click();
  await expect(page.getByText(th('errors.invalid_second_factor'))).toBeVisible(slow);
  await code.fill(await nextCode(secret));
  await page.getByRole('button', { name: th('second_factor.verify') }).click();
  await expect(page).toHaveURL(/\/admin\/home/, slow);

  // A lost phone: a recovery code works, once.
  await passwordStep(page, staff.email, staff.password);
  await page.getByLabel(field(th('second_factor.login_code_label'))).fill(recovery[0]!);
  await page.getByRole('button', { name: th('second_factor.verify') }).click();
  await expect(page).toHaveURL(/\/admin\/home/, slow);
  await page.goto('/admin/account');
  await expect(page.getByText(th('second_factor.codes_left', { count: 9 }))).toBeVisible(slow);
});

test('an Administrator requires the second factor for a role; its user sets it up at the next login', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const boss = await createStaff(['access/role', 'access/news'], 'Chief');
  const staff = await createStaff(['access/news'], 'Editor');
  const db = await e2eDb();
  const { roleId } = await db.userRole.findFirstOrThrow({ where: { userId: staff.id } });
  await db.$disconnect();

  await passwordStep(page, boss.email, boss.password);
  await expect(page).toHaveURL(/\/admin\/home/, slow);
  await page.goto(`/admin/roles/form?id=${roleId}`);
  const required = page.getByRole('switch', { name: th('second_factor.role_switch') });
  await expect(required).not.toBeChecked(slow);
  await required.click();
  await expect(required).toBeChecked(slow);
  await page.reload();
  await expect(page.getByRole('switch', { name: th('second_factor.role_switch') })).toBeChecked(
    slow,
  );

  // The user logs in with the password and meets the setup: every page is it until it is on.
  await passwordStep(page, staff.email, staff.password);
  const mustSetUp = page.getByText(th('second_factor.setup_required_title'));
  await expect(mustSetUp).toBeVisible(slow);
  await page.goto('/admin/news');
  await expect(mustSetUp).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: th('second_factor.title') })).toBeVisible();
  await setUp(page);
  await page.getByRole('button', { name: th('second_factor.recovery_saved') }).click();
  await expect(page).toHaveURL(/\/admin\/home/, slow);
  await expect(mustSetUp).toHaveCount(0);
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/news/, slow);
  await expect(mustSetUp).toHaveCount(0);
});

// Passes alone and as a file (also under load, twice each); in the whole suite of stop 36 the warning never showed
// after 27.5 fake minutes (twice). Likely cause: a dashboard query started after the jump and counted as a use; the
// wait for the network below is the fix to confirm in a whole run before this runs again. Open on issue 34 (finding 6).
test('the back office warns before the idle limit and leaves at it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const staff = await createStaff(['access/news'], 'Idle');
  await passwordStep(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/home/, slow);

  const dialog = page.getByRole('dialog', { name: th('second_factor.idle_title') });
  // Every fetch counts as a use of the session: the dashboard's own queries must be done before time jumps.
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('25:00');
  await expect(dialog).toHaveCount(0);
  // 30 minutes, less the minute of the server's granularity and the two of the warning.
  await page.clock.fastForward('02:30');
  await expect(dialog).toBeVisible(slow);
  await shoot(page, 'idle-warning', [390, 1366]);
  await dialog.getByRole('button', { name: th('second_factor.idle_stay') }).click();
  await expect(dialog).toHaveCount(0, slow);

  // The server keeps real time: its idle end is written to the session row here, as 30 minutes would.
  const db = await e2eDb();
  await db.authToken.updateMany({
    where: { adminUserId: staff.id, revokedAt: null },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  await db.$disconnect();
  await page.clock.fastForward('30:10');
  await expect(page).toHaveURL(/\/admin\/login/, slow);
  await expect(page.getByText(th('token_expired_title')).first()).toBeVisible(slow);
});
