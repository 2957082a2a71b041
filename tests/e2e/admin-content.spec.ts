import path from 'node:path';
import { expect, type Page, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import {
  byId,
  createStaff,
  e2eDb,
  openAsStaff,
  staffLogin,
  stamp,
  useLanguage,
  watchConsole,
} from './support';

// Its tests share nothing: the workers take them one by one (the file is one of the longest).
test.describe.configure({ mode: 'parallel' });

/**
 * The content back office as a new staff member uses it: for each
 * kind of content, create it in both languages (with an image and rich text
 * holding a table and an uploaded image where it has them), see it on the
 * public site at once, edit it, unpublish it (gone from the site) and delete
 * it; a category in use refuses deletion with its reason; a user holding
 * only access/news sees and reaches only the news screens.
 */

const image = path.resolve('public/images/demo/news-1.jpg');

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Picks the first option of a Mantine select (a reference to another item). */
async function chooseFirst(page: Page, id: string) {
  await byId(page, id).click();
  await page.getByRole('option').first().click();
}

async function upload(page: Page, trigger: ReturnType<Page['locator']>) {
  // A click that lands while the form is still hydrating opens nothing: click again until the chooser opens.
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 3_000 });
    await trigger.click();
    await (await chooser).setFiles(image);
  }).toPass({ timeout: 30_000 });
}

/** Rich text with a heading, a table and an uploaded image, typed into the editor as staff would. */
async function writeRichText(page: Page, id: string, text: string) {
  const editor = page.getByTestId(`${id}-editor`);
  await editor.click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: /^(Insert a table|แทรกตาราง)$/ }).click();
  await page.keyboard.type('cell');
  await upload(page, page.getByTestId(`${id}-insert-image`));
  await expect(editor.locator('img')).toHaveCount(1);
  await expect(editor.locator('table')).toHaveCount(1);
}

async function save(page: Page, listRoute: string) {
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(new RegExp(`${listRoute}(\\?|$)`));
}

/** The id of a row of the list, read from its edit link. */
async function idOf(page: Page, listRoute: string, name: string, key: string): Promise<number> {
  await page.goto(`${listRoute}?search=${encodeURIComponent(name)}`);
  const link = page.getByTestId('resource-table').getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  return Number(new URL(href, baseURL).searchParams.get(key));
}

async function unpublish(page: Page, listRoute: string, name: string) {
  await page.goto(`${listRoute}?search=${encodeURIComponent(name)}`);
  const toggle = page.getByRole('switch', { name: literally(name) });
  await expect(toggle).toBeChecked();
  // Mantine draws the track over its (visually hidden) input: a person clicks the track.
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
}

async function remove(page: Page, listRoute: string, name: string) {
  await page.goto(`${listRoute}?search=${encodeURIComponent(name)}`);
  await page.getByRole('checkbox', { name: literally(name) }).check();
  await page.getByTestId('delete-selected').click();
  await expect(page.getByTestId('delete-names')).toContainText(name);
  await page.getByTestId('confirm-delete').click();
  await expect(
    page.getByTestId('resource-table').getByRole('link', { name, exact: true }),
  ).toHaveCount(0);
}

/** What the public site shows of an item: its page, or a list it appears in. */
async function expectPublic(page: Page, publicPath: string, text: string, shown: boolean) {
  const res = await page.goto(publicPath);
  if (shown) {
    expect(res!.status()).toBe(200);
    // Shown as text, or as an option of a list filter (a faculty, a category).
    const shownText = page.getByText(text).filter({ visible: true });
    await expect(shownText.or(page.locator('option', { hasText: text })).first()).toBeAttached();
  } else if (res!.status() !== 404) {
    await expect(page.getByText(text)).toHaveCount(0);
  }
}

interface Case {
  name: string;
  route: string;
  key: string;
  lng: 'th' | 'en';
  /** Fills the fields the item needs besides its names. */
  fill?: (page: Page) => Promise<void>;
  rich?: boolean;
  image?: boolean;
  /** The public page that shows the item. */
  publicPath?: (id: number) => string;
}

