import { expect, test } from './fixtures';

/** The headers as the built site sends them (src/proxy.ts, next.config.ts). */
test.describe('security headers', () => {
  test('a cached public page: its own scripts only, no framing, the usual hardening headers', async ({
    request,
  }) => {
    const res = await request.get('/contact');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Served over plain HTTP here: no HSTS, unless the proxy says the request came over HTTPS.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(
      (await request.get('/contact', { headers: { 'x-forwarded-proto': 'https' } })).headers()[
        'strict-transport-security'
      ],
    ).toContain('max-age=');
  });

  test('a page rendered per request runs only scripts carrying its fresh nonce', async ({
    request,
  }) => {
    const first = await request.get('/admin/login');
    const policy = first.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await request.get('/admin/login');
    expect(second.headers()['content-security-policy']).not.toContain(nonce!);
  });

  test('the member login page runs only scripts carrying its fresh nonce: no unsafe-inline', async ({
    request,
  }) => {
    const res = await request.get('/login');
    const policy = res.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("the API reference runs this site's scripts and its two inline scripts by hash", async ({
    request,
  }) => {
    const res = await request.get('/api/docs');
    const policy = res.headers()['content-security-policy']!;
    expect(policy).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'(;|$)/,
    );
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-frame-options']).toBe('DENY');
  });

  test('the API answers with a policy that runs nothing, and refuses a cross-site call riding on a cookie', async ({
    request,
  }) => {
    const res = await request.get('/api/v1/languages');
    expect(res.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    const forged = await request.post('/api/v1/admin/roles', {
      headers: {
        cookie: 'asc-admin.session-token=anything',
        origin: 'https://evil.example',
        'content-type': 'text/plain',
        'accept-language': 'en',
      },
      data: '{"name":"forged"}',
    });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as { message: string }).message).toContain(
      "this site's own pages",
    );
  });
});
