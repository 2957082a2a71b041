import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { LOGIN_POLICY } from '@/server/auth/login-throttle';
import {
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_MAX_WAITING,
  passwordWork,
} from '@/server/auth/password';
import { realmOptions } from '@/server/auth/realm-options';
import { AppError } from '@/server/errors';
import { recordSocketAddresses } from '@/server/http/socket-address';
import { clientIp } from '@/server/http/visitor';
import { handleRest } from '@/server/rest/handle-rest';
import { translator } from '@/server/i18n/translate';
import { startMailCatcher } from '../support/mail-catcher';
import { botToken, callerWith, createAdmin, createMember, freshIp, rest } from './helpers';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher(25_000 + Math.floor(Math.random() * 20_000));
  process.env.SMTP_URL = mail.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await mail.close();
});

type Realm = 'member' | 'admin';
const loginPath = (realm: Realm) => (realm === 'admin' ? '/admin/login' : '/login');
type RestAnswer = { status: number; message: string; errors?: Record<string, string[]> };

/** POST /login or /admin/login from a client address. */
async function restLogin(
  realm: Realm,
  ip: string,
  body: Record<string, unknown>,
  lang: Locale = 'en',
): Promise<RestAnswer> {
  const res = await rest('POST', loginPath(realm), {
    headers: { 'x-forwarded-for': ip },
    body,
    lang,
  });
  const json = (await res.json()) as { message: string; errors?: Record<string, string[]> };
  return { status: res.status, message: json.message, errors: json.errors };
}

/** The same login over tRPC, answered as the HTTP status tRPC would give (with the message key). */
async function trpcLogin(
  realm: Realm,
  ip: string,
  input: { email: string; password: string; token?: string },
): Promise<{ status: number; key?: string }> {
  const caller = callerWith({ 'x-forwarded-for': ip });
  try {
    await (realm === 'admin'
      ? caller.public.adminAuth.login(input)
      : caller.public.memberAuth.login(input));
    return { status: 200 };
  } catch (error) {
    const cause = error instanceof TRPCError ? error.cause : undefined;
    const status =
      { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429 }[
        (error as TRPCError).code as string
      ] ?? 500;
    return { status, key: cause instanceof AppError ? cause.messageKey : undefined };
  }
}

