import { expect, request, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { byId, createStaff, openAsStaff, staffLogin, stamp, useLanguage, shoot } from './support';

// Its tests share nothing: the workers take them one by one (the file is one of the longest).
test.describe.configure({ mode: 'parallel' });

/**
 * The safety net as a new staff member meets it
 * (docs/policies/drafts-revisions-audit.md): a news item starts as a draft,
 * is previewed in Thai and English while the public address still answers
 * 404 (and nothing reaches the page cache), is scheduled a minute ahead and
 * appears on the public list with no further action, is edited twice,
 * two revisions are compared and the first restored, and all of it is in
 * the audit log; a news-only user sees neither the audit log nor another
 * entity's revisions.
 */

// The machine the suite runs on is shared: screens get more time than the default 5 s.
test.use({ actionTimeout: 20_000 });
const slow = { timeout: 20_000 };

async function bearer(email: string, password: string) {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/v1/admin/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { api, headers: { authorization: `Bearer ${token}` } };
}

test('draft, preview, scheduled publishing, revisions and the audit log', async ({
  page,
  context,
}) => {
  test.setTimeout(420_000);
  const staff = await createStaff(
    ['access/news', 'access/news_category', 'access/audit_log'],
    'Safety',
  );
  const s = stamp();
  const thName = `ข่าวร่าง ${s}`;
  const enName = `Draft news ${s}`;
  await useLanguage(page, 'th', baseURL);
  // 1. A new item starts as a draft.
  await openAsStaff(page, '/admin/news/form', staff.email, staff.password);
  await byId(page, 'news_category_id').click();
  await page.getByRole('option').first().click();
  await expect(byId(page, 'status')).not.toBeChecked();
  await byId(page, 'lang.th.name').fill(thName);
  await page.getByTestId('tab-en').click();
  await byId(page, 'lang.en.name').fill(enName);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/admin\/news(\?|$)/);
  await page.goto(`/admin/news?search=${encodeURIComponent(thName)}`);
  // The search leaves this one item in the list.
  const table = page.getByTestId('resource-table');
  await expect(table.getByTestId('publication-state')).toHaveText('ฉบับร่าง', slow);
  const href = await table.getByRole('link', { name: thName, exact: true }).getAttribute('href');
  const id = Number(new URL(href!, baseURL).searchParams.get('news_id'));
  await shoot(page, 'news-list-draft', [1366, 820], { fullPage: false });

  // A visitor (no cookies) gets 404 for the draft.
  const visitor = await request.newContext({ baseURL });
  expect((await visitor.get(`/news/${id}`)).status()).toBe(404);

  // 2. Preview in both languages: the public page as it will show, never cached.
  await page.goto(`/admin/news/form?news_id=${id}`);
  for (const [lang, name] of [
    ['th', thName],
    ['en', enName],
  ] as const) {
    await page.getByTestId('preview-open').click();
    const popup = page.waitForEvent('popup');
    await page.getByTestId(`preview-${lang}`).click();
    const tab = await popup;
    await tab.waitForURL(new RegExp(`/news/${id}$`));
    await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible(slow);
    await expect(tab.getByTestId('preview-banner')).toBeVisible();
    const res = await tab.request.get(`/news/${id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/no-store/);
    await tab.close();
  }
  // The visitor still gets 404: nothing of the preview reached the cache.
  expect((await visitor.get(`/news/${id}`)).status()).toBe(404);
  // A forged token, and a genuine one without the staff session, open nothing.
  expect((await visitor.get('/api/preview?token=abc.def&lang=th')).status()).toBe(403);
  // The preview remembers its language, as an explicit /en/ address does: back to Thai.
  await useLanguage(page, 'th', baseURL);
  await page.goto(`/admin/news/form?news_id=${id}`);

  // 3. Scheduled 20 seconds ahead (through the staff API): appears on the public list on its own.
  // (Far enough for the two looks before the moment, near enough not to wait a minute for it.)
  const { api, headers } = await bearer(staff.email, staff.password);
  const record = (await (
    await api.get(`/api/v1/admin/news/${id}/edit`, { headers })
  ).json()) as Record<string, unknown>;
  const at = new Date(Date.now() + 20_000);
  const put = await api.put(`/api/v1/admin/news/${id}`, {
    headers,
    data: {
      news_category_id: record.news_category_id,
      published_at: at.toISOString(),
      pin: false,
      highlight: false,
      status: 1,
      lang: record.lang,
    },
  });
  expect(put.status()).toBe(200);
  // The list is cached as it is now (without the item)...
  const before = await visitor.get('/news');
  expect(await before.text()).not.toContain(thName);
  expect(Date.now()).toBeLessThan(at.getTime());
  await page.goto(`/admin/news?search=${encodeURIComponent(thName)}`);
  await expect(table.getByTestId('publication-state')).toContainText('ตั้งเวลาเผยแพร่', slow);
  await shoot(page, 'news-list-scheduled', [1366, 820], { fullPage: false });
  // ...and shows it after the scheduled moment, with nobody doing anything.
  await expect(async () => {
    const res = await visitor.get('/news');
    expect(await res.text()).toContain(thName);
  }).toPass({ timeout: 200_000, intervals: [1_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect((await visitor.get(`/news/${id}`)).status()).toBe(200);

  // 4. Edited twice.
  for (const n of [2, 3]) {
    await page.goto(`/admin/news/form?news_id=${id}`);
    await byId(page, 'lang.th.name').fill(`${thName} ฉบับ ${n}`);
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/admin\/news(\?|$)/);
  }

  // 5. Compare the first revision with the newest, then restore the first.
  await page.goto(`/admin/news/form?news_id=${id}`);
  await page.getByTestId('revisions-open').click();
  const revisions = page.getByTestId('revisions-list').getByRole('row');
  await expect(revisions).toHaveCount(4, slow);
  await revisions.first().getByRole('checkbox').check();
  await revisions.last().getByRole('checkbox').check();
  const diff = page.getByTestId('revision-diff');
  await expect(diff).toContainText(thName, slow);
  await expect(diff).toContainText(`${thName} ฉบับ 3`);
  await shoot(page, 'revisions-compare', [1366, 820], { fullPage: false });
  await revisions.last().getByRole('button').click();
  await page.getByTestId('restore-confirm').click();
  await expect(byId(page, 'lang.th.name')).toHaveValue(thName, slow);
  await page.getByTestId('revisions-open').click();
  await expect(page.getByTestId('revisions-list').getByRole('row')).toHaveCount(5, slow);

  // 6. All of it in the audit log, in English too.
  await useLanguage(page, 'en', baseURL);
  await page.goto('/admin/audit_log');
  await page.getByTestId('audit-entity').click();
  await page.getByRole('option', { name: 'News', exact: true }).click();
  const entries = page.getByTestId('audit-row').filter({ hasText: thName });
  await expect(
    entries.filter({ has: page.getByText('Restored a revision', { exact: true }) }),
  ).toHaveCount(1, slow);
  await expect(entries.filter({ has: page.getByText('Created', { exact: true }) })).toHaveCount(1);
  await expect(entries.filter({ has: page.getByText('Published', { exact: true }) })).toHaveCount(
    1,
  );
  await expect(entries.filter({ has: page.getByText('Changed', { exact: true }) })).toHaveCount(2);
  await shoot(page, 'audit-log', [1366, 820], { fullPage: false });
  await context.clearCookies();

  // 7. A news-only user: no audit log, no other entity's revisions.
  const newsOnly = await createStaff(['access/news'], 'Safety');
  await useLanguage(page, 'en', baseURL);
  await staffLogin(page, newsOnly.email, newsOnly.password);
  await expect(page.getByTestId('admin-menu').getByRole('link', { name: 'Audit log' })).toHaveCount(
    0,
  );
  await page.goto('/admin/audit_log');
  await expect(page).toHaveURL(/\/admin\/home\?denied=1/);
  const other = await bearer(newsOnly.email, newsOnly.password);
  expect(
    (
      await other.api.get('/api/v1/admin/portfolios/1/revisions', { headers: other.headers })
    ).status(),
  ).toBe(403);
  expect(
    (await other.api.get('/api/v1/admin/audit-log', { headers: other.headers })).status(),
  ).toBe(403);
  expect(
    (
      await other.api.get(`/api/v1/admin/news/${id}/revisions`, { headers: other.headers })
    ).status(),
  ).toBe(200);
});
