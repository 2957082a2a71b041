import { type APIRequestContext, type Browser, expect, test } from './fixtures';
import { e2eDb, field, message, staffLogin } from './support';

/**
 * Every page route with an id in its path (src/lib/ids.ts, docs/policies/ids-and-errors.md),
 * asked for by the built site with ids that are not written the one way an
 * id is: each answers 404, never 500 and never a second copy of the item,
 * for a guest and for the member or staff member the page is for. The same
 * routes with a real id answer 200, so the sweep reaches the pages.
 */
const MALFORMED = [
  '0',
  '00',
  '000',
  '01',
  '-1',
  '+1',
  '1.0',
  '1e0',
  '0x1',
  '%201',
  '1%20',
  '%2B1',
  '2147483648',
  '4294967296',
  '9223372036854775807',
  '9223372036854775808',
  `1${'0'.repeat(30)}`,
  'abc',
  'NaN',
];

let n = 0;
const address = () => `10.23.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`;

/** A real item of each kind, and a member with a registration of their own. */
async function fixtures() {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const published = { status: true };
  const [news, portfolio, training, inhouse] = await Promise.all([
    db.news.findFirstOrThrow({
      where: { ...published, publishedAt: { lte: new Date() } },
      orderBy: { id: 'asc' },
    }),
    db.portfolio.findFirstOrThrow({ where: published, orderBy: { id: 'asc' } }),
    db.publicTraining.findFirstOrThrow({
      where: { ...published, endTrainingDate: { gte: new Date() } },
      orderBy: { id: 'asc' },
    }),
    db.inhouseTraining.findFirstOrThrow({ where: published, orderBy: { id: 'asc' } }),
  ]);
  const services: Record<string, number> = {};
  for (const [kind, route] of Object.entries({
    diagnosis_consultation: '/diagnosis-and-consultation',
    product_testing: '/product-testing',
    research_development: '/research-and-development',
    website_digital_media: '/website-and-digital-media',
    other: '/services',
  })) {
    services[route] = (
      await db.service.findFirstOrThrow({ where: { ...published, kind }, orderBy: { id: 'asc' } })
    ).id;
  }
  const email = `ids-${Date.now().toString(36)}@example.test`;
  const member = await db.member.create({
    data: {
      firstname: 'Ida',
      lastname: 'Ids',
      telephone: '0812345678',
      email,
      passwordHash: await hashPassword('secret123'),
    },
  });
  const registration = await db.registration.create({
    data: {
      registerCode: `PT-IDS-${Date.now().toString(36).toUpperCase()}`,
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: 2,
      courseCode: training.courseCode,
      courseName: 'Ids',
      courseNameTh: 'Ids',
      courseNameEn: 'Ids',
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity: 1,
      totalAmountSatang: training.priceSatang,
      paymentMethodId: 2,
      receiptName: 'Ida Ids',
      receiptAddress: '1 Road',
      locale: 'en',
      attendees: {
        create: [
          {
            memberId: member.id,
            firstname: 'Ida',
            lastname: 'Ids',
            email,
            telephone: '0812345678',
          },
        ],
      },
      histories: { create: [{ registerStatusId: 2, actorType: 'member' }] },
    },
  });
  await db.$disconnect();
  return {
    news: news.id,
    portfolio: portfolio.id,
    training: training.id,
    inhouse: inhouse.id,
    services,
    registration: registration.id,
    member: { email, password: 'secret123' },
  };
}

async function signedInAsStaff(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  await staffLogin(page);
  return context.request;
}

async function signedInAsMember(
  browser: Browser,
  who: { email: string; password: string },
): Promise<APIRequestContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  await page.goto('/member/account');
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const form = page.getByRole('form', { name: message('th', 'member.login_title') });
  await form.getByLabel(field(message('th', 'member.email'))).fill(who.email);
  await form.getByLabel(field(message('th', 'member.password'))).fill(who.password);
  await form.getByRole('button', { name: message('th', 'member.login_submit') }).click();
  await expect(page).toHaveURL(/\/member\/account/, { timeout: 20_000 });
  return context.request;
}

test('every page with an id answers 404 for an id not written the one way, and 200 for the real one', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const real = await fixtures();
  const staff = await signedInAsStaff(browser);
  const member = await signedInAsMember(browser, real.member);
  const routes: { route: string; id: number; who: APIRequestContext }[] = [
    { route: '/news/:id', id: real.news, who: request },
    { route: '/portfolio/:id', id: real.portfolio, who: request },
    { route: '/public-training/:id', id: real.training, who: request },
    { route: '/public-training/:id/register', id: real.training, who: member },
    { route: '/in-house-training/:id', id: real.inhouse, who: request },
    ...Object.entries(real.services).map(([path, id]) => ({
      route: `${path}/:id`,
      id,
      who: request,
    })),
    { route: '/member/payment/:id', id: real.registration, who: member },
    { route: '/member/receipt/:id', id: real.registration, who: member },
    { route: '/admin/services/public_training_register/:id', id: real.registration, who: staff },
    {
      route: '/admin/services/public_training_register/:id/edit',
      id: real.registration,
      who: staff,
    },
    {
      route: '/admin/services/public_training_register/:id/print',
      id: real.registration,
      who: staff,
    },
  ];
  const wrong: string[] = [];
  const ask = async (who: APIRequestContext, path: string, expected: number) => {
    const res = await who.get(path, { maxRedirects: 0, headers: { 'x-forwarded-for': address() } });
    if (res.status() !== expected) wrong.push(`${path}: ${res.status()} (expected ${expected})`);
  };
  for (const { route, id, who } of routes) {
    const at = (text: string) => route.replace(':id', text);
    // The receipt exists once the registration is paid: its unpaid page is a 404 of its own, the others answer 200.
    await ask(who, at(String(id)), route === '/member/receipt/:id' ? 404 : 200);
    for (const text of [...MALFORMED, `0${id}`, `00${id}`, `${id}.0`, `+${id}`]) {
      await ask(who, at(text), 404);
      if (who !== request) await ask(request, at(text), 404);
      await ask(who, `/en${at(text)}`, 404);
    }
  }
  expect(wrong).toEqual([]);
});

test("a page with an id beyond the database integer or unknown is a 404, not a 500, and the 404 is the site's own", async ({
  request,
}) => {
  for (const path of [
    '/news/2147483647',
    '/news/2147483648',
    '/portfolio/9223372036854775808',
    '/public-training/0/register',
    '/news/01',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain(message('th', 'page_not_found'));
  }
});

test('a back-office form addressed with an id written another way shows "not found", not that item or a new one', async ({
  browser,
}) => {
  const db = await e2eDb();
  const news = await db.news.findFirstOrThrow({
    orderBy: { id: 'asc' },
    include: { translations: true },
  });
  await db.$disconnect();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  const page = await context.newPage();
  await staffLogin(page);
  for (const id of [`0${news.id}`, '0', 'abc', '2147483648']) {
    await page.goto(`/admin/news/form?news_id=${id}`);
    await expect(page.getByText(message('th', 'errors.not_found')), id).toBeVisible();
    await expect(page.getByTestId('save'), id).toHaveCount(0);
  }
  await page.goto(`/admin/news/form?news_id=${news.id}`);
  await expect(page.getByTestId('save')).toBeVisible();
  await expect(page.getByText(message('th', 'errors.not_found'))).toHaveCount(0);
  await context.close();
});
