import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Cookie, expect, type Page, request } from '@playwright/test';
import { baseURL, databaseUrl } from '../../playwright.config';

type Messages = { [key: string]: string | Messages };
const localeCache = new Map<string, Messages>();
/** Every message file of a language merged, as src/i18n/locales/{lng}/index.ts merges them (files share no top-level key). */
export function localeMessages(lng: 'th' | 'en'): Messages {
  if (!localeCache.has(lng)) {
    const dir = `src/i18n/locales/${lng}`;
    localeCache.set(
      lng,
      Object.assign(
        {},
        ...readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Messages),
      ),
    );
  }
  return localeCache.get(lng)!;
}

/** The text of a locale key as the user sees it, its {{placeholders}} filled from `vars`. */
export function message(
  lng: 'th' | 'en',
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const value = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      localeMessages(lng),
    );
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field's accessible name: its label, with the required marker Mantine adds. */
export const field = (text: string) => new RegExp(`^${escapeRegex(text)}( \\*)?$`);

/**
 * Collects console errors, failed page scripts and Content-Security-Policy
 * violations from now on; call the returned function at the end of a test
 * to fail on any. `allow` lets a test accept a console error it expects (a
 * page it knows answers 404).
 */
export function watchConsole(
  page: Page,
  allow: (text: string) => boolean = () => false,
): () => void {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allow(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // "Failed to load resource" names no address: the failing answers are listed with theirs.
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  // Chromium logs a blocked script or frame as a console error; the event also catches what it only reports.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content-Security-Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`,
      ),
    );
  });
  return () =>
    expect(
      errors,
      `console errors (answers of 400 or more: ${failed.join(', ') || 'none'})`,
    ).toEqual([]);
}

/**
 * Ticks the ALTCHA check inside `scope` and waits for the proof of work to
 * finish. A tick that lands before the widget listens, or a check that ends
 * in an error on a loaded machine, leaves it unverified, as a visitor would
 * see it: then it is ticked again, as a visitor would.
 */
export async function passBotCheck(page: Page, scope = page.locator('body')): Promise<void> {
  const widget = scope.locator('altcha-widget');
  const value = widget.locator('input[name="altcha"]');
  await expect(async () => {
    if (!(await value.inputValue())) {
      const state = await widget
        .locator('[data-state]')
        .first()
        .getAttribute('data-state', { timeout: 1_000 })
        .catch(() => null);
      // The widget draws its own box over the native checkbox, and unticks it while it works.
      if (state !== 'verifying')
        await widget.locator('input[type="checkbox"]').click({ force: true });
    }
    await expect(value).toHaveValue(/.{20,}/, { timeout: 8_000 });
  }).toPass({ timeout: 30_000 });
}

/** Fails on any serious or critical axe-core violation (WCAG 2 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 120)}`)
          .join(' | ')})`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** Sets the language cookie for the next navigation. */
export async function useLanguage(page: Page, lng: 'th' | 'en', baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'i18next', value: lng, url: baseURL }]);
}

/**
 * Figures read from the end-to-end database at the moment of asking: other
 * spec files add trainings and registrations, so counts are not the seed's.
 */
export async function seedFacts() {
  const { createDb } = await import('../../src/server/db');
  const db = createDb(databaseUrl);
  const now = new Date();
  const firstSeeded = await db.publicTraining.findFirstOrThrow({
    orderBy: { id: 'asc' },
    select: { createdAt: true },
  });
  const seededBefore = new Date(firstSeeded.createdAt.getTime() + 60_000);
  const [published, upcoming, seededUpcoming, python] = await Promise.all([
    db.publicTraining.count({ where: { status: true } }),
    db.publicTraining.count({ where: { status: true, endTrainingDate: { gte: now } } }),
    db.publicTraining.count({
      where: { status: true, endTrainingDate: { gte: now }, createdAt: { lte: seededBefore } },
    }),
    db.publicTraining.findFirstOrThrow({
      where: { translations: { some: { name: 'Data analysis with Python for beginners' } } },
    }),
  ]);
  const held = await db.registration.aggregate({
    where: { publicTrainingId: python.id, registerStatusId: { in: [1, 2, 3, 4, 5] } },
    _sum: { quantity: true },
  });
  await db.$disconnect();
  return {
    published,
    upcoming,
    seededUpcoming,
    pythonId: python.id,
    pythonSeatsLeft: python.seatLimit - (held._sum.quantity ?? 0),
    pythonSeatLimit: python.seatLimit,
  };
}

/**
 * Fixtures written straight into the database pass by the back office,
 * which is what drops the cached public pages (lists included) when content
 * changes. Publishing the item again through the staff API (`restPath` of
 * its resource, e.g. '/admin/services/inhouse_trainings') does that, as any
 * staff edit would.
 */
