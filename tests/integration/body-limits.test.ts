import { proxyMatches } from './proxy-matcher';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as authPost } from '@/app/api/auth/[realm]/[...nextauth]/route';
import { POST as pageBody } from '@/app/api/page-body/route';
import { POST as notifyPost } from '@/app/api/payments/cybersource/notify/route';
import { POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import { RICH_TEXT_MAX } from '@/lib/admin/fields';
import { PASSWORD_MAX } from '@/lib/schemas/auth';
import nextConfig from '../../next.config';
import { db } from '@/server/db';
import { LARGE_BODY_READS_AT_ONCE, LARGE_BODY_READS_WAITING } from '@/server/http/body-limit';
import { translator } from '@/server/i18n/translate';
import { handleRest } from '@/server/rest/handle-rest';
import { authSessionService } from '@/server/services/auth-session-service';
import { botToken, createAdmin, createMember, freshIp, rest, sessionCookie } from './helpers';

/**
 * Request body limits (docs/policies/request-limits.md, src/server/http/body-limit.ts):
 * every door answers a body over its limit 413 in the shape of SPEC.md
 * section 8, in the caller's language, before reading it when its length is
 * declared and as soon as it passes the limit when it is not (chunked), and
 * an upload door reads nothing for a caller who is not signed in. And the
 * 128-character password maximum at every door that takes one.
 */
const MB = 1024 * 1024;
const SITE = 'http://localhost';

/** A body of `total` bytes without a declared length (chunked over HTTP), remembering how much of it was read. */
function countedStream(total: number, chunk = 64 * 1024) {
  let pulled = 0;
  const filler = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(chunk, total - pulled);
      pulled += size;
      controller.enqueue(size === chunk ? filler.slice() : filler.slice(0, size));
    },
  });
  return { stream, pulled: () => pulled };
}

/** A request whose Content-Length declares `declared` bytes (the body itself is small: nothing may read it). */
function declaring(
  url: string,
  declared: number,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  return new Request(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': freshIp(),
      'content-length': String(declared),
      ...headers,
    },
    body: '{}',
  });
}

function chunked(
  url: string,
  stream: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': freshIp(),
      ...headers,
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

const restDoor = (req: Request) =>
  handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));

async function expectTooLarge(res: Response, limit: number, lang: 'th' | 'en' = 'en') {
  expect(res.status).toBe(413);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as { message: string; error: unknown; errors: unknown };
  const formatted = new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-US').format(limit);
  expect(body).toEqual({
    message: translator(lang)('errors.body_too_large', { limit: formatted }),
    // The message to show; an upload door's as `{ message }` (SPEC.md section 7).
    error: expect.anything(),
    field: null,
    errors: {},
  });
  const error = body.error as string | { message: string };
  expect(typeof error === 'string' ? error : error.message).toBe(body.message);
  expect(body.message).toContain(formatted);
}

