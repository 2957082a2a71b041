import { expect as baseExpect, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { e2eDb, signInAsStaff, useLanguage } from './support';

/**
 * The back office's rough edges a new staff member met, each as it is seen:
 * dashboard cards open their list filtered, the grouped side menu, a request
 * record that reads as a record, the main image at the top of a form,
 * refusals kept in the delete dialog, toasts clear of the Save bar and saying
 * CLOSE, switches that say what they did (with undo) or ask first, a members
 * table that fits, Enter that does not save and leave, and titles of the
 * back office's own.
 */

// A shared 2-core machine answers slowly at times: wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

const stamp = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en', baseURL);
  await page.setViewportSize({ width: 1366, height: 800 });
  // Signed in, no page opened: each test opens the page it is about.
  await signInAsStaff(page);
});

test('a dashboard card opens its list filtered to what it counted', async ({ page }) => {
  await page.goto('/admin/home');
  const card = page.getByTestId('dashboard-awaiting_verification');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(
    /\/admin\/services\/public_training_register\?filter_register_status_id=4$/,
  );
  await page.goto('/admin/home');
  await page.getByTestId('dashboard-new_members').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/members\?filter_registered_at=\d{4}-\d\d-01\.\./);
});

test('the side menu is grouped and collapsible, with the active item in view', async ({ page }) => {
  await page.goto('/admin/home');
  const menu = page.getByTestId('admin-menu');
  for (const group of ['content', 'trainings', 'registrations', 'people', 'reports'])
    await expect(menu.getByTestId(`menu-group-${group}`)).toBeVisible();
  // On the dashboard the groups are closed: the whole menu fits at 1366x800.
  await expect(menu.getByTestId('menu-group-reports')).toBeInViewport();
  await page.goto('/admin/reports');
  await expect(menu.getByRole('link', { name: 'Reports', exact: true })).toBeInViewport();
  await page.goto('/admin/members');
  const members = menu.getByRole('link', { name: 'Members', exact: true });
  await expect(members).toBeInViewport();
  // A group opens and closes.
  await menu.getByTestId('menu-group-content').click();
  await expect(menu.getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await menu.getByTestId('menu-group-content').click();
  await expect(menu.getByRole('link', { name: 'News', exact: true })).toBeHidden();
});

test('a page is fetched ahead when a link is reached for, not for every link in sight', async ({
  page,
}) => {
  // What the browser asks of the server for a page it has not opened (Next.js's RSC requests).
  const fetched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.searchParams.has('_rsc')) fetched.push(url.pathname);
  });
  // A list page: the menu, its rows' edit links and the "add" button are all in view.
  await page.goto('/admin/news');
  await expect(page.getByTestId('resource-table').getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  const categories = page
    .getByTestId('admin-menu')
    .getByRole('link', { name: 'News categories', exact: true });
  await categories.hover();
  await expect.poll(() => fetched).toContain('/admin/news_category');
  await categories.click();
  await expect(page).toHaveURL(/\/admin\/news_category$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News categories' })).toBeVisible();
  expect(fetched.filter((p) => p !== '/admin/news_category')).toEqual([]);
});

test('an in-house request reads as a record: a date, the course by name, a reply link', async ({
  page,
}) => {
  const db = await e2eDb();
  const training = await db.inhouseTraining.findFirstOrThrow({ include: { translations: true } });
  const request = await db.inhouseTrainingRequest.create({
    data: {
      inhouseTrainingId: training.id,
      contactName: `Requester ${stamp()}`,
      email: 'requester@example.test',
      telephone: '0812345678',
      preferredDate: new Date('2027-02-15T00:00:00+07:00'),
    },
  });
  await db.$disconnect();
  await page.goto(
    `/admin/requests/inhouse_trainings/form?inhouse_training_request_id=${request.id}`,
  );
  const date = page.locator('[data-testid="preferred_date"]');
  await expect(date).toHaveText('15/2/2027');
  const course = page.locator('[data-testid="inhouse_training_id"]');
  await expect(course).toHaveText(
    training.translations.find((t) => t.languageId === 2)?.name ?? training.translations[0]!.name,
  );
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByTestId('email-reply')).toHaveAttribute(
    'href',
    'mailto:requester@example.test',
  );
});

test('the main image sits at the top of the form; English may override it', async ({ page }) => {
  await page.goto('/admin/news/form');
  const image = page.getByTestId('main-image');
  await expect(image).toContainText('Main image');
  const form = page.getByTestId('resource-form');
  const first = await form.locator('.mantine-Paper-root').first().getAttribute('data-testid');
  expect(first).toBe('main-image');
  await page.getByTestId('tab-en').click();
  await expect(page.getByText('Image for English readers (optional)')).toBeVisible();
});

test('a refused delete keeps its reason in the dialog; toasts stay clear of the Save bar and say CLOSE', async ({
  page,
}) => {
  const db = await e2eDb();
  const s = stamp();
  const category = await db.newsCategory.create({
    data: { translations: { create: [{ languageId: 1, name: `หมวด ${s}` }] } },
  });
  // A draft: it holds the category without showing on the public lists other specs count.
  await db.news.create({
    data: {
      newsCategoryId: category.id,
      status: false,
      translations: { create: [{ languageId: 1, name: `ข่าว ${s}` }] },
    },
  });
  await db.$disconnect();
  // A clock the test moves on: the dialog's few seconds pass at once.
  await page.clock.install();
  await page.goto(`/admin/news_category?search=${encodeURIComponent(s)}`);
  await page.getByRole('checkbox', { name: new RegExp(s) }).check();
  await page.getByTestId('delete-selected').click();
  await page.getByTestId('confirm-delete').click();
  const refusal = page.getByTestId('delete-refusal');
  await expect(refusal).toContainText('Cannot delete');
  // Past the few seconds a notification would stay: the refusal is still in the dialog.
  await page.clock.fastForward(10_000);
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId('confirm-delete')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A failed save's toast: above the sticky Save bar, with CLOSE.
  await page.goto('/admin/news/form');
  // A click before the form hydrates submits nothing.
  await page.locator('html[data-admin-ready]').waitFor({ state: 'attached' });
  await page.getByTestId('save').click();
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  await expect(toast.getByTestId('toast-close')).toHaveText('CLOSE');
  const bar = await page.locator('[data-save-bar]').boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
});

