import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageTakesNonce } from '@/server/http/content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

const saved = { ...process.env };
afterEach(() => {
  for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'BOT_CHECK', 'CYBERSOURCE_ENDPOINT']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('Content-Security-Policy of the pages', () => {
  it('runs only this site\'s scripts with ALTCHA, and no page may be framed', () => {
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
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
  });

  it('adds reCAPTCHA\'s hosts only when it is the configured bot check, and the card gateway to form-action', () => {
    process.env.RECAPTCHA_SITE_KEY = 'site';
    process.env.RECAPTCHA_SECRET_KEY = 'secret';
    process.env.CYBERSOURCE_ENDPOINT = 'https://testsecureacceptance.cybersource.com/pay';
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(directive(policy, 'frame-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']));
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://testsecureacceptance.cybersource.com']);
    process.env.BOT_CHECK = 'altcha';
    expect(contentSecurityPolicy()).not.toContain('google');
  });

  it('gives a nonce only to pages rendered per request anyway', () => {
    for (const path of ['/admin', '/admin/login', '/admin/news/form', '/member/account', '/register', '/public-training/5/register']) expect(pageTakesNonce(path), path).toBe(true);
    for (const path of ['/', '/contact', '/public-training/5', '/news/3', '/login', '/registered', '/administration']) expect(pageTakesNonce(path), path).toBe(false);
  });
});
