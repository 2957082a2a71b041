import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

test.describe('REST API reference (/api/docs)', () => {
  test('renders the OpenAPI document from this site alone, under its strict policy: no request leaves it, nothing is blocked', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    const own = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== own) elsewhere.push(request.url());
    });
    await page.goto('/api/docs');
    await expect(
      page.getByRole('heading', { name: 'Academic Services Centre API', level: 1 }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('money is in THB', { exact: false })).toBeVisible();
    // The areas an integrator starts with, in the sidebar.
    for (const area of ['Members', 'Public trainings', 'Registrations', 'Payments'])
      await expect(page.getByText(area, { exact: true }).first()).toBeAttached();
    await expect(page.getByText('Developer Tools')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
    // Scalar works under the policy: opening an operation renders it, and nothing was blocked on the way.
    await page.getByText('Members', { exact: true }).first().click();
    await page.waitForLoadState('networkidle');
    done();
  });
});
