import { expect, type Page, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { e2eDb, expectAccessible, useLanguage, watchConsole } from './support';

// Its tests share nothing: the workers take them one by one (the file is one of the longest).
test.describe.configure({ mode: 'parallel' });

/** A back-office user with one role holding these permissions, straight in the e2e database. */
async function createStaff(permissions: string[], name = 'Staff') {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const perms = await db.permission.findMany({ where: { name: { in: permissions } } });
  const role = await db.role.create({
    data: {
      name: `Role ${stamp}`,
      permissions: { create: perms.map((p) => ({ permissionId: p.id })) },
    },
  });
  const user = await db.adminUser.create({
    data: {
      firstname: name,
      lastname: stamp,
      email: `staff-${stamp}@example.test`,
      passwordHash: await hashPassword('secret123'),
      roles: { create: [{ roleId: role.id }] },
    },
  });
  await db.$disconnect();
  return { ...user, password: 'secret123', role };
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  // Typed before hydration, a controlled field would lose the text.
  await page.locator('html[data-admin-ready]').waitFor({ state: 'attached' });
}

/** Console errors fail the test, except the browser's line for a response the test provokes on purpose. */
function watchConsoleExcept(page: Page, expected: RegExp) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

async function menuItems(page: Page) {
  return page.getByTestId('admin-menu').getByRole('link').allInnerTexts();
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en', baseURL);
});

