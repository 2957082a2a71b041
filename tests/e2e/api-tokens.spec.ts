import { expect, request, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { createStaff, openAsStaff, stamp, useLanguage, shoot } from './support';

/**
 * API tokens as staff meet them (docs/api-tokens.md): a holder of
 * access/api_token opens People and access → API tokens, issues a token
 * carrying one of their permissions, sees the secret once and copies it,
 * the token works on the REST API, the list shows it without its secret,
 * and a revocation after a confirmation stops it.
 */

test.use({ actionTimeout: 20_000 });
const slow = { timeout: 20_000 };

test('staff issue a token, see it once, copy it, use it and revoke it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'en', baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const staff = await createStaff(['access/api_token', 'access/news', 'access/banner'], 'Tokens');
  await openAsStaff(page, '/admin/api_tokens', staff.email, staff.password);
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible(slow);
  await expect(page.getByText('No API tokens yet.')).toBeVisible(slow);
  await shoot(page, 'api-tokens-list', [390, 1366]);

  const name = `CRM sync ${stamp()}`;
  await page.getByTestId('api-token-new').click();
  const form = page.getByTestId('api-token-form');
  // Only the staff member's own permissions are offered.
  await expect(form.getByRole('checkbox')).toHaveCount(3);
  await expect(form.getByLabel('Roles and permissions')).toHaveCount(0);
  await page.getByTestId('api-token-name').fill(name);
  await form.getByLabel('News', { exact: true }).check();
  await shoot(page, 'api-tokens-form', [390, 1366]);
  await page.getByTestId('api-token-create').click();

  const secret = page.getByTestId('api-token-secret');
  await expect(secret).toBeVisible(slow);
  const token = (await secret.innerText()).trim();
  expect(token).toMatch(/^asc_[A-Za-z0-9_-]{43}$/);
  await shoot(page, 'api-tokens-issued', [390, 1366]);
  await page.getByTestId('api-token-copy').click();
  await expect(page.getByTestId('api-token-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await page.getByTestId('api-token-done').click();

  // Shown once: the list carries its name and prefix, never the secret.
  const row = page.getByTestId('api-token-row').filter({ hasText: name });
  await expect(row).toBeVisible(slow);
  await expect(row).toContainText(token.slice(0, 10));
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(row.getByTestId('api-token-state')).toHaveText('Active');

  // The token works on the REST API with the permission it carries, and only that one.
  const api = await request.newContext({ baseURL });
  const auth = { authorization: `Bearer ${token}` };
  expect((await api.get('/api/v1/admin/news', { headers: auth })).status()).toBe(200);
  expect((await api.get('/api/v1/admin/banners', { headers: auth })).status()).toBe(403);
  await page.reload();
  await expect(row).not.toContainText('Never', slow);

  await row.getByTestId('api-token-revoke').click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await shoot(page, 'api-tokens-revoke', [390, 1366]);
  await page.getByTestId('api-token-revoke-confirm').click();
  await expect(row.getByTestId('api-token-state')).toHaveText('Revoked', slow);
  await expect(row.getByTestId('api-token-revoke')).toHaveCount(0);
  const refused = await api.get('/api/v1/admin/news', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: expect.any(String), field: null });
  await api.dispose();
});
