import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { db } from '@/server/db';
import { translator } from '@/server/i18n/translate';
import { flushOutbox } from '@/server/services/mail-outbox-service';
import { handleRest } from '@/server/rest/handle-rest';
import { hashSecretToken } from '@/server/auth/secret-token';
import { authSessionService } from '@/server/services/auth-session-service';
import { uploadRoot } from '@/server/services/upload-service';
import { resetLinkIn, startMailCatcher } from '../support/mail-catcher';
import { botToken, callerWith, createMember, freshIp, sessionCookie } from './helpers';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let emailCounter = 0;
const freshEmail = () => `new-${Date.now().toString(36)}-${(emailCounter += 1)}@example.test`;

beforeAll(async () => {
  mail = await startMailCatcher(25_000 + Math.floor(Math.random() * 20_000));
  process.env.SMTP_URL = mail.url;
});
afterAll(async () => {
  // Nothing left for the next file's transport once this catcher is gone.
  await flushOutbox(db);
  delete process.env.SMTP_URL;
  await mail.close();
});

async function call(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown; lang?: Locale } = {},
) {
  const req = new Request(`http://localhost/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': init.lang ?? 'en',
      'x-forwarded-for': freshIp(),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const res = await handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & {
      message: string;
      error?: string;
      errors?: Record<string, string[]>;
    },
  };
}

function validRegistration(overrides: Record<string, unknown> = {}) {
  const email = freshEmail();
  return {
    member_type: 'P',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    telephone: '0812345678',
    email,
    email_confirmation: email,
    password: 'secret12',
    password_confirmation: 'secret12',
    accept_terms: true,
    token: 'filled-in-per-test',
    ...overrides,
  };
}

describe('member registration', () => {
  it('registers a person, stores a lower-case e-mail and an argon2 hash, and sends the welcome e-mail', async () => {
    const input = validRegistration();
    const email = input.email.toUpperCase();
    const res = await call('POST', '/register', {
      body: { ...input, email, email_confirmation: email, token: await botToken() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: input.email, firstname: 'สมชาย', member_type: 'P' });
    const stored = await db.member.findUniqueOrThrow({ where: { email: input.email } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain('secret12');
    const welcome = await mail.waitFor(input.email);
    expect(welcome.subject).toContain('Welcome');
    // A sign-up is unconfirmed until the link in the welcome e-mail is opened (email-confirmation.test.ts).
    expect(welcome.text).toContain('/confirm-email/');
    expect(stored.emailConfirmedAt).toBeNull();
  });

  it('registers an organisation with company name, type and tax number, and requires them', async () => {
    const missing = await call('POST', '/register', {
      body: validRegistration({ member_type: 'O', token: 'x' }),
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(
      expect.arrayContaining(['company_name', 'company_type_id', 'tax_no']),
    );
    const type = await db.companyType.findFirstOrThrow();
    const input = validRegistration({
      member_type: 'O',
      company_name: 'บริษัท ทดสอบ จำกัด',
      company_type_id: type.id,
      tax_no: '0105551234567',
    });
    const res = await call('POST', '/register', { body: { ...input, token: await botToken() } });
    expect(res.status).toBe(200);
    const stored = await db.member.findUniqueOrThrow({ where: { email: input.email } });
    expect(stored).toMatchObject({
      memberType: 'O',
      companyName: 'บริษัท ทดสอบ จำกัด',
      companyTypeId: type.id,
      taxNo: '0105551234567',
    });
  });

  it('rejects a duplicate e-mail, whatever its case, on the email field', async () => {
    const existing = await createMember();
    const upper = existing.email.toUpperCase();
    const res = await call('POST', '/register', {
      body: {
        ...validRegistration(),
        email: upper,
        email_confirmation: upper,
        token: await botToken(),
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('email');
    expect(res.body.message).toBe(translator('en')('member.email_taken'));
  });

  it('rejects a missing, forged or reused bot-check token with please_confirm_not_a_bot', async () => {
    const en = translator('en')('please_confirm_not_a_bot');
    const missing = await call('POST', '/register', {
      body: { ...validRegistration(), token: '' },
    });
    expect([missing.status, missing.body.field, missing.body.message]).toEqual([400, 'token', en]);
    const forged = await call('POST', '/register', {
      body: {
        ...validRegistration(),
        token: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      },
    });
    expect([forged.status, forged.body.field, forged.body.message]).toEqual([400, 'token', en]);
    const token = await botToken();
    expect(
      (await call('POST', '/register', { body: { ...validRegistration(), token } })).status,
    ).toBe(200);
    const reused = await call('POST', '/register', {
      body: { ...validRegistration(), token },
      lang: 'th',
    });
    expect([reused.status, reused.body.field, reused.body.message]).toEqual([
      400,
      'token',
      translator('th')('please_confirm_not_a_bot'),
    ]);
  });

  // SPEC.md section 5: each rule, its field and its message key.
  const rules: [string, Record<string, unknown>, string, string][] = [
    ['firstname required', { firstname: '' }, 'firstname', 'please_enter_firstname'],
    ['firstname max 64', { firstname: 'ก'.repeat(65) }, 'firstname', 'error_max_firstname'],
    ['lastname required', { lastname: '  ' }, 'lastname', 'please_enter_lastname'],
    ['lastname max 64', { lastname: 'x'.repeat(65) }, 'lastname', 'error_max_lastname'],
    ['telephone required', { telephone: '' }, 'telephone', 'please_enter_telephone'],
    ['telephone max 15', { telephone: '0'.repeat(16) }, 'telephone', 'error_max_telephone'],
    ['email required', { email: '' }, 'email', 'please_enter_email'],
    [
      'email valid',
      { email: 'not-an-email', email_confirmation: 'not-an-email' },
      'email',
      'invalid_email',
    ],
    [
      'email confirmation equal',
      { email_confirmation: 'other@example.test' },
      'email_confirmation',
      'email_comfirmation_not_match',
    ],
    [
      'password required',
      { password: '', password_confirmation: '' },
      'password',
      'please_enter_password',
    ],
    [
      'password min 6',
      { password: '12345', password_confirmation: '12345' },
      'password',
      'error_min_password',
    ],
    [
      'password confirmation equal',
      { password_confirmation: 'different' },
      'password_confirmation',
      'confirm_password_not_match',
    ],
    ['terms accepted', { accept_terms: false }, 'accept_terms', 'please_accept_terms'],
    ['bot check done', { token: '' }, 'token', 'please_confirm_not_a_bot'],
  ];
  for (const lang of ['th', 'en'] as const) {
    it.each(rules)(
      `rejects bad input (%s) with its message in ${lang}`,
      async (_name, change, field, key) => {
        const res = await call('POST', '/register', {
          body: validRegistration({ token: 'unchecked-because-invalid', ...change }),
          lang,
        });
        expect(res.status).toBe(400);
        expect(res.body.errors?.[field]?.[0]).toBe(translator(lang)(key));
        expect(res.body.errors?.[field]?.[0]).not.toBe(key);
      },
    );
  }
});

describe('member login, logout and rate limits', () => {
  it('returns a bearer token for integrators that opens GET /member, and POST /logout ends it', async () => {
    const member = await createMember('pass-word-1');
    const res = await call('POST', '/login', {
      body: { email: member.email.toUpperCase(), password: 'pass-word-1', remember: true },
    });
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    const me = await call('GET', '/member', { headers: { authorization: `Bearer ${token}` } });
    expect(me.body.email).toBe(member.email);
    expect(
      (await call('POST', '/logout', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect(
      (await call('GET', '/member', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
  });

  it('GET /member/session answers the logged-in member, and null (200, not 401) for a guest or an ended session', async () => {
    const member = await createMember('pass-word-1');
    const token = (
      await call('POST', '/login', {
        body: { email: member.email, password: 'pass-word-1', remember: false },
      })
    ).body.token as string;
    const me = await call('GET', '/member/session', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(member.email);
    await call('POST', '/logout', { headers: { authorization: `Bearer ${token}` } });
    const ended = await call('GET', '/member/session', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toBeNull();
    const guest = await call('GET', '/member/session');
    expect(guest.status).toBe(200);
    expect(guest.body).toBeNull();
  });

  it('refuses a wrong password with a translated message', async () => {
    const member = await createMember();
    const res = await call('POST', '/login', {
      body: { email: member.email, password: 'wrong-one' },
      lang: 'th',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(translator('th')('errors.invalid_credentials'));
  });

  it('allows 10 wrong passwords per e-mail from one client address in 15 minutes, then answers 429 in the caller language', async () => {
    const member = await createMember();
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await call('POST', '/login', {
            headers,
            body: { email: member.email, password: `wrong-${i}` },
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await call('POST', '/login', {
      headers,
      body: { email: member.email, password: 'secret123' },
      lang: 'th',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(translator('th')('errors.too_many_requests'));
  });

  it('does not stop people sharing an address: successful logins do not count against it', async () => {
    const member = await createMember();
    const headers = { 'x-forwarded-for': '192.0.2.78' };
    for (let i = 0; i < 60; i += 1)
      expect(
        (
          await call('POST', '/login', {
            headers,
            body: { email: member.email, password: 'secret123' },
          })
        ).status,
      ).toBe(200);
    for (let i = 0; i < 9; i += 1)
      expect(
        (
          await call('POST', '/login', {
            headers,
            body: { email: `someone-${i}@example.test`, password: 'wrong' },
          })
        ).status,
      ).toBe(401);
  });

  it('never locks the owner out: 10 wrong passwords for an e-mail from anywhere ask for the bot check instead', async () => {
    const member = await createMember();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await call('POST', '/login', { body: { email: member.email, password: 'wrong' } })).status,
      ).toBe(401);
    const asked = await call('POST', '/login', {
      body: { email: member.email.toUpperCase(), password: 'secret123' },
    });
    expect(asked.status).toBe(400);
    expect(asked.body.errors?.token?.[0]).toBe(translator('en')('errors.login_bot_check_required'));
    expect(
      (
        await call('POST', '/login', {
          body: { email: member.email, password: 'secret123', token: await botToken() },
        })
      ).status,
    ).toBe(200);
  });

  it('rate-limits registering and forgot password too', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.78' };
    for (let i = 0; i < 10; i += 1)
      await call('POST', '/member/forgot_password', {
        headers,
        body: { email: freshEmail(), token: 'x' },
      });
    expect(
      (
        await call('POST', '/member/forgot_password', {
          headers,
          body: { email: freshEmail(), token: 'x' },
        })
      ).status,
    ).toBe(429);
    for (let i = 0; i < 10; i += 1)
      await call('POST', '/register', { headers, body: validRegistration({ token: '' }) });
    expect((await call('POST', '/register', { headers, body: validRegistration() })).status).toBe(
      429,
    );
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and e-mails a single-use link only to the member', async () => {
    const member = await createMember('old-password');
    const known = await call('POST', '/member/forgot_password', {
      body: { email: member.email.toUpperCase(), token: await botToken() },
    });
    const unknown = await call('POST', '/member/forgot_password', {
      body: { email: 'nobody-here@example.test', token: await botToken() },
    });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(known.body.message).toBe(translator('en')('member.forgot_sent'));

    const message = await mail.waitFor(member.email, /reset-password/);
    const link = new URL(resetLinkIn(message));
    const token = link.pathname.split('/').pop()!;
    expect(link.searchParams.get('email')).toBe(member.email);
    // Only the hash of the token is stored.
    expect(await db.passwordResetToken.findFirst({ where: { tokenHash: token } })).toBeNull();
    expect(
      await db.passwordResetToken.findFirst({ where: { tokenHash: hashSecretToken(token) } }),
    ).not.toBeNull();

    const other = await authSessionService(db).login('member', member.email, 'old-password', true);
    expect(
      (
        await call(
          'GET',
          `/member/reset_password/${token}?email=${encodeURIComponent(member.email)}`,
        )
      ).status,
    ).toBe(200);
    const wrongEmail = await call('PUT', `/member/update_password/${token}`, {
      body: {
        email: 'someone@example.test',
        password: 'new-password',
        password_confirmation: 'new-password',
      },
    });
    expect(wrongEmail.status).toBe(400);
    const mismatch = await call('PUT', `/member/update_password/${token}`, {
      body: { email: member.email, password: 'new-password', password_confirmation: 'other-one' },
    });
    expect(mismatch.body.errors?.password_confirmation?.[0]).toBe(
      translator('en')('confirm_password_not_match'),
    );

    const done = await call('PUT', `/member/update_password/${token}`, {
      body: {
        email: member.email,
        password: 'new-password',
        password_confirmation: 'new-password',
      },
    });
    expect(done.status).toBe(200);
    expect(await authSessionService(db).resolve(other.token)).toBeNull();
    expect(
      (await call('POST', '/login', { body: { email: member.email, password: 'new-password' } }))
        .status,
    ).toBe(200);

    const again = await call('PUT', `/member/update_password/${token}`, {
      body: {
        email: member.email,
        password: 'third-password',
        password_confirmation: 'third-password',
      },
      lang: 'th',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(translator('th')('member.reset_link_invalid'));
    expect(
      (
        await call(
          'GET',
          `/member/reset_password/${token}?email=${encodeURIComponent(member.email)}`,
        )
      ).status,
    ).toBe(400);
  });

  it('refuses an expired link', async () => {
    const member = await createMember();
    await call('POST', '/member/forgot_password', {
      body: { email: member.email, token: await botToken() },
    });
    const token = new URL(resetLinkIn(await mail.waitFor(member.email, /reset-password/))).pathname
      .split('/')
      .pop()!;
    await db.passwordResetToken.updateMany({
      where: { memberId: member.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await call('PUT', `/member/update_password/${token}`, {
      body: {
        email: member.email,
        password: 'new-password',
        password_confirmation: 'new-password',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('token');
  });

  it('needs the bot check', async () => {
    const res = await call('POST', '/member/forgot_password', {
      body: { email: freshEmail(), token: '' },
      lang: 'th',
    });
    expect(res.body.errors?.token?.[0]).toBe(translator('th')('please_confirm_not_a_bot'));
  });
});

describe('the member account', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const member = await createMember('first-pass');
    const mine = await sessionCookie('member', member.id);
    const other = await sessionCookie('member', member.id);
    const bad = await call('PUT', '/member/change_password', {
      headers: { cookie: mine.cookie },
      body: { current_password: 'first-pass', password: '123', password_confirmation: '123' },
      lang: 'th',
    });
    expect(bad.body.errors?.password?.[0]).toBe(translator('th')('error_min_password'));
    const res = await call('PUT', '/member/change_password', {
      headers: { cookie: mine.cookie },
      body: {
        current_password: 'first-pass',
        password: 'second-pass',
        password_confirmation: 'second-pass',
      },
    });
    expect(res.status).toBe(200);
    expect(await authSessionService(db).resolve(mine.token)).not.toBeNull();
    expect(await authSessionService(db).resolve(other.token)).toBeNull();
    await expect(
      authSessionService(db).login('member', member.email, 'second-pass', false),
    ).resolves.toBeTruthy();
  });

  it('saves the profile and a receipt address whose district fills the postal code, refusing lists that do not cascade', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
    const otherAmphure = await db.amphure.findFirstOrThrow({
      where: { id: { not: district.amphureId } },
    });
    const address = {
      name: 'สมหญิง ทดสอบ',
      address: '99 ถนนพหลโยธิน',
      province_id: district.amphure.provinceId,
      amphure_id: otherAmphure.id,
      district_id: district.id,
      zip_code: district.zipCode,
    };
    const person = { firstname: 'ใหม่', lastname: 'นามสกุลใหม่', telephone: '0899999999' };
    const wrong = await call('PUT', '/member/person', {
      headers: { cookie },
      body: { ...person, receipt_address: address },
    });
    expect(wrong.status).toBe(400);
    const ok = await call('PUT', '/member/person', {
      headers: { cookie },
      body: { ...person, receipt_address: { ...address, amphure_id: district.amphureId } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      firstname: 'ใหม่',
      telephone: '0899999999',
      receipt_address: { district_id: district.id, zip_code: district.zipCode },
    });
    const tooLong = await call('PUT', '/member/person', {
      headers: { cookie },
      body: { ...person, firstname: 'x'.repeat(65) },
      lang: 'th',
    });
    expect(tooLong.body.errors?.firstname?.[0]).toBe(translator('th')('error_max_firstname'));
  });

  it('stores a JPEG or PNG avatar resized to at most 1024 px, and refuses other content whatever its name', async () => {
    const member = await createMember();
    const api = callerWith({
      cookie: (await sessionCookie('member', member.id)).cookie,
      'accept-language': 'en',
    });
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const { image_url } = await api.member.account.updateAvatar({
      image: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(image_url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const file = path.join(uploadRoot(), image_url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await sharp(file).metadata()).width).toBe(1024);
    expect((await db.member.findUniqueOrThrow({ where: { id: member.id } })).imageUrl).toBe(
      image_url,
    );
    const fake = Buffer.from('<?php echo "not an image"; ?>').toString('base64');
    await expect(
      api.member.account.updateAvatar({ image: `data:image/jpeg;base64,${fake}` }),
    ).rejects.toMatchObject({ message: 'member.avatar_invalid_type' });
    const huge = Buffer.alloc(10_240_001, 0xff).toString('base64');
    await expect(api.member.account.updateAvatar({ image: huge })).rejects.toThrow();
  });

  it('records latest_accessed_at as the member uses the site, at most once a minute', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    expect(await callerWith().public.memberAuth.session()).toBeNull();
    const me = await callerWith({ cookie }).public.memberAuth.session();
    expect(me?.email).toBe(member.email);
    const first = (await db.member.findUniqueOrThrow({ where: { id: member.id } }))
      .latestAccessedAt;
    expect(first).not.toBeNull();
    await callerWith({ cookie }).member.me();
    expect(
      (await db.member.findUniqueOrThrow({ where: { id: member.id } })).latestAccessedAt,
    ).toEqual(first);
    await db.member.update({
      where: { id: member.id },
      data: { latestAccessedAt: new Date(Date.now() - 61_000) },
    });
    await callerWith({ cookie }).member.me();
    expect(
      (await db.member.findUniqueOrThrow({ where: { id: member.id } })).latestAccessedAt!.getTime(),
    ).toBeGreaterThan(Date.now() - 5000);
  });
});
