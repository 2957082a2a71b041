import { type APIRequestContext, expect, test } from './fixtures';

/**
 * Fast list pages: a list with filters or paging is rendered once
 * per canonical query and then served from Next's page cache (src/proxy.ts,
 * src/lib/list-queries.ts), garbage in the query string makes no new entry,
 * and a staff change shows on the filtered list at once.
 */
async function page(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { cookie: 'i18next=th' } });
  return {
    status: res.status(),
    html: await res.text(),
    cache: res.headers()['x-nextjs-cache'],
    headers: res.headers(),
  };
}

/** The list's main content, without what changes per response (Next's request ids, build-time scripts stay equal). */
const resultCount = (html: string) => /data-testid="result-count"[^>]*>([^<]*)</.exec(html)?.[1];

test.describe('cached list pages', () => {
  test("a filtered, paged list is served from the cache, with the cached pages' headers", async ({
    request,
  }) => {
    const category = /<option value="(\d+)"/.exec(
      (await page(request, '/public-training')).html,
    )![1];
    // The form's own query: defaults and all.
    const path = `/public-training?name=&category=${category}&year=*&month=*&page=1`;
    const first = await page(request, path);
    expect(first.status).toBe(200);
    const second = await page(request, path);
    expect(second.cache).toBe('HIT');
    expect(second.html).toBe(first.html);
    expect(second.headers['cache-control']).toContain('s-maxage=');
    expect(second.headers['cache-control']).not.toContain('no-store');
    expect(second.headers['content-security-policy']).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
    // The same query written another way is the same cache entry.
    const reordered = await page(
      request,
      `/public-training?page=1&month=*&category=0${category}&utm_source=mail`,
    );
    expect(reordered.cache).toBe('HIT');
    expect(reordered.html).toBe(first.html);
    // The page shows the filter it was asked for.
    expect(first.html).toMatch(new RegExp(`<option value="${category}" selected`));
  });

  test('unknown or garbage parameters make no new cache entry and no error', async ({
    request,
  }) => {
    expect((await page(request, '/news')).status).toBe(200);
    // A test before this one on the worker's server may have changed the news (the entry is then
    // served stale while it renders again): wait until the entry is fresh.
    await expect.poll(async () => (await page(request, '/news')).cache).toBe('HIT');
    for (const query of [
      'foo=bar',
      'page=abc&category=x',
      'category=-1&page=0',
      'page=1&category=*',
      `${'x'.repeat(3000)}=1`,
    ]) {
      const res = await page(request, `/news?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.cache, query).toBe('HIT');
      expect(res.html, query).toBe((await page(request, '/news')).html);
    }
    // A paging beyond the end is a 404, rendered but never stored: no entry per number.
    for (const far of [
      '/portfolio?page=99999999',
      '/portfolio?page=10000',
      '/portfolio?page=10000',
    ]) {
      const res = await page(request, far);
      expect(res.status, far).toBe(404);
      expect(res.cache, far).not.toBe('HIT');
    }
    // The internal query pages are not reachable by their own paths.
    expect((await request.get('/news/q/WyIzIl0')).status()).toBe(404);
    expect((await request.get('/services/q/anything')).status()).toBe(404);
  });

  test('a staff change shows at once on the filtered list that was cached', async ({ request }) => {
    const login = await request.post('/api/v1/admin/login', {
      data: { email: 'admin@example.com', password: 'admin1234' },
    });
    expect(login.status()).toBe(200);
    const headers = {
      authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const categories = (
      (await (await request.get('/api/v1/admin/news/categories', { headers })).json()) as {
        data: { news_category_id: number }[];
      }
    ).data;
    const category = categories[0]!.news_category_id;
    const path = `/news?category=${category}&page=1&ref=newsletter`;
    const before = await page(request, path);
    expect((await page(request, path)).cache).toBe('HIT');

    const name = `Cached list check ${Date.now().toString(36)}`;
    const created = await request.post('/api/v1/admin/news', {
      headers,
      data: {
        news_category_id: category,
        published_at: '2026-01-01 09:00',
        status: 1,
        pin: 1,
        lang: { th: { language_code: 'th', name } },
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { news_id: number }).news_id;
    try {
      const after = await page(request, path);
      expect(after.html).toContain(name);
      expect(resultCount(after.html)).not.toBe(resultCount(before.html));
    } finally {
      expect((await request.delete(`/api/v1/admin/news/${id}`, { headers })).status()).toBe(200);
    }
    expect((await page(request, path)).html).not.toContain(name);
  });
});

test.describe('what a cached public page holds', () => {
  const lists = [
    '/public-training',
    '/in-house-training',
    '/services',
    '/product-testing',
    '/research-and-development',
    '/diagnosis-and-consultation',
    '/website-and-digital-media',
    '/researcher',
    '/portfolio',
    '/news',
  ];

  test('every list shows its content without JavaScript: no loading skeleton, nothing hidden until a script runs', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const list of lists) {
        const response = await page.goto(list);
        expect(response?.status(), list).toBe(200);
        const html = await response!.text();
        // A Suspense fallback in the cached HTML (a loading.tsx) kept the list in a hidden <div> until a script swapped it in.
        expect(html, list).not.toContain('<template id="B:');
        await expect(page.locator('[aria-busy="true"]'), list).toHaveCount(0);
        await expect(page.locator('main h1').first(), list).toBeVisible();
        await expect(page.locator('main a[href]').first(), list).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  test('the header and footer come once, and the theme is a stylesheet, not a <style> in every page', async ({
    request,
  }) => {
    for (const path of ['/', '/news', '/public-training/1']) {
      const { html } = await page(request, path);
      // Once in the markup and once in the payload React hydrates from; a second frame came with the 404 boundary.
      expect(html.match(/_footerGrid/g)?.length, path).toBe(2);
      expect(html.match(/<header/g)?.length, path).toBe(1);
      expect(html, path).not.toContain('data-mantine-styles="true"');
      expect(html, path).not.toContain('data-mantine-styles="classes"');
    }
  });

  test('a page that takes more than 200 ms to arrive shows the navigation bar until it does', async ({
    page: tab,
  }) => {
    // A page that runs the app (the news list is a lite page: its links are the browser's own, docs/policies/lite-pages.md).
    await tab.goto('/portfolio');
    const card = tab.locator('main a[href^="/portfolio/"]').first();
    const href = (await card.getAttribute('href'))!;
    // Hold the page's payload (Next fetches it with an RSC header) for a second.
    let held = 0;
    await tab.route(`**${href}*`, async (route) => {
      if (route.request().headers()['rsc']) {
        held++;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await card.click();
    await expect(tab.getByTestId('navigation-pending')).toBeVisible();
    await expect(tab).toHaveURL(new RegExp(`${href}$`));
    await expect(tab.getByTestId('navigation-pending')).toHaveCount(0);
    await expect(tab.locator('main h1')).toBeVisible();
    expect(held).toBeGreaterThan(0);
  });
});
