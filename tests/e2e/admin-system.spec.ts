import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { expectAccessible, useLanguage } from './support';

/** The newest migration of this code (SQLite: the end-to-end site's database). */
const latestMigration = readdirSync('prisma/migrations/sqlite', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .at(-1)!;
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

test('the dashboard shows staff the running version and migration, in both languages', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('อีเมล').fill('admin@example.com');
  await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill('admin1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  const panel = page.getByTestId('admin-system');
  await expect(panel.getByRole('heading', { name: 'ระบบ' })).toBeVisible();
  await expect(panel).toContainText('เวอร์ชัน');
  await expect(panel).toContainText('พร้อมให้บริการ');
  await expect(page.getByTestId('admin-system-version')).toHaveText(version);
  await expect(page.getByTestId('admin-system-migration')).toHaveText(latestMigration);
  await expectAccessible(page);

  await useLanguage(page, 'en', baseURL);
  await page.reload();
  await expect(panel.getByRole('heading', { name: 'System' })).toBeVisible();
  await expect(panel).toContainText('Database migration');
  await expect(panel).toContainText('Ready');
  await expect(page.getByTestId('admin-system-migration')).toHaveText(latestMigration);
});
