import { expect, request, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { byId, createStaff, e2eDb, openAsStaff, stamp, useLanguage, shoot } from './support';

/**
 * Bulk and repeat work (docs/policies/bulk-autosave-preview.md): two drafts
 * published at once appear on the public list; an item duplicated from its
 * row's menu is a draft copy; edits typed in a form come back after a reload;
 * a preview of unsaved edits shows the typed titles in Thai and English while
 * the public address of the draft still answers 404.
 */

test.use({ actionTimeout: 20_000 });
const slow = { timeout: 20_000 };

test('bulk publish, duplicate, autosave and a preview of unsaved edits', async ({ page }) => {
  test.setTimeout(240_000);
  const staff = await createStaff(['access/news', 'access/news_category'], 'Bulk');
  const s = stamp();
  const api = await request.newContext({ baseURL });
  const login$ = await api.post('/api/v1/admin/login', {
    data: { email: staff.email, password: staff.password },
  });
  const headers = { authorization: `Bearer ${((await login$.json()) as { token: string }).token}` };
  const categories = (await (
    await api.get('/api/v1/admin/news/categories?per_page=1', { headers })
  ).json()) as { data: { news_category_id: number }[] };
  const categoryId = categories.data[0]!.news_category_id;
  const created: number[] = [];
  const names = [`ข่าวชุด ก ${s}`, `ข่าวชุด ข ${s}`];
  for (const name of names) {
    const res = await api.post('/api/v1/admin/news', {
      headers,
      data: {
        news_category_id: categoryId,
        published_at: new Date(Date.now() - 3600_000).toISOString(),
        lang: { th: { name, body: '<p>เนื้อหา</p>' }, en: { name: `${name} en` } },
      },
    });
    expect(res.status()).toBe(201);
    created.push(((await res.json()) as { news_id: number }).news_id);
  }
  const visitor = await request.newContext({ baseURL });
  expect(await (await visitor.get('/news')).text()).not.toContain(names[0]);

  await useLanguage(page, 'th', baseURL);
  // 1. Bulk publish the two drafts: both appear on the public list.
  await openAsStaff(
    page,
    `/admin/news?search=${encodeURIComponent(s)}`,
    staff.email,
    staff.password,
  );
  const table = page.getByTestId('resource-table');
  await expect(table.getByTestId('publication-state')).toHaveCount(2, slow);
  await page.getByRole('checkbox', { name: 'เลือกทั้งหมด' }).check();
  await shoot(page, 'bulk-selected', [1366, 820], { fullPage: false });
  await page.getByTestId('bulk-publish').click();
  await expect(page.getByText('เผยแพร่แล้ว 2 รายการ')).toBeVisible(slow);
  await expect(table.getByTestId('publication-state').first()).toHaveText('เผยแพร่แล้ว', slow);
  await expect(async () => {
    const html = await (await visitor.get('/news')).text();
    expect(html).toContain(names[0]);
    expect(html).toContain(names[1]);
  }).toPass({ timeout: 30_000 });

  // 2. Duplicate from the row's menu: a draft copy opens in its form.
  await table.getByRole('button', { name: `การทำงานอื่นของ ${names[0]}`, exact: true }).click();
  await shoot(page, 'row-menu', [1366, 820], { fullPage: false });
  await page.getByTestId('row-duplicate').click();
  await expect(page).toHaveURL(/\/admin\/news\/form\?news_id=\d+/, slow);
  const copyId = Number(new URL(page.url()).searchParams.get('news_id'));
  created.push(copyId);
  expect(copyId).not.toBe(created[0]);
  await expect(byId(page, 'lang.th.name')).toHaveValue(`${names[0]} (สำเนา)`, slow);
  await expect(byId(page, 'status')).not.toBeChecked();
  expect((await visitor.get(`/news/${copyId}`)).status()).toBe(404);

  // 3. Type, reload: the edits are offered back and restored.
  const typedTh = `พิมพ์ไว้ ${s}`;
  const typedEn = `Typed ${s}`;
  await byId(page, 'lang.th.name').fill(typedTh);
  await page.getByTestId('tab-en').click();
  await byId(page, 'lang.en.name').fill(typedEn);
  // Written down a moment after typing stops (form-autosave.tsx keeps it in localStorage).
  await expect
    .poll(() =>
      page.evaluate(
        (typed) => Object.values(localStorage).some((value) => value.includes(typed)),
        typedEn,
      ),
    )
    .toBe(true);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('autosave-offer')).toBeVisible(slow);
  await expect(byId(page, 'lang.th.name')).toHaveValue(`${names[0]} (สำเนา)`);
  await shoot(page, 'autosave-offer', [1366, 820], { fullPage: false });
  await page.getByTestId('autosave-restore').click();
  await expect(byId(page, 'lang.th.name')).toHaveValue(typedTh);
  await expect(page.getByTestId('autosave-offer')).toHaveCount(0);

  // 4. Preview of the unsaved edits in both languages; nothing saved, the public URL still 404s.
  for (const [lang, name] of [
    ['th', typedTh],
    ['en', typedEn],
  ] as const) {
    await page.getByTestId('preview-open').click();
    const popup = page.waitForEvent('popup');
    await page.getByTestId(`preview-${lang}`).click();
    const tab = await popup;
    await tab.waitForURL(new RegExp(`/news/${copyId}$`));
    await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible(slow);
    await expect(tab.getByTestId('preview-banner')).toBeVisible();
    if (lang === 'en') await shoot(tab, 'preview-unsaved-en', undefined, { fullPage: false });
    await tab.close();
  }
  expect((await visitor.get(`/news/${copyId}`)).status()).toBe(404);
  const saved = (await (
    await api.get(`/api/v1/admin/news/${copyId}/edit`, { headers })
  ).json()) as { lang: { th: { name: string } } };
  expect(saved.lang.th.name).toBe(`${names[0]} (สำเนา)`);

  // 5. A save forgets the kept edits: the form opens again without an offer.
  await useLanguage(page, 'th', baseURL);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/admin\/news(\?|$)/, slow);
  await page.goto(`/admin/news/form?news_id=${copyId}`);
  await expect(byId(page, 'lang.th.name')).toHaveValue(typedTh, slow);
  await expect(page.getByTestId('autosave-offer')).toHaveCount(0);

  // The public news counts of later spec files stay as they were.
  expect((await api.delete(`/api/v1/admin/news/${created.join(',')}`, { headers })).status()).toBe(
    200,
  );
});

