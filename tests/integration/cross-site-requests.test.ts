import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as authPost } from '@/app/api/auth/[realm]/[...nextauth]/route';
import { POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import { db } from '@/server/db';
import { refuseCrossSite } from '@/server/http/cross-site-guard';
import { handleRest } from '@/server/rest/handle-rest';
import { createAdmin, freshIp, sessionCookie } from './helpers';

const SITE = 'http://localhost';
const EVIL = 'https://evil.example';

let adminCookie: string;
let adminToken: string;
beforeAll(async () => {
  const admin = await createAdmin(['access/role']);
  const session = await sessionCookie('admin', admin.id);
  adminCookie = session.cookie;
  adminToken = (await sessionCookie('admin', admin.id)).token;
});

const roleName = (what: string) =>
  `csrf-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const roleExists = async (name: string) => (await db.role.count({ where: { name } })) > 0;

function restCall(headers: Record<string, string>, body: string) {
  const req = new Request(`${SITE}/api/v1/admin/roles`, {
    method: 'POST',
    headers: { 'accept-language': 'en', 'x-forwarded-for': freshIp(), ...headers },
    body,
  });
  return handleRest(req, '/admin/roles');
}

function trpcCall(headers: Record<string, string>, body: string) {
  return trpcPost(
    new Request(`${SITE}/api/trpc/admin.roles.create`, {
      method: 'POST',
      headers: { 'accept-language': 'en', 'x-forwarded-for': freshIp(), ...headers },
      body,
    }),
  );
}

async function expectRefused(res: Response, lang: 'th' | 'en' = 'en') {
  expect(res.status).toBe(403);
  const body = (await res.json()) as { message: string; error: unknown; errors: unknown };
  expect(body).toEqual({
    message:
      lang === 'en'
        ? expect.stringContaining("this site's own pages")
        : expect.stringContaining('เว็บไซต์นี้'),
    error: expect.any(String),
    field: null,
    errors: {},
  });
}

describe('cross-site request forgery', () => {
  describe('REST (/api/v1)', () => {
    it("refuses a cookie call from another origin, even as JSON, in the caller's language", async () => {
      const name = roleName('rest-origin');
      await expectRefused(
        await restCall(
          { cookie: adminCookie, origin: EVIL, 'content-type': 'application/json' },
          JSON.stringify({ name }),
        ),
      );
      await expectRefused(
        await restCall(
          {
            cookie: `${adminCookie}; i18next=th`,
            'sec-fetch-site': 'cross-site',
            'content-type': 'application/json',
          },
          JSON.stringify({ name }),
        ),
        'th',
      );
      expect(await roleExists(name)).toBe(false);
    });

    it('refuses a cookie call sent as text/plain or a plain form, which any page can send without asking', async () => {
      const name = roleName('rest-text');
      await expectRefused(
        await restCall(
          { cookie: adminCookie, 'content-type': 'text/plain' },
          JSON.stringify({ name }),
        ),
      );
      await expectRefused(
        await restCall(
          {
            cookie: adminCookie,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
          },
          `name=${name}`,
        ),
      );
      // A body without any content type (a Blob sent with mode: no-cors).
      const blob = new Request(`${SITE}/api/v1/admin/roles`, {
        method: 'POST',
        headers: { cookie: adminCookie, 'accept-language': 'en', 'content-length': '20' },
        body: JSON.stringify({ name }),
      });
      await expectRefused(await handleRest(blob, '/admin/roles'));
      expect(await roleExists(name)).toBe(false);
    });

    it("accepts the site's own JSON calls (Sec-Fetch-Site or Origin) and bearer calls from anywhere", async () => {
      const own = roleName('rest-own');
      expect(
        (
          await restCall(
            {
              cookie: adminCookie,
              'sec-fetch-site': 'same-origin',
              origin: SITE,
              'content-type': 'application/json',
            },
            JSON.stringify({ name: own }),
          )
        ).status,
      ).toBe(201);
      const byOrigin = roleName('rest-origin-ok');
      expect(
        (
          await restCall(
            {
              cookie: adminCookie,
              origin: SITE,
              host: 'localhost',
              'content-type': 'application/json',
            },
            JSON.stringify({ name: byOrigin }),
          )
        ).status,
      ).toBe(201);
      const bearer = roleName('rest-bearer');
      const res = await restCall(
        {
          authorization: `Bearer ${adminToken}`,
          origin: EVIL,
          'content-type': 'application/x-www-form-urlencoded',
        },
        `name=${bearer}`,
      );
      expect(res.status).toBe(201);
      expect(await roleExists(own)).toBe(true);
      expect(await roleExists(byOrigin)).toBe(true);
      expect(await roleExists(bearer)).toBe(true);
    });

    it('leaves reads and calls without a session cookie alone', async () => {
      const read = await handleRest(
        new Request(`${SITE}/api/v1/admin/roles`, {
          headers: { cookie: adminCookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
        }),
        '/admin/roles',
      );
      expect(read.status).toBe(200);
      const anonymous = await restCall(
        { origin: EVIL, 'content-type': 'application/json' },
        JSON.stringify({ name: roleName('anon') }),
      );
      expect(anonymous.status).toBe(401);
    });
  });

  describe('tRPC (/api/trpc)', () => {
    it("refuses a cookie mutation from another origin or as text/plain, and runs the site's own", async () => {
      const name = roleName('trpc');
      const body = JSON.stringify({ json: { name, permissions: [] } });
      await expectRefused(
        await trpcCall(
          { cookie: adminCookie, origin: EVIL, 'content-type': 'application/json' },
          body,
        ),
      );
      await expectRefused(
        await trpcCall({ cookie: adminCookie, 'content-type': 'text/plain' }, body),
      );
      expect(await roleExists(name)).toBe(false);
      const ok = await trpcCall(
        {
          cookie: adminCookie,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        body,
      );
      expect(ok.status).toBe(200);
      expect(await roleExists(name)).toBe(true);
    });

    it('runs a bearer mutation from another origin', async () => {
      const name = roleName('trpc-bearer');
      const res = await trpcCall(
        { authorization: `Bearer ${adminToken}`, origin: EVIL, 'content-type': 'application/json' },
        JSON.stringify({ json: { name, permissions: [] } }),
      );
      expect(res.status).toBe(200);
      expect(await roleExists(name)).toBe(true);
    });
  });

  describe('next-auth (/api/auth)', () => {
    const authCall = (path: string, headers: Record<string, string>) =>
      authPost(
        new NextRequest(`${SITE}/api/auth/member/${path}`, {
          method: 'POST',
          headers: {
            'accept-language': 'en',
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          },
          body: 'email=a%40example.test&password=x&csrfToken=t',
        }),
        {
          params: Promise.resolve({ realm: 'member', nextauth: path.split('/') }),
        },
      );

    it('refuses a login or logout posted from another site, with or without cookies', async () => {
      await expectRefused(await authCall('callback/credentials', { origin: EVIL }));
      await expectRefused(
        await authCall('signout', { cookie: adminCookie, 'sec-fetch-site': 'cross-site' }),
      );
      await expectRefused(
        await authCall('callback/credentials', {
          'sec-fetch-site': 'same-origin',
          'content-type': 'text/plain',
        }),
      );
    });

    it("lets the site's own urlencoded forms through", () => {
      const own = new Request(`${SITE}/api/auth/member/callback/credentials`, {
        method: 'POST',
        headers: {
          origin: SITE,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'a=b',
      });
      expect(refuseCrossSite(own, { always: true, forms: true })).toBeNull();
    });
  });
});
