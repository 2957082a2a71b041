import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, logOn } from '@/server/log';
import { addressInList, parseAddressList } from '@/server/http/address-list';
import { metricsAllowed } from '@/server/ops/metrics-access';
import { isSecretKey, maskCardNumbers, REDACTED, redact } from '@/server/ops/redact';
import { requestIdFrom, requestStore } from '@/server/ops/request-context';
import {
  loggablePath,
  methodLabel,
  NOT_FOUND_ROUTE,
  OTHER_ROUTE,
  routeLabel,
  routeOfPath,
} from '@/server/ops/route-label';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A logger with the site's options writing into an array, one parsed JSON object per line. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger(sink, 'debug');
  return { lines, log: logOn(logger), logger };
}

/**
 * Every secret field the code base handles, by the names it uses: form and REST fields,
 * database columns, configuration variables, request headers and the card simulator's form.
 */
const KNOWN_SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'passwordHash',
  'password_hash',
  'token',
  'bot_token',
  'token_hash',
  'resetToken',
  'accessToken',
  'sessionToken',
  'sid',
  'jwt',
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie',
  'Cookie',
  'card_number',
  'cardNumber',
  'card_cvn',
  'card_expiry_date',
  'cvv',
  'cvc',
  'pan',
  'signature',
  'secretKey',
  'secret_key',
  'AUTH_SECRET',
  'ALTCHA_HMAC_KEY',
  'CYBERSOURCE_SECRET_KEY',
  'CYBERSOURCE_ACCESS_KEY',
  'RECAPTCHA_SECRET_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'x-api-key',
  'totpSecret',
  'totp_pending_secret',
  'recoveryCodes',
  'recovery_code',
];

describe('redaction', () => {
  it('treats every known secret field as secret, and ids, codes and outcomes as not', () => {
    for (const key of KNOWN_SECRET_FIELDS) expect(isSecretKey(key), key).toBe(true);
    for (const key of [
      'registrationId',
      'tokenId',
      'register_code',
      'email',
      'status',
      'decision',
      'outboxId',
      'company',
      'realm',
      'attempts',
      'route',
    ])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('replaces secret values at any depth, in arrays and in Headers, keeping the rest', () => {
    const out = redact({
      registrationId: 7,
      body: {
        email: 'a@example.test',
        password: 'hunter22',
        nested: [{ card_number: '4111111111111111', card_cvn: '123' }],
      },
      headers: new Headers({
        authorization: 'Bearer abc.def',
        cookie: 'asc-member.session-token=xyz',
        'user-agent': 'test',
      }),
      password_confirmation: 'hunter22',
    });
    expect(out).toEqual({
      registrationId: 7,
      body: {
        email: 'a@example.test',
        password: REDACTED,
        nested: [{ card_number: REDACTED, card_cvn: REDACTED }],
      },
      headers: { authorization: REDACTED, cookie: REDACTED, 'user-agent': 'test' },
      password_confirmation: REDACTED,
    });
    expect(JSON.stringify(out)).not.toMatch(/hunter22|4111|abc\.def|xyz/);
  });

  it('masks card numbers, URL passwords and bearer tokens written into text', () => {
    expect(maskCardNumbers('card 4111 1111 1111 1111 declined')).toBe(
      'card xxxxxxxxxxxx1111 declined',
    );
    expect(maskCardNumbers('order 1234567890123 (not a card)')).toBe(
      'order 1234567890123 (not a card)',
    );
    expect(redact('connect postgresql://app:s3cret@db.internal:5432/asc failed')).toBe(
      `connect postgresql://app:${REDACTED}@db.internal:5432/asc failed`,
    );
    expect(redact('sent Authorization: Bearer eyJhbGciOi.payload.sig')).toBe(
      `sent Authorization: Bearer ${REDACTED}`,
    );
  });

  it('keeps secrets out of real log lines, whatever a caller passes', () => {
    const { lines, log } = capture();
    log.info('login attempt 5555 5555 5555 4444', {
      email: 'm@example.test',
      password: 'hunter22',
      headers: { cookie: 'a=b', authorization: 'Basic Zm9vOmJhcg==' },
      form: { card_number: '5555555555554444', card_expiry_date: '12-2030' },
    });
    log.error('smtp failed', {
      error: new Error('connect smtp://user:mailpass@mail.example:587 refused'),
    });
    const text = JSON.stringify(lines);
    for (const secret of [
      'hunter22',
      'Zm9vOmJhcg',
      '5555555555554444',
      '5555 5555 5555 4444',
      '12-2030',
      'mailpass',
    ])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      msg: 'login attempt xxxxxxxxxxxx4444',
      email: 'm@example.test',
      password: REDACTED,
    });
  });
});

