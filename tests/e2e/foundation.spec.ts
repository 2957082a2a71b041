import { expect, test } from './fixtures';
import { seedFacts } from './support';
import { databaseUrl } from '../../playwright.config';

test.describe('public site', () => {
  test('home page in Thai lists the seeded trainings @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'หลักสูตรอบรมที่กำลังจะเปิด' })).toBeVisible();
    // The home page is cached: trainings other spec files insert straight into
    // the database (no revalidation) may or may not be on it yet, so the page
    // holds at least the seeded upcoming courses and at most all of them, up to 8.
    const facts = await seedFacts();
    const cards = await page.getByTestId('training-card').count();
    expect(cards).toBeGreaterThanOrEqual(Math.min(8, facts.seededUpcoming));
    expect(cards).toBeLessThanOrEqual(Math.min(8, facts.upcoming));
    await expect(
      page
        .getByTestId('training-card')
        .getByRole('link', { name: 'การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น' }),
    ).toBeVisible();
    await expect(page.getByText('4,500 บาท').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('ศูนย์บริการวิชาการและวิจัย');
  });

  test('switching to English reloads the page in English and remembers it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByTestId('lang-en').click();
    await expect(page.getByRole('heading', { name: 'Upcoming public trainings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('THB 4,500').first()).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'i18next');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Upcoming public trainings' })).toBeVisible();
    await page.getByTestId('lang-th').click();
    await expect(page.getByRole('heading', { name: 'หลักสูตรอบรมที่กำลังจะเปิด' })).toBeVisible();
  });

  test('an unknown route shows the translated 404 with a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('ไม่พบหน้าที่คุณต้องการ');
    await page.context().addCookies([{ name: 'i18next', value: 'en', url: page.url() }]);
    await page.reload();
    await expect(page.getByTestId('not-found-message')).toHaveText('This page could not be found');
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('admin', () => {
  test('login, see name and roles, logout', async ({ page }) => {
    await page.goto('/admin/home');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin%2Fhome/);
    await page.getByLabel('อีเมล').fill('admin@example.com');
    await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('wrong-password');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();

    await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('admin1234');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByRole('heading', { name: 'สวัสดี ผู้ดูแลระบบ' })).toBeVisible();
    await expect(page.getByTestId('admin-roles')).toContainText('Administrator');

    // Without "remember", the session cookie ends with the browser session.
    const session = (await page.context().cookies()).find(
      (c) => c.name === 'asc-admin.session-token',
    );
    expect(session?.expires).toBe(-1);

    await page.getByTestId('admin-account-menu').click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/home');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('staff "remember" keeps the e-mail, never the session, and the member realm stays separate', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('อีเมล').fill('admin@example.com');
    await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('admin1234');
    await page.getByLabel('จดจำชื่อผู้ใช้ของฉัน').check();
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'asc-admin.session-token');
    // A browser-session cookie: staff sessions end with the browser, 30 minutes idle, 12 hours at most.
    expect(session!.expires).toBe(-1);
    expect(cookies.find((c) => c.name === 'asc-member.session-token')).toBeUndefined();
    await page.goto('/member/account');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmember%2Faccount/);
    // After logging out, the login form offers the remembered e-mail.
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await expect(page.getByLabel('อีเมล')).toHaveValue('admin@example.com');
    await expect(page.getByLabel('จดจำชื่อผู้ใช้ของฉัน')).toBeChecked();
  });
});

test.describe('admin session that ends on the server', () => {
  test('a disabled admin loses access at once and sees the token-expired notice', async ({
    page,
  }) => {
    const { createDb } = await import('../../src/server/db');
    const { hashPassword } = await import('../../src/server/auth/password');
    const db = createDb(databaseUrl);
    const email = `disabled-${Date.now()}@example.test`;
    const user = await db.adminUser.create({
      data: {
        firstname: 'Temp',
        lastname: 'Staff',
        email,
        passwordHash: await hashPassword('secret123'),
      },
    });

    await page.goto('/admin/login');
    await page.getByLabel('อีเมล').fill(email);
    await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('secret123');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByTestId('admin-user-name')).toHaveText('Temp Staff');

    await db.adminUser.update({ where: { id: user.id }, data: { status: false } });
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login\?expired=1/);
    await expect(page.getByRole('alert').filter({ hasText: 'เซสชันหมดอายุ' })).toBeVisible();
    // The stale cookie is cleared, and the disabled account cannot log in again.
    await expect
      .poll(async () =>
        (await page.context().cookies()).some((c) => c.name === 'asc-admin.session-token'),
      )
      .toBe(false);
    await page.getByLabel('อีเมล').fill(email);
    await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('secret123');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'บัญชีนี้ถูกระงับการใช้งาน' })).toBeVisible();
    await db.$disconnect();
  });
});
