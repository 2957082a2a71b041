import { expect, test, type Page } from './fixtures';
import { e2eDb, localeMessages, useLanguage } from './support';
import { databaseUrl } from '../../playwright.config';

// Its tests share nothing: the workers take them one by one (the file is one of the longest).
test.describe.configure({ mode: 'parallel' });

/**
 * Every public, member and admin page, in Thai and in English: the text a
 * person sees holds no translation key (`training.register`) and none of the
 * other language's interface strings. Catches a key missing from a locale
 * file, a string left in code, and a message picked in the wrong language.
 */

type Tree = { [key: string]: string | Tree };
const th = localeMessages('th');
const en = localeMessages('en');
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v] as [string, string]]
      : leaves(v, `${prefix}${k}.`),
  );

const messages = { th: leaves(th), en: leaves(en) };
const namespaces = [...new Set([...Object.keys(th), ...Object.keys(en)])];
/** `group.key` or `group.key.sub` of a locale group, standing alone (not part of an e-mail or a file name). */
const keyShaped = new RegExp(
  `(?<![\\w@/.-])(?:${namespaces.join('|')})\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*(?![\\w@/-])`,
);

/** The other language's interface strings worth looking for: long, without placeholders, not also ours. */
function foreignStrings(lng: 'th' | 'en'): string[] {
  const other = lng === 'th' ? 'en' : 'th';
  const ours = new Set(messages[lng].map(([, v]) => v));
  const parts = messages[other]
    .filter(([, v]) => !ours.has(v))
    .flatMap(([, v]) => v.split(/\{\{[^}]*\}\}|<[^>]*>|\n/))
    .map((p) => p.trim())
    // English phrases of two words or more; Thai strings of some length (Thai needs no spaces).
    .filter((p) =>
      other === 'en'
        ? p.length >= 10 && /^[A-Z][a-z]+ [a-z]/.test(p)
        : p.length >= 8 && /[\u0E00-\u0E7F]/.test(p),
    );
  return [...new Set(parts)];
}
const foreign = { th: foreignStrings('th'), en: foreignStrings('en') };

async function expectClean(page: Page, path: string, lng: 'th' | 'en') {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBeLessThan(500);
  await page.waitForLoadState('load');
  // Client islands and dialogs translate after hydration: a hydrated page marks the moment
  // (src/features/layout/chunk-reload.tsx); a lite page (public/lite.js) has no app to wait for.
  if ((await page.locator('script[src="/lite.js"]').count()) === 0)
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // The interface's text: what a page shows as it was recorded (the audit log's item names and
  // people, marked data-recorded) is data in whatever language it was written, from any spec.
  // The audit log loads its rows after hydration: wait for them (the admin test records one).
  if (path.startsWith('/admin/audit_log'))
    await expect(page.locator('[data-recorded]').first()).toBeVisible();
  let text = await page.locator('body').innerText();
  for (const recorded of await page.locator('[data-recorded]').allInnerTexts())
    text = text.replace(recorded, '');
  const key = text.match(keyShaped)?.[0];
  expect(key, `${lng} ${path} shows a translation key`).toBeUndefined();
  const stray = foreign[lng].find((s) => text.includes(s));
  expect(stray, `${lng} ${path} shows the other language's text`).toBeUndefined();
}

async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  // Wait for the list's links (the page may still be hydrating).
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page
          .locator('main a[href]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        href = hrefs.find((h) => pattern.test(h));
        return href;
      },
      { message: `${list} links to a detail page` },
    )
    .toBeTruthy();
  return href!;
}

const publicPaths = [
  '/',
  '/public-training',
  '/public-training?view=group',
  '/in-house-training',
  '/diagnosis-and-consultation',
  '/product-testing',
  '/research-and-development',
  '/website-and-digital-media',
  '/services',
  '/researcher',
  '/portfolio',
  '/news',
  '/about-us',
  '/privacy-policy',
  '/contact',
  '/login',
  '/register',
  '/certificates/ZZZZ-ZZZZ-ZZZZ',
  '/no-such-page',
];
const detailOf: [string, RegExp][] = [
  ['/public-training', /^\/public-training\/\d+$/],
  ['/in-house-training', /^\/in-house-training\/\d+$/],
  ['/product-testing', /^\/product-testing\/\d+$/],
  ['/portfolio', /^\/portfolio\/\d+$/],
  ['/news', /^\/news\/\d+$/],
];

