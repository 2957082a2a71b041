import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, request, test } from './fixtures';
import { baseURL, portalPort } from '../../playwright.config';
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

/**
 * A developer portal on another origin (docs/api.md, "CORS"): it hosts its own
 * copy of the viewer, which loads this site's document across origins, and its
 * "try it" calls the API from the browser with an API token. The site lists the
 * portal's origin in CORS_ORIGINS (playwright.config.ts); a page of an origin it
 * does not list is kept from reading any answer by the browser itself.
 */
test.describe('the API from a developer portal on another origin', () => {
  const api = new URL(baseURL).origin;
  const viewer = path.join(
    process.cwd(),
    'node_modules/@scalar/api-reference/dist/browser/standalone.js',
  );
  const portalPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title></head>
<body><div id="reference"></div><script src="/viewer.js"></script>
<script>Scalar.createApiReference('#reference', ${JSON.stringify({
    url: `${api}/api/v1/openapi.json`,
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
  })});</script></body></html>`;
  let servers: Server[] = [];

  test.beforeAll(async () => {
    const script = await readFile(viewer);
    const serve = (port: number) =>
      new Promise<Server>((resolve) => {
        const server = createServer((req, res) => {
          if (req.url === '/viewer.js') {
            res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
          } else res.writeHead(200, { 'content-type': 'text/html' }).end(portalPage);
        });
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    // The listed portal, and a page of the same host on a port the site does not list.
    servers = await Promise.all([serve(portalPort), serve(portalPort + 1)]);
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  /** An API token carrying access/news and access/news_category, issued through the API by the seeded administrator. */
  async function newsToken(): Promise<string> {
    const ctx = await request.newContext({ baseURL });
    try {
      const login = await ctx.post('/api/v1/admin/login', {
        data: { email: 'admin@example.com', password: 'admin1234' },
      });
      const { token: session } = (await login.json()) as { token: string };
      const issued = await ctx.post('/api/v1/admin/api_tokens', {
        headers: { authorization: `Bearer ${session}` },
        data: {
          name: 'Developer portal',
          permissions: ['access/news', 'access/news_category'],
          expires_in_days: 7,
        },
      });
      expect(issued.status()).toBe(201);
      return ((await issued.json()) as { token: string }).token;
    } finally {
      await ctx.dispose();
    }
  }

  /** What a portal's "try it" does: a GET and a preflighted POST with a bearer token, read from the page. */
  const tryIt = (page: Page, token: string) =>
    page.evaluate(
      async ({ api, token }) => {
        try {
          const doc = (await (await fetch(`${api}/api/v1/openapi.json`)).json()) as {
            servers: { url: string }[];
          };
          const base = `${doc.servers[0]!.url}/api/v1`; // the document's paths start with /api/v1
          const list = await fetch(`${base}/admin/news?per_page=1`, {
            headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
          });
          const created = await fetch(`${base}/admin/news/categories`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'accept-language': 'en',
              'idempotency-key': crypto.randomUUID(),
            },
            body: JSON.stringify({
              status: 0,
              sort_order: 9,
              lang: { th: { name: 'หมวดจากพอร์ทัล' }, en: { name: 'From the portal' } },
            }),
          });
          const category = (await created.json()) as { news_category_id: number; name: string };
          // Leave the site's categories as they were.
          const removed = await fetch(
            `${base}/admin/news/categories/${category.news_category_id}`,
            {
              method: 'DELETE',
              headers: { authorization: `Bearer ${token}` },
            },
          );
          return {
            base,
            list: list.status,
            total: ((await list.json()) as { total: number }).total,
            requestId: list.headers.get('x-request-id'),
            created: created.status,
            name: category.name,
            removed: removed.status,
          };
        } catch (error) {
          return { refused: String(error) };
        }
      },
      { api, token },
    );

  test('loads the document in the portal viewer and calls the API from the listed origin; an unlisted origin reads nothing', async ({
    page,
  }) => {
    const token = await newsToken();
    await page.goto(`http://127.0.0.1:${portalPort}/`);
    await expect(
      page.getByRole('heading', { name: 'Academic Services Centre API', level: 1 }),
    ).toBeVisible({ timeout: 30_000 });
    const listed = await tryIt(page, token);
    expect(listed).toMatchObject({
      base: `${api}/api/v1`,
      list: 200,
      requestId: expect.any(String),
      created: 201,
      name: 'From the portal',
      removed: 200,
    });
    expect((listed as { total: number }).total).toBeGreaterThan(0);

    const stranger = await page.context().newPage();
    const blocked: string[] = [];
    stranger.on('console', (m) => {
      if (m.type() === 'error') blocked.push(m.text());
    });
    await stranger.goto(`http://127.0.0.1:${portalPort + 1}/`);
    const unlisted = await tryIt(stranger, token);
    expect(unlisted).toEqual({ refused: expect.stringContaining('Failed to fetch') });
    expect(blocked.join('\n')).toContain('CORS policy');
  });
});