test('a never-saved item is previewed: saved as a draft first (its switch left as typed is not obeyed), then shown in its language while the public address 404s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(['access/news', 'access/news_category'], 'Bulk');
  const s = stamp();
  const thName = `ข่าวยังไม่บันทึก ${s}`;
  const enName = `Never saved ${s}`;
  await useLanguage(page, 'en', baseURL);
  await openAsStaff(page, '/admin/news/form', staff.email, staff.password);
  await byId(page, 'news_category_id').click();
  await page.getByRole('option').first().click();
  await byId(page, 'lang.th.name').fill(thName);
  await page.getByTestId('tab-en').click();
  await byId(page, 'lang.en.name').fill(enName);
  // Switched on, yet a preview never publishes.
  await byId(page, 'status').check();

  await page.getByTestId('preview-open').click();
  await expect(page.getByText('A new item is saved as a draft first')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('preview-en').click();
  const tab = await popup;
  await tab.waitForURL(/\/news\/\d+$/, slow);
  const id = Number(/\/news\/(\d+)$/.exec(tab.url())![1]);
  await expect(tab.getByRole('heading', { level: 1, name: enName })).toBeVisible(slow);
  await expect(tab.getByTestId('preview-banner')).toBeVisible();
  await tab.close();

  // The form goes on as the saved draft's edit form, nothing left unsaved.
  await expect(page).toHaveURL(new RegExp(`/admin/news/form\\?news_id=${id}$`), slow);
  await expect(page.getByText('Saved as a draft for the preview')).toBeVisible();
  await expect(byId(page, 'lang.th.name')).toHaveValue(thName, slow);
  await expect(byId(page, 'status')).not.toBeChecked();
  const visitor = await request.newContext({ baseURL });
  expect((await visitor.get(`/news/${id}`)).status()).toBe(404);

  // Missing fields are shown on the form and nothing is saved.
  await page.goto('/admin/news/form');
  await byId(page, 'lang.th.name').fill(`ไม่มีหมวด ${s}`);
  await page.getByTestId('preview-open').click();
  await page.getByTestId('preview-th').click();
  await expect(page.locator('[id="news_category_id"][aria-invalid="true"]')).toBeVisible(slow);
  await expect(page).toHaveURL(/\/admin\/news\/form$/);

  const db = await e2eDb();
  expect(await db.newsTranslation.count({ where: { name: { startsWith: 'ไม่มีหมวด' } } })).toBe(0);
  await db.news.delete({ where: { id } }).catch(() => undefined);
  await db.$disconnect();
});