const saved = {
  request: process.env.REQUEST_BODY_MAX_BYTES,
  upload: process.env.UPLOAD_BODY_MAX_BYTES,
};
afterEach(() => {
  for (const [key, value] of [
    ['REQUEST_BODY_MAX_BYTES', saved.request],
    ['UPLOAD_BODY_MAX_BYTES', saved.upload],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

let adminToken = '';
let memberToken = '';
let memberCookie = '';
beforeAll(async () => {
  const admin = await createAdmin(['access/public_training']);
  adminToken = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
  const member = await createMember();
  memberToken = (await authSessionService(db).issue('member', member.id, false, 'api')).token;
  memberCookie = (await sessionCookie('member', member.id)).cookie;
});

describe('every door refuses a body over its limit with 413', () => {
  it("REST JSON (the login): a declared length over 1 MB is refused unread, in the caller's language", async () => {
    await expectTooLarge(await restDoor(declaring(`${SITE}/api/v1/login`, 100 * MB)), MB);
    await expectTooLarge(
      await restDoor(declaring(`${SITE}/api/v1/login`, MB + 1, { 'accept-language': 'th' })),
      MB,
      'th',
    );
    // Exactly the limit is read (and the login then refused for its content).
    const atLimit = await restDoor(declaring(`${SITE}/api/v1/login`, MB));
    expect(atLimit.status).toBe(400);
  });

  it('REST JSON without a length: counted while read, refused as soon as it passes the limit', async () => {
    const body = countedStream(100 * MB);
    await expectTooLarge(await restDoor(chunked(`${SITE}/api/v1/login`, body.stream)), MB);
    expect(body.pulled()).toBeLessThan(MB + 256 * 1024);
    const contact = countedStream(5 * MB);
    await expectTooLarge(await restDoor(chunked(`${SITE}/api/v1/contact`, contact.stream)), MB);
    expect(contact.pulled()).toBeLessThan(2 * MB);
  });

  it('tRPC: 1 MB for every call, declared or counted', async () => {
    await expectTooLarge(
      await trpcPost(declaring(`${SITE}/api/trpc/public.memberAuth.login?batch=1`, 100 * MB)),
      MB,
    );
    const body = countedStream(100 * MB);
    await expectTooLarge(
      await trpcPost(chunked(`${SITE}/api/trpc/public.memberAuth.login?batch=1`, body.stream)),
      MB,
    );
    expect(body.pulled()).toBeLessThan(MB + 256 * 1024);
  });

  it('tRPC: a procedure taking a file gets the encoded upload limit, and only for a signed-in member', async () => {
    const encoded = Math.ceil(10_305_536 / 3) * 4;
    // A guest is held to the request limit even on the slip procedure.
    await expectTooLarge(
      await trpcPost(declaring(`${SITE}/api/trpc/member.payments.submitSlip`, 2 * MB)),
      MB,
    );
    // A member may send a slip of up to 10,240,000 bytes, base64-encoded (the procedure then judges it).
    const slip = await trpcPost(
      declaring(`${SITE}/api/trpc/member.payments.submitSlip`, 2 * MB, {
        cookie: memberCookie,
      }).clone(),
    );
    expect(slip.status).not.toBe(413);
    await expectTooLarge(
      await trpcPost(
        declaring(`${SITE}/api/trpc/member.payments.submitSlip`, encoded + 1, {
          cookie: memberCookie,
        }),
      ),
      encoded,
    );
    // Batched with another call, the batch gets the larger limit only because it holds the file procedure.
    await expectTooLarge(
      await trpcPost(
        declaring(`${SITE}/api/trpc/public.memberAuth.login,public.contact.send?batch=1`, 2 * MB, {
          cookie: memberCookie,
        }),
      ),
      MB,
    );
  });

  it('an upload door: 10,240,000 bytes and the multipart around them, for a signed-in caller only', async () => {
    const limit = 10_305_536;
    await expectTooLarge(
      await restDoor(
        declaring(`${SITE}/api/v1/admin/upload`, 100 * MB, {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'multipart/form-data; boundary=x',
        }),
      ),
      limit,
    );
    // A guest is not read at all: 401 before a byte of a 5 MB body.
    const guest = countedStream(5 * MB);
    const refused = await restDoor(
      chunked(`${SITE}/api/v1/admin/upload`, guest.stream, {
        'content-type': 'multipart/form-data; boundary=x',
      }),
    );
    expect(refused.status).toBe(401);
    expect(guest.pulled()).toBeLessThan(256 * 1024);
    // Staff without a length: counted up to the limit.
    const staff = countedStream(30 * MB);
    await expectTooLarge(
      await restDoor(
        chunked(`${SITE}/api/v1/admin/upload`, staff.stream, {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'multipart/form-data; boundary=x',
        }),
      ),
      limit,
    );
    expect(staff.pulled()).toBeLessThan(limit + 256 * 1024);
    // A real upload of a few megabytes goes through to the image check.
    const form = new FormData();
    form.append('upload', new Blob([new Uint8Array(3 * MB)], { type: 'image/jpeg' }), 'big.jpg');
    const judged = await rest('POST', '/admin/upload', { token: adminToken, body: form });
    expect(judged.status).toBe(400);
  });

  it('reads upload-sized bodies a few at a time, and tells the caller to come back when too many wait', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    /** An upload that sends 64 KB when it is read, then waits for the gate before its end. */
    const held = (i: number) =>
      new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (!started.includes(i)) {
              started.push(i);
              controller.enqueue(new Uint8Array(64 * 1024));
              return;
            }
            await gate;
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
    const upload = (i: number) =>
      restDoor(
        chunked(`${SITE}/api/v1/admin/upload`, held(i), {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'multipart/form-data; boundary=x',
        }),
      );
    const calls = Array.from(
      { length: LARGE_BODY_READS_AT_ONCE + LARGE_BODY_READS_WAITING },
      (_, i) => upload(i),
    );
    // Two are being read (on a busy machine that may take a moment); the others wait without a
    // byte of theirs read, however long one waits.
    await vi.waitFor(() => expect(started.length).toBe(LARGE_BODY_READS_AT_ONCE), {
      timeout: 10_000,
    });
    const busy = await upload(999);
    // Answered (the time a whole request takes) while the waiting ones still have no byte read.
    expect(started.length).toBe(LARGE_BODY_READS_AT_ONCE);
    expect(busy.status).toBe(429);
    expect(await busy.json()).toEqual({
      message: translator('en')('errors.server_busy'),
      error: expect.anything(),
      field: null,
      errors: {},
    });
    release();
    const answers = await Promise.all(calls);
    // Each was read in its turn (and refused for its content: no file in it).
    expect(started.length).toBe(calls.length);
    for (const answer of answers) expect(answer.status).toBe(400);
  });

  it('the slip door takes the encoded upload over REST, and 1 MB is all a JSON door takes', async () => {
    const encoded = Math.ceil(10_305_536 / 3) * 4;
    const slip = await restDoor(
      declaring(`${SITE}/api/v1/member/payment_slip`, 2 * MB, {
        authorization: `Bearer ${memberToken}`,
      }).clone(),
    );
    expect(slip.status).not.toBe(413);
    await expectTooLarge(
      await restDoor(
        declaring(`${SITE}/api/v1/member/payment_slip`, encoded + 1, {
          authorization: `Bearer ${memberToken}`,
        }),
      ),
      encoded,
    );
    await expectTooLarge(
      await restDoor(
        declaring(
          `${SITE}/api/v1/member/person`,
          2 * MB,
          { authorization: `Bearer ${memberToken}` },
          'PUT',
        ),
      ),
      MB,
    );
  });

  it("next-auth's doors: 1 MB", async () => {
    const call = (req: Request) =>
      authPost(new NextRequest(req), {
        params: Promise.resolve({ realm: 'member', nextauth: ['callback', 'credentials'] }),
      });
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    };
    await expectTooLarge(
      await call(declaring(`${SITE}/api/auth/member/callback/credentials`, 100 * MB, headers)),
      MB,
    );
    const body = countedStream(100 * MB);
    await expectTooLarge(
      await call(chunked(`${SITE}/api/auth/member/callback/credentials`, body.stream, headers)),
      MB,
    );
    expect(body.pulled()).toBeLessThan(MB + 256 * 1024);
  });

  it("the card gateway's reply doors: 1 MB", async () => {
    await expectTooLarge(
      await notifyPost(
        declaring(`${SITE}/api/payments/cybersource/notify`, 100 * MB, {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ),
      MB,
    );
  });

  it('a page takes no body: such a request skips the proxy and is refused at /api/page-body, 413 over 1 MB, else 405', async () => {
    // Next.js would read a whole body for the proxy before anything answers: the proxy's matcher leaves these out.
    const matches = proxyMatches();
    const proxied = (path: string, headers: Record<string, string>) =>
      matches(path, { headers, cookies: {} } as never, {});
    expect(proxied('/contact', {})).toBe(true);
    expect(proxied('/contact', { 'content-length': '0' })).toBe(true);
    expect(proxied('/contact', { 'content-length': String(100 * MB) })).toBe(false);
    expect(proxied('/contact', { 'transfer-encoding': 'chunked' })).toBe(false);
    // next.config.ts sends them to /api/page-body instead.
    const { beforeFiles } = (await nextConfig('phase-production-server').rewrites!()) as {
      beforeFiles: { source: string; has: { key: string }[]; destination: string }[];
    };
    expect(beforeFiles.map((r) => [r.has[0]!.key, r.destination])).toEqual([
      ['content-length', '/api/page-body'],
      ['transfer-encoding', '/api/page-body'],
    ]);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await expectTooLarge(await pageBody(declaring(`${SITE}/api/page-body`, 100 * MB, form)), MB);
    const body = countedStream(100 * MB);
    await expectTooLarge(await pageBody(chunked(`${SITE}/api/page-body`, body.stream, form)), MB);
    expect(body.pulled()).toBeLessThan(MB + 256 * 1024);
    await expectTooLarge(
      await pageBody(
        declaring(`${SITE}/api/page-body`, 2 * MB, { ...form, 'accept-language': 'th' }),
      ),
      MB,
      'th',
    );
    const small = await pageBody(
      new Request(`${SITE}/api/page-body`, {
        method: 'POST',
        body: 'a=b',
        headers: { ...form, 'accept-language': 'en' },
      }),
    );
    expect(small.status).toBe(405);
    expect(small.headers.get('allow')).toBe('GET, HEAD');
    expect(await small.json()).toEqual({
      message: translator('en')('errors.method_not_allowed'),
      error: expect.any(String),
      field: null,
      errors: {},
    });
  });

  it('takes the largest valid content save: a news item with two rich texts of the longest length in Thai', async () => {
    const staff = await createAdmin(['access/news']);
    const token = (await authSessionService(db).issue('admin', staff.id, false, 'api')).token;
    const category = await db.newsCategory.findFirstOrThrow();
    const paragraph = '<p>ศูนย์บริการวิชาการและวิจัย "ทดสอบ"</p>';
    const body = paragraph.repeat(Math.floor(RICH_TEXT_MAX / paragraph.length));
    const json = JSON.stringify({
      news_category_id: category.id,
      published_at: '2026-11-01 09:00',
      status: 0,
      lang: { th: { name: 'ยาว', body }, en: { name: 'Long', body } },
    });
    expect(new TextEncoder().encode(json).byteLength).toBeGreaterThan(450_000);
    expect(new TextEncoder().encode(json).byteLength).toBeLessThan(MB);
    const res = await restDoor(
      new Request(`${SITE}/api/v1/admin/news`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-forwarded-for': freshIp(),
        },
        body: json,
      }),
    );
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  });

  it('takes its limits from REQUEST_BODY_MAX_BYTES and UPLOAD_BODY_MAX_BYTES', async () => {
    process.env.REQUEST_BODY_MAX_BYTES = '100000';
    await expectTooLarge(await restDoor(declaring(`${SITE}/api/v1/login`, 100_001)), 100_000);
    process.env.UPLOAD_BODY_MAX_BYTES = '2000000';
    await expectTooLarge(
      await restDoor(
        declaring(`${SITE}/api/v1/admin/upload`, 2_000_001, {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'multipart/form-data; boundary=x',
        }),
      ),
      2_000_000,
    );
  });
});

describe('a password is at most 128 characters', () => {
  const long = 'p'.repeat(PASSWORD_MAX + 1);
  const longest = 'p'.repeat(PASSWORD_MAX);
  const passwordError = async (res: Response, field: string, lang: 'th' | 'en' = 'en') => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors[field]?.[0]).toBe(
      translator(lang)('error_max_password', { maximum: PASSWORD_MAX }),
    );
    expect(body.errors[field]?.[0]).toContain('128');
  };

  it("at login (REST), in the caller's language, before any hash is computed", async () => {
    const member = await createMember();
    await passwordError(
      await rest('POST', '/login', { body: { email: member.email, password: long } }),
      'password',
    );
    await passwordError(
      await rest('POST', '/login', { body: { email: member.email, password: long }, lang: 'th' }),
      'password',
      'th',
    );
    await passwordError(
      await rest('POST', '/admin/login', { body: { email: 'admin@example.com', password: long } }),
      'password',
    );
  });

  it('when registering: 129 refused, 128 taken', async () => {
    const email = `long-pass-${Date.now()}@example.test`;
    const input = {
      firstname: 'ยาว',
      lastname: 'รหัส',
      telephone: '0812345678',
      email,
      email_confirmation: email,
      accept_terms: true,
    };
    await passwordError(
      await rest('POST', '/register', {
        body: { ...input, password: long, password_confirmation: long, token: await botToken() },
      }),
      'password',
    );
    const ok = await rest('POST', '/register', {
      body: {
        ...input,
        password: longest,
        password_confirmation: longest,
        token: await botToken(),
      },
    });
    expect(ok.status).toBeLessThan(300);
    expect((await rest('POST', '/login', { body: { email, password: longest } })).status).toBe(200);
  });

  it("when changing one's own password, resetting it, or staff setting it", async () => {
    const member = await createMember('first-pass');
    await passwordError(
      await rest('PUT', '/member/change_password', {
        token: (await authSessionService(db).issue('member', member.id, false, 'api')).token,
        body: { current_password: 'first-pass', password: long, password_confirmation: long },
      }),
      'password',
    );
    await passwordError(
      await rest('PUT', '/member/change_password', {
        token: (await authSessionService(db).issue('member', member.id, false, 'api')).token,
        body: {
          current_password: long,
          password: 'second-pass',
          password_confirmation: 'second-pass',
        },
      }),
      'current_password',
    );
    await passwordError(
      await rest('PUT', '/member/update_password/some-token', {
        body: { email: member.email, password: long, password_confirmation: long },
      }),
      'password',
    );
    const staff = await createAdmin(['access/user']);
    const staffToken = (await authSessionService(db).issue('admin', staff.id, false, 'api')).token;
    await passwordError(
      await rest('PUT', `/admin/users/${staff.id}/password`, {
        token: staffToken,
        body: { password: long, password_confirmation: long },
      }),
      'password',
    );
  });
});