test.describe('admin shell', () => {
  test('login returns to the page asked for; the account menu logs out @phone', async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    await page.goto('/admin/roles');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin%2Froles/);
    await login(page, 'admin@example.com', 'admin1234');
    await expect(page).toHaveURL(/\/admin\/roles$/);
    await expect(
      page.getByRole('heading', { name: 'Roles and permissions', level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('roles-table')).toContainText('Administrator');

    await page.getByTestId('admin-account-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Edit account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Open the public site/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin%2Fusers/);
    consoleErrors();
  });

  for (const lng of ['th', 'en'] as const) {
    test(`every shell page renders in ${lng} without console errors and passes axe @phone`, async ({
      page,
    }) => {
      await useLanguage(page, lng, baseURL);
      const consoleErrors = watchConsole(page);
      await page.goto('/admin/login');
      await page.locator('input[type=email]').fill('admin@example.com');
      await page.locator('input[type=password]').fill('admin1234');
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/\/admin\/home$/);
      await expect(page.getByTestId('dashboard-upcoming_trainings')).toBeVisible();
      await expectAccessible(page);
      for (const path of [
        '/admin/users',
        '/admin/roles',
        '/admin/roles/form',
        '/admin/users/form',
        '/admin/account',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('form, table').first()).toBeVisible();
        await expectAccessible(page);
        // Tables scroll inside their box rather than widening the page.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
        ).toBe(true);
      }
      consoleErrors();
    });
  }

  test('guards: no permission goes to the dashboard with a notice; unknown paths show the dashboard', async ({
    page,
  }) => {
    const staff = await createStaff(['access/news']);
    await page.goto('/admin/login');
    await login(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin\/home$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/home\?denied=1$/);
    await expect(page.getByTestId('admin-denied')).toContainText(
      'You do not have permission to open that page',
    );
    await page.goto('/admin/roles/form');
    await expect(page).toHaveURL(/\/admin\/home\?denied=1$/);
    await page.goto('/admin/no/such/page');
    await expect(page).toHaveURL(/\/admin\/home$/);
    // Without permission the server refuses the calls too.
    const res = await page.request.get('/api/v1/admin/users');
    expect(res.status()).toBe(403);
  });

  test('a role made with two permissions gives its user exactly those menu items and pages', async ({
    page,
    browser,
  }) => {
    const consoleErrors = watchConsole(page);
    await page.goto('/admin/login');
    await login(page, 'admin@example.com', 'admin1234');
    await expect(page).toHaveURL(/\/admin\/home$/);

    const stamp = Date.now().toString(36);
    await page.goto('/admin/roles/form');
    await page.getByLabel('Role name').fill(`News and users ${stamp}`);
    await page.getByRole('checkbox', { name: 'News', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Users', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/roles$/);
    await expect(page.getByTestId('roles-table')).toContainText(`News and users ${stamp}`);

    await page.goto('/admin/users/form');
    await page.getByLabel('First name').fill('Nantana');
    await page.getByLabel('Last name').fill('Editor');
    await page.getByLabel('E-mail').fill(`nantana.${stamp}@example.test`);
    await page.getByRole('combobox', { name: 'Roles' }).click({ force: true });
    await page.getByRole('option', { name: `News and users ${stamp}` }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(2);
    await page.getByLabel('New password').fill('nantana1');
    await page.getByLabel('Confirm password').fill('nantana2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The password confirmation does not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('nantana1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByTestId('users-table')).toContainText(`nantana.${stamp}@example.test`);
    consoleErrors();

    const context = await browser.newContext();
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL }]);
    const other = await context.newPage();
    await other.goto('/admin/login');
    await login(other, `nantana.${stamp}@example.test`, 'nantana1');
    await expect(other).toHaveURL(/\/admin\/home$/);
    // News and users, and the media library every content editor shares.
    expect(await menuItems(other)).toEqual(['Dashboard', 'News', 'Media library', 'Users']);
    await expect(other.getByTestId('admin-user-roles')).toHaveText(`News and users ${stamp}`);
    await other.goto('/admin/users');
    await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await other.goto('/admin/roles');
    await expect(other).toHaveURL(/\/admin\/home\?denied=1$/);
    await context.close();
  });

  test('disabling a user ends their access at once, with the token-expired notice', async ({
    page,
    browser,
  }) => {
    const staff = await createStaff(['access/user'], 'Toggle');
    const context = await browser.newContext();
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL }]);
    const theirs = await context.newPage();
    await theirs.goto('/admin/login');
    await login(theirs, staff.email, staff.password);
    await theirs.goto('/admin/users');
    await expect(theirs.getByTestId('users-table')).toBeVisible();

    await page.goto('/admin/login');
    await login(page, 'admin@example.com', 'admin1234');
    await page.goto('/admin/users');
    await page.getByLabel('E-mail').fill(staff.email);
    const row = page.getByTestId('user-row').filter({ hasText: staff.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('switch').click();
    await expect(row).toContainText('Disabled');

    // Their next call is refused: the notice shows, they are logged out and sent to login.
    await theirs.getByLabel('First name').fill('a');
    await expect(theirs.getByText('Session expired').first()).toBeVisible();
    await expect(theirs).toHaveURL(/\/admin\/login\?expired=1/);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'asc-admin.session-token'))
      .toBe(false);
    await context.close();

    // The admin cannot toggle or select their own row.
    await page.getByLabel('E-mail').fill('admin@example.com');
    const mine = page.getByTestId('user-row').filter({ hasText: 'admin@example.com' });
    await expect(mine.getByRole('switch')).toBeDisabled();
  });

  test('global search finds a seeded training and opens it', async ({ page }) => {
    await page.goto('/admin/login');
    await login(page, 'admin@example.com', 'admin1234');
    await expect(page).toHaveURL(/\/admin\/home$/);
    const searched = page.waitForRequest((r) => r.url().includes('admin.search'));
    const started = Date.now();
    await page.getByTestId('admin-search').fill('python');
    await searched;
    // The server is asked only after typing has stopped for a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const hit = page
      .getByTestId('admin-search-result')
      .filter({ hasText: 'Data analysis with Python for beginners' });
    await expect(hit).toBeVisible();
    const opened = page.waitForRequest((r) =>
      /\/admin\/services\/public_trainings\/form\?public_training_id=\d+/.test(r.url()),
    );
    await hit.click();
    await opened;
  });

  test('a server error shows the generic toast; an expired session the token-expired one', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await login(page, 'admin@example.com', 'admin1234');
    await page.goto('/admin/users');
    await expect(page.getByTestId('users-table')).toBeVisible();
    const error = (status: number, code: string) =>
      JSON.stringify([
        { error: { json: { message: 'x', code: -32603, data: { code, httpStatus: status } } } },
      ]);
    await page.route('**/api/trpc/admin.users.list**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: error(500, 'INTERNAL_SERVER_ERROR'),
      }),
    );
    await page.getByLabel('First name').fill('zz');
    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Something went wrong' });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast.getByRole('button', { name: 'Close' })).toBeVisible();
    // Toasts last 3000 ms.
    await expect(toast).toBeHidden({ timeout: 6_000 });
    await page.unroute('**/api/trpc/admin.users.list**');

    // The session ends on the server (revoked): the next call shows the notice and goes to login.
    const db = await e2eDb();
    const admin = await db.adminUser.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
    await db.authToken.updateMany({
      where: { adminUserId: admin.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    await db.$disconnect();
    await page.getByLabel('First name').fill('yy');
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Session expired' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\?expired=1/);
    await expect(
      page.locator('form').getByRole('alert').filter({ hasText: 'Please log in again' }),
    ).toBeVisible();
  });

  test('account: a landscape avatar is resized to 1024 px wide in the browser, then name and password change', async ({
    page,
  }) => {
    const staff = await createStaff([], 'Avatar');
    // A wrong current password is answered 400 on purpose.
    const consoleErrors = watchConsoleExcept(page, /status of 400/);
    await page.goto('/admin/login');
    await login(page, staff.email, staff.password);
    await page.getByTestId('admin-account-menu').click();
    await page.getByRole('menuitem', { name: 'Edit account' }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);

    // A GIF is refused before upload.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('Only JPEG or PNG images are accepted')).toBeVisible();

    // Staff without a content permission set their avatar through its own door (POST /admin/upload is for content pictures).
    const uploaded = page.waitForResponse((r) =>
      r.url().includes('/api/v1/admin/users/profile/avatar'),
    );
    await page.locator('input[type=file]').setInputFiles('public/images/demo/banner-1.jpg');
    const { url } = (await (await uploaded).json()) as { url: string };
    expect(url).toMatch(/^\/uploads\//);
    const db = await e2eDb();
    expect(await db.upload.findUnique({ where: { path: url } })).toMatchObject({
      mimeType: 'image/jpeg',
      width: 1024,
      height: 384,
    });
    await page.getByLabel('First name').fill('Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('admin-user-name')).toHaveText(`Renamed ${staff.lastname}`);
    await expect(page.getByTestId('admin-account-menu').locator('img')).toHaveAttribute('src', url);
    expect((await page.request.get(url)).headers()['content-type']).toBe('image/jpeg');

    // Changing the password keeps this session and ends the others.
    const { authSessionService } = await import('../../src/server/services/auth-session-service');
    const other = await authSessionService(db).login('admin', staff.email, staff.password, false);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill('changed1');
    await page.getByLabel('Confirm password').fill('changed2');
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await expect(page.getByText('The password confirmation does not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('changed1');
    await page.getByRole('button', { name: 'Change password' }).last().click();
    // The current password is asked for, so a borrowed session cannot take the account over.
    await expect(
      page.locator('#password').getByText('The current password is incorrect'),
    ).toBeVisible();
    // The error toast sits over the button and pauses while the pointer rests on it: move away until it closes.
    await page.mouse.move(0, 0);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await page.getByLabel('Current password').fill(staff.password);
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await expect(page.getByText('Password changed')).toBeVisible();
    expect(
      (await db.authToken.findUniqueOrThrow({ where: { id: other.tokenId } })).revokedAt,
    ).not.toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await db.$disconnect();
    consoleErrors();
  });

  test('after login, follows only back-office paths, never a callbackUrl that a browser reads as another host', async ({
    page,
  }) => {
    const staff = await createStaff([], 'Redirect');
    await page.goto('/admin/login?callbackUrl=%2Fadmin%2F..%2F%09%2Flocalhost%3A8999%2Fx');
    await login(page, staff.email, staff.password);
    await expect(page).toHaveURL(
      (url) => url.origin === new URL(baseURL).origin && url.pathname === '/admin/home',
    );
  });

  test("editing one's own role reloads one's permissions and menu", async ({ page }) => {
    const staff = await createStaff(['access/role', 'access/banner', 'access/news'], 'Roles');
    await page.goto('/admin/login');
    await login(page, staff.email, staff.password);
    expect(await menuItems(page)).toEqual([
      'Dashboard',
      'News',
      'Banners',
      'Media library',
      'Roles and permissions',
    ]);
    await page.goto(`/admin/roles/form?id=${staff.role.id}`);
    // Nobody grants what they do not hold: a permission of someone else's is not on offer.
    await expect(page.getByRole('checkbox', { name: 'Users', exact: true })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Banners', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/roles$/);
    await expect
      .poll(() => menuItems(page))
      .toEqual(['Dashboard', 'News', 'Media library', 'Roles and permissions']);
  });
});