describe('log lines', () => {
  it('are one JSON object per event with an ISO time, a level name and the message', () => {
    const { lines, log } = capture();
    log.warn('mail not sent, will retry', { outboxId: 3 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'mail not sent, will retry',
      outboxId: 3,
      pid: process.pid,
    });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it('carry the request id and the member or staff user of the request they are written in', () => {
    const { lines, log } = capture();
    const ctx = { reqId: 'req-42', method: 'POST' };
    requestStore.run(ctx, () => {
      Object.assign(ctx, { memberId: 17 });
      log.info('payment slip received', { registrationId: 5 });
    });
    log.info('outside any request');
    expect(lines[0]).toMatchObject({ reqId: 'req-42', memberId: 17, registrationId: 5 });
    expect(lines[1]).not.toHaveProperty('reqId');
  });

  it('write an error with its type, message and stack, and mark the request as having its error line', () => {
    const { lines, log } = capture();
    const ctx: { reqId: string; method: string; errorLogged?: boolean } = {
      reqId: 'r1',
      method: 'GET',
    };
    requestStore.run(ctx, () =>
      log.error('rest: unexpected failure', { error: new TypeError('boom') }),
    );
    expect(lines[0]).toMatchObject({ level: 'error', err: { type: 'TypeError', message: 'boom' } });
    expect((lines[0]!.err as { stack: string }).stack).toContain('observability.test.ts');
    expect(ctx.errorLogged).toBe(true);
  });
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id and replaces anything else with a new UUID', () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123');
    expect(requestIdFrom('7f1c0c1e-8f6a-4d4b-9a53-0c3b8a1f2e9d')).toBe(
      '7f1c0c1e-8f6a-4d4b-9a53-0c3b8a1f2e9d',
    );
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [
      undefined,
      '',
      'has space',
      'line\nbreak',
      'x'.repeat(129),
      '<script>',
      '-leading-dash',
      'quote"d',
    ])
      expect(requestIdFrom(bad)).toMatch(uuid);
  });
});

describe('route labels', () => {
  it('replace ids, tokens and file names, and drop the query', () => {
    expect(routeOfPath('/news/42?x=1')).toBe('/news/:id');
    expect(routeOfPath('/en/public-training/7/register')).toBe('/en/public-training/:id/register');
    expect(routeOfPath('/api/v1/admin/banners/1,2,3')).toBe('/api/v1/admin/banners/:id');
    expect(routeOfPath('/reset-password/Zx81kq0Lm2Pq9aR7sT')).toBe('/reset-password/:token');
    expect(routeOfPath('/confirm-email/abcdefghij')).toBe('/confirm-email/:token');
    expect(routeOfPath('/uploads/2026/11/7f1c0c1e-8f6a-4d4b-9a53-0c3b8a1f2e9d.jpg')).toBe(
      '/uploads/*',
    );
    expect(routeOfPath('/_next/static/chunks/abc123.js')).toBe('/_next/static/*');
    expect(routeOfPath('/api/trpc/public.news.list')).toBe('/api/trpc/public.news.list');
    expect(routeOfPath('/api/trpc/public.news.list,public.banners.list')).toBe('/api/trpc/(batch)');
    expect(routeOfPath('/a/b/c/d/e/f/g/h/i/j/k')).toBe('/a/b/c/d/e/f/g/h');
  });

  it('show ids but never reset tokens in the logged path', () => {
    expect(loggablePath('/news/42?email=a@b.c')).toBe('/news/42');
    expect(loggablePath('/reset-password/secret-token-value')).toBe('/reset-password/:token');
    expect(loggablePath('/confirm-email/secret-token-value')).toBe('/confirm-email/:token');
    expect(loggablePath('/api/v1/member/update_password/secret-token-value')).toBe(
      '/api/v1/member/update_password/:token',
    );
  });

  it('never show evaluation tokens or certificate codes, in the logged path or the label', () => {
    const secrets: [string, string][] = [
      ['/evaluation/ev-tok', '/evaluation/:token'],
      ['/en/evaluation/ev-tok', '/en/evaluation/:token'],
      ['//evaluation/ev-tok', '/evaluation/:token'],
      ['/certificates/CERT-7', '/certificates/:code'],
      ['/th/certificates/CERT-7', '/th/certificates/:code'],
      ['/api/v1/certificates/CERT-7', '/api/v1/certificates/:code'],
      ['/api/v1/certificates/CERT-7/pdf', '/api/v1/certificates/:code/pdf'],
      [
        '/api/v1/admin/services/certificates/CERT-7/revoke',
        '/api/v1/admin/services/certificates/:code/revoke',
      ],
    ];
    for (const [path, masked] of secrets) {
      expect(loggablePath(`${path}?x=1`)).toBe(masked);
      expect(routeOfPath(path)).toBe(masked);
    }
    // The staff pages about certificates name no code.
    expect(loggablePath('/api/v1/admin/services/certificates/rule')).toBe(
      '/api/v1/admin/services/certificates/rule',
    );
    expect(loggablePath('/admin/services/certificates')).toBe('/admin/services/certificates');
  });

  it('stay a bounded set whatever paths visitors make up', () => {
    expect(routeLabel('/made-up-1', 404)).toBe(NOT_FOUND_ROUTE);
    expect(routeLabel('/api/v1/news/9', 404, '/api/v1/news/:id')).toBe('/api/v1/news/:id');
    const labels = new Set<string>();
    for (let i = 0; i < 700; i += 1) labels.add(routeLabel(`/page-${i}-x`, 200));
    expect(labels.size).toBeLessThanOrEqual(501);
    expect(labels.has(OTHER_ROUTE)).toBe(true);
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('BREW')).toBe('OTHER');
  });
});