test('Enter in a text field does not save and leave; Ctrl+S saves', async ({ page }) => {
  await page.goto('/admin/faculties/form');
  const name = page.locator('[id="lang.th.name"]');
  await name.fill(`คณะ ${stamp()}`);
  const saves: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/trpc/')) saves.push(req.url());
  });
  await name.press('Enter');
  // A submit would send its request within the key's task; two frames later none has left.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(saves).toEqual([]);
  await expect(page).toHaveURL(/\/admin\/faculties\/form/);
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/admin\/faculties(\?|$)/);
});

test('the Published switch says what it did and can be undone; disabling a member asks first', async ({
  page,
}) => {
  const db = await e2eDb();
  const s = stamp();
  const faculty = await db.faculty.create({
    data: { translations: { create: [{ languageId: 1, name: `คณะสลับ ${s}` }] } },
  });
  const member = await db.member.create({
    data: {
      firstname: 'Switch',
      lastname: s,
      telephone: '0800000000',
      email: `switch-${s}@example.test`,
      passwordHash: 'x',
    },
  });
  await page.goto(`/admin/faculties?search=${encodeURIComponent(s)}`);
  const toggle = page.getByRole('switch', { name: new RegExp(s) });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByTestId('status-toast')).toContainText('unpublished');
  await page.getByTestId('status-undo').click();
  await expect(toggle).toBeChecked();
  await expect
    .poll(async () => (await db.faculty.findUniqueOrThrow({ where: { id: faculty.id } })).status)
    .toBe(true);

  await page.goto(`/admin/members?search=${s}`);
  const status = page.getByRole('switch', { name: new RegExp(s) });
  await status.click({ force: true });
  await expect(page.getByRole('dialog')).toContainText('Disable Switch');
  expect((await db.member.findUniqueOrThrow({ where: { id: member.id } })).status).toBe(true);
  await page.getByTestId('confirm-disable').click();
  await expect(status).not.toBeChecked();
  await expect
    .poll(async () => (await db.member.findUniqueOrThrow({ where: { id: member.id } })).status)
    .toBe(false);
  await db.$disconnect();
});

for (const width of [1366, 820]) {
  test(`the members table fits at ${width} px; staff pick its columns`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/members');
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    // Nothing is cut off: the Actions column ends inside the window.
    const actions = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
    expect(actions.x + actions.width).toBeLessThanOrEqual(width);
    await page.getByTestId('pick-columns').click();
    await page.getByTestId('column-telephone').click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Telephone' })).toBeVisible();
    await page.getByTestId('pick-columns').click();
    await page.getByTestId('column-telephone').click();
    await page.keyboard.press('Escape');
  });
}

test("back-office titles are the back office's, not the public site's", async ({ page }) => {
  await page.goto('/admin/news');
  await expect(page).toHaveTitle(/\| Back office$/);
});

test("breadcrumbs name the item, not 'Form' or its id", async ({ page }) => {
  const db = await e2eDb();
  const s = stamp();
  const faculty = await db.faculty.create({
    data: {
      translations: {
        create: [
          { languageId: 1, name: `คณะเส้นทาง ${s}` },
          { languageId: 2, name: `Faculty crumb ${s}` },
        ],
      },
    },
  });
  await db.$disconnect();
  await page.goto(`/admin/faculties/form?faculty_id=${faculty.id}`);
  const crumbs = page.getByRole('navigation', { name: 'You are here' });
  await expect(crumbs).toContainText(`Faculty crumb ${s}`);
  await expect(crumbs).not.toContainText('Form');
});

test("the member's only registration awaiting a slip is chosen on the slip page", async ({
  browser,
}) => {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const s = stamp();
  const member = await db.member.create({
    data: {
      firstname: 'Only',
      lastname: s,
      telephone: '0812345678',
      email: `only-${s}@example.test`,
      passwordHash: await hashPassword('secret123'),
    },
  });
  const training = await db.publicTraining.findFirstOrThrow({
    where: { status: true },
    include: { translations: true },
  });
  const registration = await db.registration.create({
    data: {
      registerCode: `PT-ONLY-${s}`.toUpperCase(),
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: 2,
      courseCode: training.courseCode,
      courseName: training.translations[0]!.name,
      courseNameTh: training.translations[0]!.name,
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity: 1,
      totalAmountSatang: training.priceSatang,
      paymentMethodId: 2,
    },
  });
  await db.$disconnect();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.17.3.${Math.floor(Math.random() * 250)}`,
  });
  await useLanguage(page, 'en', baseURL);
  await page.goto('/member/send-payment-slip');
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const form = page.locator('form:has(input[type=password])');
  await form.locator('input[type=email]').fill(member.email);
  await form.locator('input[type=password]').fill('secret123');
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/member\/send-payment-slip/);
  await expect(page.getByTestId(`slip-registration-${registration.id}`)).toBeVisible();
  await expect(page.getByTestId('slip-register')).toHaveValue(
    new RegExp(registration.registerCode),
  );
  await context.close();
});
