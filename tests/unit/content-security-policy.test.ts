import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as apiDocs } from '@/app/api/docs/route';
import { contentSecurityPolicy, pageTakesNonce } from '@/server/http/content-security-policy';
import {
  API_REFERENCE_CONTENT_SECURITY_POLICY,
  apiReferencePage,
} from '@/server/rest/api-reference-page';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const saved = { ...process.env };
afterEach(() => {
  for (const key of [
    'RECAPTCHA_SITE_KEY',
    'RECAPTCHA_SECRET_KEY',
    'BOT_CHECK',
    'CYBERSOURCE_ENDPOINT',
  ]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('Content-Security-Policy of the pages', () => {
  it("runs only this site's scripts with ALTCHA, and no page may be framed", () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(directive(policy, 'worker-src')).toContain('blob:');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('google');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('with a nonce, runs only scripts carrying it and what they load: no inline script', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123==' });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "'strict-dynamic'",
    ]);
  });

  it("adds reCAPTCHA's hosts only when it is the configured bot check, and the card gateway to form-action", () => {
    process.env.RECAPTCHA_SITE_KEY = 'site';
    process.env.RECAPTCHA_SECRET_KEY = 'secret';
    process.env.CYBERSOURCE_ENDPOINT = 'https://testsecureacceptance.cybersource.com/pay';
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    expect(directive(policy, 'form-action')).toEqual([
      "'self'",
      'https://testsecureacceptance.cybersource.com',
    ]);
    process.env.BOT_CHECK = 'altcha';
    expect(contentSecurityPolicy()).not.toContain('google');
  });

  it('gives a nonce only to pages rendered per request anyway: the login pages among them', () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/news/form',
      '/member/account',
      '/login',
      '/register',
      '/reset-password/abc',
      '/confirm-email/abc',
      '/gen_receipt',
      '/public-training/5/register',
    ])
      expect(pageTakesNonce(path), path).toBe(true);
    for (const path of [
      '/',
      '/contact',
      '/public-training/5',
      '/news/3',
      '/login-help',
      '/registered',
      '/administration',
    ])
      expect(pageTakesNonce(path), path).toBe(false);
  });
});

describe('Content-Security-Policy of /api/docs (the API reference)', () => {
  it("runs this site's scripts and its two inline scripts by their hashes: no unsafe-inline or eval for scripts", () => {
    const scriptSrc = directive(API_REFERENCE_CONTENT_SECURITY_POLICY, 'script-src');
    const inline = [...apiReferencePage().matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
    expect(inline).toHaveLength(2);
    expect(scriptSrc).toEqual(["'self'", ...inline]);
    expect(directive(API_REFERENCE_CONTENT_SECURITY_POLICY, 'default-src')).toEqual(["'none'"]);
    expect(directive(API_REFERENCE_CONTENT_SECURITY_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(API_REFERENCE_CONTENT_SECURITY_POLICY, 'connect-src')).toEqual(["'self'"]);
    // Every other script of the page is loaded from this site.
    expect(apiReferencePage().match(/<script\b[^>]*>/g)).toEqual([
      '<script>',
      '<script src="/api/docs/scalar.js">',
      '<script>',
    ]);
  });

  it('is sent with the page', async () => {
    const res = apiDocs();
    expect(res.headers.get('content-security-policy')).toBe(API_REFERENCE_CONTENT_SECURITY_POLICY);
  });
});