describe('who may read the metrics', () => {
  const headers = (xff: string, authorization?: string) =>
    new Headers({ 'x-forwarded-for': xff, ...(authorization ? { authorization } : {}) });

  it('matches addresses and CIDR ranges of both families, and IPv4-mapped IPv6', () => {
    const list = parseAddressList('127.0.0.1,::1,10.20.0.0/16', 'METRICS_ALLOW');
    expect(addressInList(list, '127.0.0.1')).toBe(true);
    expect(addressInList(list, '::ffff:127.0.0.1')).toBe(true);
    expect(addressInList(list, '::1')).toBe(true);
    expect(addressInList(list, '10.20.3.4')).toBe(true);
    expect(addressInList(list, '10.21.3.4')).toBe(false);
    expect(addressInList(list, 'local')).toBe(false);
    expect(() => parseAddressList('example.org', 'TRUSTED_PROXIES')).toThrow(/TRUSTED_PROXIES/);
  });

  it('lets in a client that connected straight from loopback (by default), never a forwarded address', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    expect(metricsAllowed(headers('127.0.0.1'))).toBe(true);
    expect(metricsAllowed(headers('203.0.113.9'))).toBe(false);
    expect(metricsAllowed(headers('127.0.0.1, 203.0.113.9'))).toBe(false);
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    // Through nginx on the same machine: the connection is loopback, the client is not.
    expect(metricsAllowed(headers('203.0.113.9, 127.0.0.1'))).toBe(false);
    expect(metricsAllowed(headers('127.0.0.1, 203.0.113.9, 127.0.0.1'))).toBe(false);
    // A client around the proxy naming loopback (issue 36: this was let in), and one through it.
    expect(metricsAllowed(headers('127.0.0.1, 203.0.113.9'))).toBe(false);
    expect(metricsAllowed(headers('127.0.0.1, 127.0.0.1'))).toBe(false);
    // Prometheus scraping the instance itself, from an allowed range.
    vi.stubEnv('METRICS_ALLOW', '10.0.0.0/8');
    expect(metricsAllowed(headers('10.1.2.3'))).toBe(true);
  });

  it('lets a client with the bearer token in from anywhere, and no one with a wrong one', () => {
    vi.stubEnv('METRICS_TOKEN', 'scrape-token-0123456789');
    expect(metricsAllowed(headers('203.0.113.9', 'Bearer scrape-token-0123456789'))).toBe(true);
    expect(metricsAllowed(headers('203.0.113.9', 'Bearer scrape-token-0123456780'))).toBe(false);
    expect(metricsAllowed(headers('203.0.113.9', 'Bearer short'))).toBe(false);
    expect(metricsAllowed(headers('203.0.113.9'))).toBe(false);
  });
});