export async function republishAsStaff(restPath: string, id: number): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/v1/admin/login', {
      data: { email: 'admin@example.com', password: 'admin1234' },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const res = await api.put(`/api/v1${restPath}/${id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 1 },
    });
    expect(res.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** The e2e server's database (of this worker's server, playwright.config.ts › e2eServer), opened straight from a test. */
export async function e2eDb() {
  const { createDb } = await import('../../src/server/db');
  return createDb(databaseUrl);
}

/** A member who can sign in (password secret123 unless given), written straight to the e2e database. */
/** A member, confirmed (as staff-created ones are) unless `unconfirmed` (as one who just signed up). */
export async function createMember(opts: {
  firstname: string;
  lastname: string;
  email: string;
  password?: string;
  unconfirmed?: boolean;
}) {
  const { hashPassword } = await import('../../src/server/auth/password');
  const password = opts.password ?? 'secret123';
  const db = await e2eDb();
  const member = await db.member.create({
    data: {
      firstname: opts.firstname,
      lastname: opts.lastname,
      telephone: '0812345678',
      email: opts.email,
      passwordHash: await hashPassword(password),
      emailConfirmedAt: opts.unconfirmed ? null : new Date(),
    },
  });
  await db.$disconnect();
  return { id: member.id, email: opts.email, password };
}

/** A short unique suffix for what a test creates (names, e-mails, course codes). */
export const stamp = () =>
  `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * A staff member holding exactly these permissions (through a role of their own), written
 * straight to the e2e database: first name `label`, e-mail `<label>-<stamp>@example.test`,
 * password secret123; `name` is the role's and the person's name as screens show it.
 */
export async function createStaff(permissions: string[], label = 'Staff') {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const s = stamp();
  const perms = await db.permission.findMany({ where: { name: { in: permissions } } });
  const role = await db.role.create({
    data: {
      name: `${label} ${s}`,
      permissions: { create: perms.map((p) => ({ permissionId: p.id })) },
    },
  });
  const user = await db.adminUser.create({
    data: {
      firstname: label,
      lastname: s,
      email: `${label.toLowerCase()}-${s}@example.test`,
      passwordHash: await hashPassword('secret123'),
      roles: { create: [{ roleId: role.id }] },
    },
  });
  await db.$disconnect();
  return { id: user.id, email: user.email, password: 'secret123', name: `${label} ${s}` };
}

/** The back-office session cookies of each staff account this worker has signed in, by e-mail (staffLogin). */
const staffSessions = new Map<string, Cookie[]>();

/**
 * Opens `path` of the back office signed in (the seeded administrator unless told). Through the
 * login form once per account and worker; after that the session it got is handed to the page's
 * context, as a browser that stayed signed in would keep it, and the page opens straight at
 * `path` (a session that has ended since, by a sign-out or a password change, lands on the login
 * page, and is replaced by signing in again). A test that goes somewhere right after signing in
 * opens it here rather than drawing the dashboard first: a back-office page costs the browser
 * seconds of a core on this machine. Tests of the login screens themselves fill the form on their own.
 */
export async function openAsStaff(
  page: Page,
  path: string,
  email = 'admin@example.com',
  password = 'admin1234',
  timeout = 30_000,
): Promise<void> {
  const wanted = new URL(path, baseURL).pathname;
  // The shell says when it answers to input: a click before hydration is lost (a select stays shut).
  const ready = () =>
    page.locator('html[data-admin-ready]').waitFor({ state: 'attached', timeout });
  const saved = staffSessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto(path);
    if (new URL(page.url()).pathname === wanted) return ready();
    staffSessions.delete(email);
  }
  await page.goto('/admin/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/admin\/home/, { timeout });
  staffSessions.set(
    email,
    (await page.context().cookies()).filter((c) => c.name.startsWith('asc-admin.')),
  );
  if (wanted !== '/admin/home') await page.goto(path);
  await ready();
}

/**
 * Signs the page's browser in to the back office without opening a page: the session this worker
 * got for the account is handed over once the server says it still holds (a tRPC call, no page
 * drawn), else the login form is filled (openAsStaff). For a test that opens its pages itself.
 */
export async function signInAsStaff(
  page: Page,
  email = 'admin@example.com',
  password = 'admin1234',
): Promise<void> {
  const saved = staffSessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    if ((await page.request.get('/api/trpc/admin.account.secondFactor')).ok()) return;
    staffSessions.delete(email);
  }
  await openAsStaff(page, '/admin/home', email, password);
}

/** Signs in to the back office and waits for the dashboard (openAsStaff at /admin/home). */
export function staffLogin(
  page: Page,
  email = 'admin@example.com',
  password = 'admin1234',
  timeout = 30_000,
): Promise<void> {
  return openAsStaff(page, '/admin/home', email, password, timeout);
}

/**
 * Pictures of a screen for a person to look at (test-results/screens/<name>-<width>.png), taken
 * only when E2E_SHOTS=1: the suite itself does not pay for them. At each of `widths` (900 px
 * high, the page scrolled to the top) or, without widths, at the page's own size; the page's
 * size is restored after.
 */
export async function shoot(
  page: Page,
  name: string,
  widths?: number[],
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  const own = page.viewportSize();
  for (const width of widths ?? [own?.width ?? 1366]) {
    if (widths) await page.setViewportSize({ width, height: 900 });
    // The shells switch layout with the width: let their queries settle before the picture.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage });
  }
  if (widths && own) await page.setViewportSize(own);
}

/** A form input by its id (a resource form's field path: `lang.th.name`, `status`). */
export const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);
