import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicBotCheckConfig, verifyBotCheck } from '@/server/bot-check';

/**
 * reCAPTCHA cannot be reached from tests: a local server speaks the same
 * siteverify protocol (form POST of secret and response, JSON success).
 */
let server: Server;
const received: URLSearchParams[] = [];
let verifyUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const ok = form.get('secret') === 'test-secret' && form.get('response')?.startsWith('good-');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          ok ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  verifyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/recaptcha/api/siteverify`;
});

// Each test starts from the defaults, whatever ran before it (tests run in any order: --sequence.shuffle).
afterEach(() => {
  for (const k of [
    'RECAPTCHA_SITE_KEY',
    'RECAPTCHA_SECRET_KEY',
    'RECAPTCHA_VERIFY_URL',
    'BOT_CHECK',
  ])
    delete process.env[k];
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('bot check configuration', () => {
  it('uses the self-hosted ALTCHA challenge by default', () => {
    expect(publicBotCheckConfig()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/bot-check/challenge',
    });
  });

  it('switches to reCAPTCHA v2 when both keys are set, verifies each token with the secret and accepts it once', async () => {
    process.env.RECAPTCHA_SITE_KEY = 'test-site-key';
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret';
    process.env.RECAPTCHA_VERIFY_URL = verifyUrl;
    expect(publicBotCheckConfig()).toEqual({ provider: 'recaptcha', siteKey: 'test-site-key' });

    await expect(verifyBotCheck('good-token-1', { ip: '203.0.113.9' })).resolves.toBeUndefined();
    expect(received.at(-1)?.get('secret')).toBe('test-secret');
    expect(received.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    await expect(verifyBotCheck('good-token-1')).rejects.toMatchObject({
      messageKey: 'please_confirm_not_a_bot',
      field: 'token',
    });
    await expect(verifyBotCheck('bad-token')).rejects.toMatchObject({
      messageKey: 'please_confirm_not_a_bot',
    });
    await expect(verifyBotCheck('')).rejects.toMatchObject({
      messageKey: 'please_confirm_not_a_bot',
    });

    process.env.BOT_CHECK = 'altcha';
    expect(publicBotCheckConfig().provider).toBe('altcha');
  });

  it('refuses every token when the verify endpoint cannot be reached', async () => {
    process.env.RECAPTCHA_SITE_KEY = 'test-site-key';
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret';
    process.env.RECAPTCHA_VERIFY_URL = 'http://127.0.0.1:1/unreachable';
    expect(publicBotCheckConfig().provider).toBe('recaptcha');
    await expect(verifyBotCheck('good-token-2')).rejects.toMatchObject({
      messageKey: 'please_confirm_not_a_bot',
    });
  });
});
