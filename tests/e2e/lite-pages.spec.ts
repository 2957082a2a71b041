import { expect, type Page, test } from './fixtures';
import { createMember, field, message as m, stamp, watchConsole } from './support';

/**
 * Lite public pages (docs/policies/lite-pages.md): home, the public training
 * list, a training and the news list come without the framework's scripts,
 * their header, carousel and seats run on /lite.js, and the app starts only
 * for what only it has (here: a logged-in member's menu).
 */

const LITE = ['/', '/public-training', '/public-training/1', '/news'];

/** The stylesheets the page has asked for so far. */
function stylesheets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet') seen.push(new URL(req.url()).pathname);
  });
  return seen;
}

/** The app's script files the page has asked for so far. */
function appScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (/\/_next\/static\/.+\.js(\?|$)/.test(req.url())) seen.push(req.url());
  });
  return seen;
}

for (const lng of ['th', 'en'] as const) {
  test(`the lite pages load no framework script for a guest, and their header works (${lng})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18next', value: lng, url: baseURL! }]);
    const done = watchConsole(page);
    const scripts = appScripts(page);
    const styles = stylesheets(page);
    for (const path of LITE) {
      const lite = page.waitForResponse((res) => res.url().endsWith('/lite.js'));
      styles.length = 0;
      await page.goto(path);
      await lite;
      // A guest's links come from lite.js once it knows nobody is logged in.
      await expect(
        page.getByRole('banner').getByRole('link', { name: m(lng, 'nav.register') }),
      ).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      // One stylesheet: the build's files in one answer, loaded and applied.
      expect(styles, `stylesheets of ${path}`).toEqual(['/lite.css']);
      expect(
        await page.evaluate(() =>
          [...document.styleSheets]
            .filter((sheet) => sheet.href?.includes('/lite.css?c='))
            .map((sheet) => sheet.cssRules.length),
        ),
      ).toEqual([expect.any(Number)]);
      // Mantine's baseline (in /lite.css) takes the browser's 8 px margin off the body.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    }
    // The main menu's groups open and close without the app.
    const nav = page.getByRole('navigation', { name: m(lng, 'nav.main') });
    const group = nav.getByRole('button', { name: new RegExp(m(lng, 'nav.training')) });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.waitForLoadState('networkidle');
    expect(scripts, 'framework scripts fetched').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    done();
  });
}

test('a logged-in member on a lite page gets the app, and with it the member menu', async ({
  page,
}) => {
  const member = await createMember({
    firstname: 'Lite',
    lastname: `Member${stamp()}`,
    email: `lite-${stamp()}@example.com`,
  });
  const done = watchConsole(page);
  await page.goto('/login');
  const form = page.getByRole('form', { name: m('th', 'member.login_title') });
  await form.getByLabel(field(m('th', 'member.email'))).fill(member.email);
  await form.getByLabel(field(m('th', 'member.password'))).fill(member.password);
  await form.getByRole('button', { name: m('th', 'member.login_submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const scripts = appScripts(page);
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(scripts.length).toBeGreaterThan(0);
  await expect(page.getByTestId('member-menu')).toBeVisible();
  // The build's own stylesheet links are back for React, the one lite stylesheet still there.
  expect(
    await page.locator('head link[rel="stylesheet"][data-precedence]').count(),
  ).toBeGreaterThan(1);
  await expect(page.locator('head link[rel="stylesheet"][href^="/lite.css"]')).toHaveCount(1);
  // The seats box and the rest of the page are the app's now: no guest links left behind.
  await expect(page.locator('[data-lite-member-link]')).toHaveCount(0);
  done();
});

test('/lite.css answers only the build stylesheets a lite page names', async ({ request }) => {
  const html = await (await request.get('/news')).text();
  const href = /href="(\/lite\.css\?c=[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
  const good = await request.get(href);
  expect(good.status()).toBe(200);
  expect(good.headers()['content-type']).toBe('text/css; charset=utf-8');
  expect(good.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The fonts it names load from where the build put them.
  const font = /url\((\/_next\/static\/media\/[^)]+\.woff2)\)/.exec(await good.text())![1]!;
  expect((await request.get(font)).status()).toBe(200);
  // A path out of the build's directory, a name the build does not have, a list too long: 404.
  for (const query of [
    '..%2F..%2Fpackage',
    '..%2F..%2F.env.development',
    'notabuildfile',
    'a/b',
    Array(33).fill('a').join('.'),
    '',
  ])
    expect((await request.get(`/lite.css?c=${query}`)).status(), query).toBe(404);
});