/** A member with a paid registration (for the receipt) and one awaiting a bank transfer. */
async function memberWithRegistrations() {
  const { createDb } = await import('../../src/server/db');
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = createDb(databaseUrl);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `sweep-${stamp}@example.test`;
  const member = await db.member.create({
    data: {
      firstname: 'สมศรี',
      lastname: 'กวาดหน้า',
      telephone: '0812345678',
      email,
      passwordHash: await hashPassword('secret123'),
    },
  });
  const training = await db.publicTraining.findFirstOrThrow({
    where: { status: true },
    orderBy: { id: 'asc' },
    include: { translations: true },
  });
  const ids: number[] = [];
  for (const [statusId, method] of [
    [5, 1],
    [2, 2],
  ] as const) {
    const registration = await db.registration.create({
      data: {
        registerCode: `PT-SWEEP-${stamp}${statusId}`.toUpperCase(),
        publicTrainingId: training.id,
        memberId: member.id,
        registerStatusId: statusId,
        courseCode: training.courseCode,
        courseName: training.translations[0]?.name ?? training.courseCode,
        trainingDate: training.startTrainingDate,
        unitPriceSatang: training.priceSatang,
        quantity: 1,
        totalAmountSatang: training.priceSatang,
        paymentMethodId: method,
        receiptName: 'สมศรี กวาดหน้า',
        receiptAddress: '1 ถนนทดสอบ',
        paidAt: statusId === 5 ? new Date() : null,
        receiptNo: statusId === 5 ? `R-${stamp}` : null,
        attendees: {
          create: [
            {
              memberId: member.id,
              firstname: member.firstname,
              lastname: member.lastname,
              email,
              telephone: member.telephone,
            },
          ],
        },
        histories: { create: [{ registerStatusId: statusId, actorType: 'member' }] },
      },
    });
    ids.push(registration.id);
  }
  await db.$disconnect();
  return {
    email,
    password: 'secret123',
    paid: ids[0]!,
    awaiting: ids[1]!,
    trainingId: training.id,
  };
}

for (const lng of ['th', 'en'] as const) {
  test.describe(`no translation key or other-language text (${lng})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await useLanguage(page, lng, baseURL!);
    });

    test('public pages', async ({ page }) => {
      test.setTimeout(180_000);
      const details = [];
      for (const [list, pattern] of detailOf) details.push(await firstLink(page, list, pattern));
      for (const path of [...publicPaths, ...details]) await expectClean(page, path, lng);
    });

    test('member pages', async ({ page }) => {
      test.setTimeout(120_000);
      const who = await memberWithRegistrations();
      await page.goto('/login');
      await page.locator('main input[type=email]').fill(who.email);
      await page.locator('main input[type=password]').fill(who.password);
      await page.locator('main form button[type=submit]').click();
      await expect(page).not.toHaveURL(/\/login/);
      for (const path of [
        '/member/account',
        '/member/register_history',
        '/member/send-payment-slip',
        `/member/payment/${who.awaiting}`,
        `/member/receipt/${who.paid}`,
        `/public-training/${who.trainingId}`,
        `/public-training/${who.trainingId}/register`,
      ])
        await expectClean(page, path, lng);
    });

    test('admin pages', async ({ page }) => {
      test.setTimeout(240_000);
      // What another spec may have left in the audit log: a change recorded under a name written
      // in the other language (a Thai title edited; an English one), by someone named in it.
      const db = await e2eDb();
      await db.auditEntry.create({
        data: {
          action: 'update',
          entity: 'pages',
          entityId: 1,
          label:
            lng === 'en'
              ? 'เกี่ยวกับศูนย์บริการวิชาการและวิจัย'
              : 'Please enter the code from your authenticator app',
          userName: lng === 'en' ? 'ผู้ดูแลระบบ บริการวิชาการ' : 'Please try again later',
          detail: JSON.stringify(['lang.th.title']),
        },
      });
      await db.$disconnect();
      await page.goto('/admin/login');
      await page.locator('input[type=email]').fill('admin@example.com');
      await page.locator('input[type=password]').fill('admin1234');
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/\/admin\/home/);
      // Every page of the side menu (the administrator holds every permission; its groups opened
      // first, since a closed group renders no links), each list's "add" form, and the pages
      // outside the menu.
      for (const group of await page.locator('[data-testid^="menu-group-"]').all())
        if ((await group.getAttribute('data-expanded')) === null) await group.click();
      const menu = await page
        .getByTestId('admin-menu')
        .locator('a[href^="/admin"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      const paths = new Set([
        ...menu,
        '/admin/account',
        '/admin/users/form',
        '/admin/roles/form',
        '/admin/requests/contact',
        '/admin/requests/inhouse_trainings',
        '/admin/requests/services',
      ]);
      for (const path of [...paths]) {
        await expectClean(page, path, lng);
        // The list's "add" button is in the server-rendered page (expectClean waited for hydration).
        const addButton = page.getByTestId('add-item').first();
        const add = (await addButton.count()) ? await addButton.getAttribute('href') : null;
        if (add && !paths.has(add)) {
          paths.add(add);
          await expectClean(page, add, lng);
        }
      }
      expect(paths.size, 'pages swept').toBeGreaterThan(30);
    });
  });
}