const cases: Case[] = [
  {
    name: 'news',
    route: '/admin/news',
    key: 'news_id',
    lng: 'th',
    fill: (p) => chooseFirst(p, 'news_category_id'),
    rich: true,
    image: true,
    publicPath: (id) => `/news/${id}`,
  },
  {
    name: 'portfolio',
    route: '/admin/portfolios',
    key: 'portfolio_id',
    lng: 'en',
    rich: true,
    image: true,
    publicPath: (id) => `/portfolio/${id}`,
  },
  {
    name: 'public training',
    route: '/admin/services/public_trainings',
    key: 'public_training_id',
    lng: 'th',
    fill: async (p) => {
      await byId(p, 'course_code').fill(`E2E-${stamp()}`);
      await chooseFirst(p, 'public_training_category_id');
      await chooseFirst(p, 'speakers');
      await p.keyboard.press('Escape');
      await byId(p, 'price').fill('2500.50');
      await byId(p, 'seat_limit').fill('25');
      // The venue is per language (the Thai tab is open).
      await byId(p, 'lang.th.location').fill('ห้องประชุม 1');
    },
    rich: true,
    image: true,
    publicPath: (id) => `/public-training/${id}`,
  },
  {
    name: 'in-house training',
    route: '/admin/services/inhouse_trainings',
    key: 'inhouse_training_id',
    lng: 'en',
    fill: (p) => chooseFirst(p, 'inhouse_training_category_id'),
    rich: true,
    publicPath: (id) => `/in-house-training/${id}`,
  },
  {
    name: 'service',
    route: '/admin/services/institute_services',
    key: 'service_id',
    lng: 'th',
    // A category of the "other" kind, whose services list at /services.
    fill: async (p) => {
      await byId(p, 'service_category_id').click();
      await p.getByRole('option', { name: 'บริการอื่น ๆ' }).click();
    },
    rich: true,
    publicPath: (id) => `/services/${id}`,
  },
  {
    name: 'banner',
    route: '/admin/banners',
    key: 'banner_id',
    lng: 'en',
    fill: async (p) => {
      await byId(p, 'link_url').fill('/public-training');
    },
    image: true,
    publicPath: () => '/',
  },
  {
    name: 'researcher',
    route: '/admin/researchers',
    key: 'researcher_id',
    lng: 'th',
    fill: (p) => chooseFirst(p, 'faculty_id'),
    publicPath: () => '/researcher',
  },
  {
    name: 'news category',
    route: '/admin/news_category',
    key: 'news_category_id',
    lng: 'en',
    publicPath: () => '/news',
  },
  {
    name: 'training category',
    route: '/admin/services/public_training_category',
    key: 'public_training_category_id',
    lng: 'th',
    publicPath: () => '/public-training',
  },
  {
    name: 'speaker',
    route: '/admin/services/public_training_speaker',
    key: 'public_training_speaker_id',
    lng: 'en',
  },
  {
    name: 'in-house category',
    route: '/admin/services/inhouse_training_category',
    key: 'inhouse_training_category_id',
    lng: 'th',
    publicPath: () => '/in-house-training',
  },
  {
    name: 'service category',
    route: '/admin/services/institute_service_category',
    key: 'service_category_id',
    lng: 'en',
    fill: async (p) => {
      await byId(p, 'kind').click();
      await p.getByRole('option', { name: 'Other services' }).click();
    },
    publicPath: () => '/services',
  },
  {
    name: 'faculty',
    route: '/admin/faculties',
    key: 'faculty_id',
    lng: 'th',
    publicPath: () => '/researcher',
  },
];