/** The browser's way in: next-auth's credentials provider of the realm. Resolves to the error key, or 'ok'. */
async function browserLogin(
  realm: Realm,
  ip: string,
  credentials: Record<string, string>,
): Promise<string> {
  // The credentials provider keeps the authorize it was given under `options` (its public type shows the default one).
  const provider: {
    options: {
      authorize: (
        c: Record<string, string>,
        req: { headers: Record<string, string> },
      ) => Promise<unknown>;
    };
  } = { options: Reflect.get(realmOptions(realm).providers[0]!, 'options') };
  try {
    await provider.options.authorize(
      { remember: 'false', ...credentials },
      { headers: { 'x-forwarded-for': ip } },
    );
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

async function accountOf(realm: Realm) {
  return realm === 'admin' ? createAdmin([]) : createMember();
}

/** Ten wrong passwords for the e-mail, each from an address of its own (a botnet). */
async function guessFromEverywhere(
  realm: Realm,
  email: string,
  times = LOGIN_POLICY.emailFailuresBeforeBotCheck,
) {
  for (let i = 0; i < times; i += 1)
    expect((await restLogin(realm, freshIp(), { email, password: `guess-${i}` })).status).toBe(401);
}

describe.each(['member', 'admin'] as const)('the %s login policy', (realm) => {
  it('no longer locks the owner out: ten wrong passwords from one address stop that address only', async () => {
    const account = await accountOf(realm);
    const attacker = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await restLogin(realm, attacker, { email: account.email, password: `guess-${i}` })).status,
      ).toBe(401);
    const blocked = await restLogin(
      realm,
      attacker,
      { email: account.email, password: 'secret123' },
      'th',
    );
    expect(blocked.status).toBe(429);
    expect(blocked.message).toBe(translator('th')('errors.too_many_requests'));
    // The same address may still log in to another account (only this e-mail and address pair is stopped).
    const other = await accountOf(realm);
    expect(
      (await restLogin(realm, attacker, { email: other.email, password: 'secret123' })).status,
    ).toBe(200);
    // The owner, from their own address, is never answered 429: at most the bot check is asked for.
    const owner = freshIp();
    const asked = await restLogin(realm, owner, { email: account.email, password: 'secret123' });
    expect(asked.status).not.toBe(429);
    expect(
      (
        await restLogin(realm, owner, {
          email: account.email,
          password: 'secret123',
          token: await botToken(),
        })
      ).status,
    ).toBe(200);
  });

  it('asks for the bot check, not a lock, once an e-mail is guessed from many addresses; the owner still gets in and is e-mailed once', async () => {
    const account = await accountOf(realm);
    await guessFromEverywhere(realm, account.email);

    for (const lang of ['th', 'en'] as const) {
      const asked = await restLogin(
        realm,
        freshIp(),
        { email: account.email, password: 'secret123' },
        lang,
      );
      expect(asked.status).toBe(400);
      expect(asked.errors?.token?.[0]).toBe(translator(lang)('errors.login_bot_check_required'));
      expect(asked.errors?.token?.[0]).not.toBe('errors.login_bot_check_required');
    }
    // A forged or reused answer does not pass; a wrong password with a good answer is still wrong.
    expect(
      (
        await restLogin(realm, freshIp(), {
          email: account.email,
          password: 'secret123',
          token: 'forged',
        })
      ).errors?.token?.[0],
    ).toBe(translator('en')('please_confirm_not_a_bot'));
    const token = await botToken();
    expect(
      (await restLogin(realm, freshIp(), { email: account.email, password: 'wrong-again', token }))
        .status,
    ).toBe(401);
    expect(
      (await restLogin(realm, freshIp(), { email: account.email, password: 'secret123', token }))
        .status,
    ).toBe(400);
    // The owner, from anywhere, with the bot check: in.
    expect(
      (
        await restLogin(realm, freshIp(), {
          email: account.email,
          password: 'secret123',
          token: await botToken(),
        })
      ).status,
    ).toBe(200);

    const warning = await mail.waitFor(account.email, /tried to log in to your account/);
    // In Thai, then English (the catcher joins encoded words with spaces, so they are compared without).
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    expect(squeeze(warning.subject)).toContain(
      squeeze(
        translator('th')('member.mail.guessing_subject', { site: translator('th')('site_name') }),
      ),
    );
    expect(squeeze(warning.subject)).toContain(
      squeeze(
        translator('en')('member.mail.guessing_subject', { site: translator('en')('site_name') }),
      ),
    );
    expect(warning.text).toContain(`${LOGIN_POLICY.emailFailuresBeforeBotCheck}`);
    expect(warning.text).toContain(loginPath(realm));
    // More guesses in the same window send no second warning.
    await restLogin(realm, freshIp(), {
      email: account.email,
      password: 'and-again',
      token: await botToken(),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.messages.filter((m) => m.to.includes(account.email))).toHaveLength(1);
  });

  it('treats an unknown e-mail the same (no hint whether the account exists) and e-mails no one', async () => {
    const email = `nobody-${Date.now().toString(36)}-${realm}@example.test`;
    await guessFromEverywhere(realm, email);
    expect((await restLogin(realm, freshIp(), { email, password: 'x' })).errors?.token?.[0]).toBe(
      translator('en')('errors.login_bot_check_required'),
    );
    expect(mail.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('over tRPC: the same rules', async () => {
    const account = await accountOf(realm);
    const attacker = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await trpcLogin(realm, attacker, { email: account.email, password: `guess-${i}` })).status,
      ).toBe(401);
    expect(
      await trpcLogin(realm, attacker, { email: account.email, password: 'secret123' }),
    ).toEqual({ status: 429, key: 'errors.too_many_requests' });
    expect(
      await trpcLogin(realm, freshIp(), { email: account.email, password: 'secret123' }),
    ).toEqual({ status: 400, key: 'errors.login_bot_check_required' });
    expect(
      (
        await trpcLogin(realm, freshIp(), {
          email: account.email,
          password: 'secret123',
          token: await botToken(),
        })
      ).status,
    ).toBe(200);
  });

  it('in the browser (next-auth): the same rules, the error keys shown by the login form', async () => {
    const account = await accountOf(realm);
    const attacker = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect(
        await browserLogin(realm, attacker, { email: account.email, password: `guess-${i}` }),
      ).toBe('errors.invalid_credentials');
    expect(
      await browserLogin(realm, attacker, { email: account.email, password: 'secret123' }),
    ).toBe('errors.too_many_requests');
    expect(
      await browserLogin(realm, freshIp(), { email: account.email, password: 'secret123' }),
    ).toBe('errors.login_bot_check_required');
    expect(
      await browserLogin(realm, freshIp(), {
        email: account.email,
        password: 'secret123',
        token: await botToken(),
      }),
    ).toBe('ok');
  });
});

describe('limits per client address', () => {
  it(`allows ${LOGIN_POLICY.triesPerAddress} login tries per address in 15 minutes whatever the e-mails, then 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_POLICY.triesPerAddress; i += 1) {
      expect(
        (
          await restLogin('member', ip, {
            email: `spray-${i}-${Date.now().toString(36)}@example.test`,
            password: 'x',
          })
        ).status,
      ).toBe(401);
    }
    expect(
      (await restLogin('member', ip, { email: 'one-more@example.test', password: 'x' })).status,
    ).toBe(429);
    expect(
      (await restLogin('admin', ip, { email: 'one-more@example.test', password: 'x' })).status,
    ).toBe(429);
  });

  it('gives successful logins back, so an office behind one address is never stopped by its own staff', async () => {
    const member = await createMember();
    const office = freshIp();
    for (let i = 0; i < LOGIN_POLICY.triesPerAddress + 5; i += 1)
      expect(
        (await restLogin('member', office, { email: member.email, password: 'secret123' })).status,
      ).toBe(200);
  });

  it('starts the count of an e-mail and address over after the right password', async () => {
    const member = await createMember();
    const ip = freshIp();
    for (let i = 0; i < 9; i += 1)
      expect(
        (await restLogin('member', ip, { email: member.email, password: 'wrong' })).status,
      ).toBe(401);
    expect(
      (await restLogin('member', ip, { email: member.email, password: 'secret123' })).status,
    ).toBe(200);
    // (the e-mail now asks for the bot check: 10 wrong passwords in the hour)
    for (let i = 0; i < 10; i += 1)
      expect(
        (
          await restLogin('member', ip, {
            email: member.email,
            password: 'wrong',
            token: await botToken(),
          })
        ).status,
      ).toBe(401);
    expect(
      (
        await restLogin('member', ip, {
          email: member.email,
          password: 'secret123',
          token: await botToken(),
        })
      ).status,
    ).toBe(429);
  });

  it("reads the client address from the server's end of X-Forwarded-For, walking back only over trusted proxies", () => {
    const headers = (xff: string) => new Headers({ 'x-forwarded-for': xff });
    expect(clientIp(headers('203.0.113.7'))).toBe('203.0.113.7');
    // What the client wrote comes first; the server appends the address of the connection (socket-address.ts).
    expect(clientIp(headers('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    process.env.TRUSTED_PROXY_HOPS = '1';
    try {
      // nginx on loopback (TRUSTED_PROXIES' default) appended the client.
      expect(clientIp(headers('1.2.3.4, 203.0.113.7, 127.0.0.1'))).toBe('203.0.113.7');
      // A client that reached the instance around the proxy is the client, whatever it wrote.
      expect(clientIp(headers('127.0.0.1, 203.0.113.7'))).toBe('203.0.113.7');
      expect(clientIp(headers('198.18.0.1, 10.0.0.2'))).toBe('10.0.0.2');
      process.env.TRUSTED_PROXY_HOPS = '2';
      process.env.TRUSTED_PROXIES = '10.0.0.0/8';
      // Two proxies: the first appended the client, the second the first, the server the second.
      expect(clientIp(headers('1.2.3.4, 203.0.113.7, 10.0.0.1, 10.0.0.2'))).toBe('203.0.113.7');
      expect(clientIp(headers('203.0.113.7'))).toBe('203.0.113.7');
      // Only as far as the proxies go: an address that is not one of them stops the walk.
      expect(clientIp(headers('1.2.3.4, 203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7');
      expect(clientIp(headers('10.0.0.9, 203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7');
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
      delete process.env.TRUSTED_PROXIES;
    }
    expect(clientIp(new Headers({ 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9');
  });
});

describe('client address over a real connection (TRUSTED_PROXY_HOPS)', () => {
  let server: Server;
  let base: string;
  /** The REST adapter behind a plain Node HTTP server, as `next start` runs it: the connection's address recorded. */
  beforeAll(async () => {
    recordSocketAddresses();
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const headers = new Headers(
          Object.entries(req.headers).flatMap(([k, v]) =>
            v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]],
          ),
        );
        const request = new Request(`${base}${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        });
        void handleRest(request, req.url!.replace('/api/v1', '')).then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const login = (email: string, xff: string) =>
    fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        'x-forwarded-for': xff,
      },
      body: JSON.stringify({ email, password: 'wrong' }),
    }).then((r) => r.status);

  it('ignores X-Forwarded-For without trusted proxies: 13 wrong logins under 13 made-up addresses are not all 401', async () => {
    const member = await createMember();
    const statuses: number[] = [];
    for (let i = 1; i <= 13; i += 1) statuses.push(await login(member.email, `198.18.${i}.${i}`));
    expect(statuses.slice(0, LOGIN_POLICY.failuresPerAddressAndEmail)).toEqual(
      Array(LOGIN_POLICY.failuresPerAddressAndEmail).fill(401),
    );
    expect(statuses.slice(LOGIN_POLICY.failuresPerAddressAndEmail)).toEqual(
      Array(13 - LOGIN_POLICY.failuresPerAddressAndEmail).fill(429),
    );
  });
});

describe('password hashing under a burst', () => {
  it('refuses a login with a translated 429 while the hashing queue is full, and serves it once it drains', async () => {
    const member = await createMember();
    // Every slot and queue place taken by work that ends when the test says so.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_MAX_WAITING }, () =>
      passwordWork.run(() => gate),
    );
    for (const lang of ['th', 'en'] as const) {
      const busy = await restLogin(
        'member',
        freshIp(),
        { email: member.email, password: 'secret123' },
        lang,
      );
      expect(busy.status).toBe(429);
      expect(busy.message).toBe(translator(lang)('errors.server_busy'));
    }
    expect(
      await trpcLogin('member', freshIp(), { email: member.email, password: 'secret123' }),
    ).toEqual({ status: 429, key: 'errors.server_busy' });
    open();
    await Promise.all(held);
    expect(
      (await restLogin('member', freshIp(), { email: member.email, password: 'secret123' })).status,
    ).toBe(200);
  });
});