test.describe('content back office', () => {
  for (const c of cases) {
    test(`${c.name} (${c.lng}): created in both languages, live at once, edited, unpublished and deleted`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await useLanguage(page, c.lng, baseURL);
      // An unpublished item's page answers 404 on purpose; Chromium logs that document's status.
      let expecting404 = false;
      const consoleErrors = watchConsole(
        page,
        (text) => expecting404 && text.includes('status of 404'),
      );
      await openAsStaff(page, c.route);
      const thName = `ทดสอบ ${c.name} ${stamp()}`;
      const enName = `E2E ${c.name} ${stamp()}`;
      const shownName = c.lng === 'th' ? thName : enName;

      await page.getByTestId('add-item').click();
      await expect(page).toHaveURL(new RegExp(`${c.route}/form$`));
      await c.fill?.(page);
      // News, portfolio and banners start as drafts (docs/policies/drafts-revisions-audit.md): published here on purpose.
      if (['news', 'portfolio', 'banner'].includes(c.name)) await byId(page, 'status').check();
      await byId(page, 'lang.th.name').fill(thName);
      if (c.rich) await writeRichText(page, 'lang.th.body', `เนื้อหา ${thName}`);
      if (c.image) {
        const direct = page.getByTestId('lang.th.image_url-upload');
        if (!(await direct.isVisible())) await page.getByRole('button', { name: /SEO/ }).click();
        await upload(page, direct);
        await expect(page.getByTestId('lang.th.image_url-preview')).toBeVisible();
      }
      await page.getByTestId('tab-en').click();
      await byId(page, 'lang.en.name').fill(enName);
      await save(page, c.route);

      const id = await idOf(page, c.route, shownName, c.key);
      if (c.publicPath) await expectPublic(page, c.publicPath(id), shownName, true);

      // Edit: the public site shows the new name on the next request.
      await page.goto(`${c.route}/form?${c.key}=${id}`);
      const edited = `${shownName} (แก้ไข)`;
      if (c.lng === 'en') await page.getByTestId('tab-en').click();
      await byId(page, `lang.${c.lng}.name`).fill(edited);
      await save(page, c.route);
      if (c.publicPath) await expectPublic(page, c.publicPath(id), edited, true);

      await unpublish(page, c.route, edited);
      expecting404 = true;
      if (c.publicPath) await expectPublic(page, c.publicPath(id), edited, false);
      expecting404 = false;

      await remove(page, c.route, edited);
      consoleErrors();
    });
  }

  test('a category still in use refuses deletion and says why; the form warns before unsaved changes are lost', async ({
    page,
  }) => {
    await useLanguage(page, 'en', baseURL);
    await openAsStaff(page, '/admin/news_category');
    const first = page.getByTestId('resource-table').getByRole('link').first();
    const name = (await first.textContent())!;
    await page.getByRole('checkbox', { name: literally(`Select ${name}`) }).check();
    await page.getByTestId('delete-selected').click();
    await page.getByTestId('confirm-delete').click();
    await expect(
      page.getByText(/Cannot delete: \d+ news item\(s\) are still in this category/),
    ).toBeVisible();
    await page.goto('/admin/news_category');
    await expect(
      page.getByTestId('resource-table').getByRole('link', { name, exact: true }),
    ).toBeVisible();

    await first.click();
    await byId(page, 'lang.th.name').fill(`${name} changed`);
    let asked = '';
    page.once('dialog', async (dialog) => {
      asked = dialog.message();
      await dialog.dismiss();
    });
    await page.getByTestId('admin-menu').getByRole('link', { name: 'Banners' }).click();
    expect(asked).toContain('unsaved changes');
    await expect(page).toHaveURL(/\/admin\/news_category\/form/);
  });

  test('about-us is edited in Thai and shows on the public page at once', async ({ page }) => {
    await useLanguage(page, 'th', baseURL);
    await openAsStaff(page, '/admin/pages');
    await page.getByTestId('resource-table').getByRole('link').first().click();
    const title = byId(page, 'lang.th.name');
    const before = await title.inputValue();
    const after = `${before} ${stamp()}`;
    await title.fill(after);
    await save(page, '/admin/pages');
    const slug = (
      await (
        await e2eDb()
      ).page.findFirstOrThrow({ where: { translations: { some: { name: after } } } })
    ).slug;
    await expectPublic(page, `/${slug}`, after, true);
    await page.goto('/admin/pages');
    await page
      .getByTestId('resource-table')
      .getByRole('link', { name: after, exact: true })
      .click();
    await byId(page, 'lang.th.name').fill(before);
    await save(page, '/admin/pages');
  });

  test('the requests inbox lists what visitors sent; staff mark one handled with a note', async ({
    page,
  }) => {
    const db = await e2eDb();
    const subject = `Inbox ${stamp()}`;
    await db.contactMessage.create({
      data: { name: 'Visitor', email: 'visitor@example.test', subject, message: 'Please call me.' },
    });
    await db.$disconnect();
    await useLanguage(page, 'en', baseURL);
    await openAsStaff(page, '/admin/requests');
    await page.getByTestId('inbox-contactMessages').click();
    await page
      .getByTestId('resource-table')
      .getByRole('link', { name: subject, exact: true })
      .click();
    await expect(page.getByTestId('message')).toHaveText('Please call me.');
    await page.getByLabel('Handled').check();
    await byId(page, 'staff_note').fill('Called back on Monday');
    await save(page, '/admin/requests/contact');
    await page.goto(
      `/admin/requests/contact?filter_handled=1&search=${encodeURIComponent(subject)}`,
    );
    await expect(
      page.getByTestId('resource-table').getByRole('link', { name: subject, exact: true }),
    ).toBeVisible();
  });

  test('a user holding only access/news sees and reaches only the news screens', async ({
    page,
  }) => {
    const editor = await createStaff(['access/news'], 'Editor');
    await useLanguage(page, 'en', baseURL);
    await staffLogin(page, editor.email, editor.password);
    // News, and the media library every content editor shares (docs/policies/media-library.md).
    expect(await page.getByTestId('admin-menu').getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'News',
      'Media library',
    ]);
    await page.goto('/admin/news');
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await page.getByTestId('add-item').click();
    // The category picker works for a news editor without access/news_category.
    await chooseFirst(page, 'news_category_id');
    for (const denied of [
      '/admin/news_category',
      '/admin/banners',
      '/admin/services/public_trainings/form',
    ]) {
      await page.goto(denied);
      await expect(page).toHaveURL(/\/admin\/home\?denied=1/);
    }
  });
});
