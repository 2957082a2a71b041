import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { refuseCrossSite } from '@/server/http/cross-site-guard';
import { translator } from '@/server/i18n/translate';
import { bannerService } from '@/server/services/banner-service';
import { publicSiteUrl } from '@/server/site-url';
import { authSessionService } from '@/server/services/auth-session-service';
import { createAdmin, rest, sessionCookie } from './helpers';

/**
 * Headers a client can write itself are believed only from the proxies
 * TRUSTED_PROXY_HOPS and TRUSTED_PROXIES declare (src/server/http/proxies.ts),
 * and links
 * staff put on pages stay on this site when they look like its paths
 * (src/lib/safe-link.ts).
 */
const SITE = 'http://localhost';
const saved = process.env.TRUSTED_PROXY_HOPS;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = saved;
});

let adminCookie = '';
let bannerToken = '';
beforeAll(async () => {
  const admin = await createAdmin(['access/banner']);
  adminCookie = (await sessionCookie('admin', admin.id)).cookie;
  bannerToken = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
});

/**
 * A forged POST from another site, as a browser without Sec-Fetch-Site sends it, with an
 * X-Forwarded-Host naming the forger's origin, over a connection from `peer` (the last
 * X-Forwarded-For entry, which the server itself appends: socket-address.ts).
 */
const forged = (forwardedHost: string, peer = '127.0.0.1') =>
  new Request(`${SITE}/api/v1/admin/roles`, {
    method: 'POST',
    headers: {
      cookie: adminCookie,
      origin: 'https://evil.example',
      'x-forwarded-for': peer,
      'x-forwarded-host': forwardedHost,
      'content-type': 'application/json',
    },
    body: '{}',
  });

describe('X-Forwarded-Host is believed only from a trusted proxy', () => {
  it("the forgery guard does not take a client's X-Forwarded-Host as this site's host", () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    expect(refuseCrossSite(forged('evil.example'))?.status).toBe(403);
  });

  it("behind a proxy, the host it sets (the last entry) is this site's; what a client wrote before it is not", () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(refuseCrossSite(forged('localhost, evil.example'))).toBeNull();
    expect(refuseCrossSite(forged('evil.example, portal.example.ac.th'))?.status).toBe(403);
    // A client that reached the instance around the proxy (not from TRUSTED_PROXIES) is not believed.
    expect(refuseCrossSite(forged('localhost', '203.0.113.5'))?.status).toBe(403);
    const own = new Request(`${SITE}/api/v1/admin/roles`, {
      method: 'POST',
      headers: {
        cookie: adminCookie,
        origin: 'https://portal.example.ac.th',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-host': 'portal.example.ac.th',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(refuseCrossSite(own)).toBeNull();
  });

  it('links built from the request use X-Forwarded-Host and -Proto only from a trusted proxy', () => {
    const headers = (peer: string) =>
      new Headers({
        host: 'localhost:3000',
        'x-forwarded-for': peer,
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
    process.env.TRUSTED_PROXY_HOPS = '0';
    expect(publicSiteUrl(headers('127.0.0.1'))).toBe('http://localhost:3000');
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(publicSiteUrl(headers('127.0.0.1'))).toBe('https://evil.example');
    expect(publicSiteUrl(headers('203.0.113.5'))).toBe('http://localhost:3000');
  });
});

describe('a banner link that looks like a path must stay on this site', () => {
  const create = (linkUrl: string, lang: 'th' | 'en' = 'en') =>
    rest('POST', '/admin/banners', {
      token: bannerToken,
      lang,
      body: {
        category: 'HOME_HERO',
        link_url: linkUrl,
        status: 1,
        lang: { th: { name: 'แบนเนอร์' } },
      },
    });

  it('refuses /\\evil.example, //evil.example and the like with a translated 400 on link_url', async () => {
    for (const link of [
      '/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/.//evil.example',
    ]) {
      for (const lang of ['th', 'en'] as const) {
        const res = await create(link, lang);
        expect(res.status, link).toBe(400);
        const body = (await res.json()) as {
          error: string;
          field?: string;
          errors: Record<string, string[]>;
        };
        expect(body.field).toBe('link_url');
        expect(body.errors.link_url).toEqual([
          translator(lang)('admin_content.validation.link_leaves_site'),
        ]);
      }
    }
    const bad = await create('javascript:alert(1)');
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.link_url).toEqual([
      translator('en')('admin_content.validation.invalid_link'),
    ]);
  });

  it('takes a path of this site or a web address, and shows no link for one stored before the rule', async () => {
    expect((await create('/public-training')).status).toBeLessThan(300);
    expect((await create('https://www.example.ac.th/')).status).toBeLessThan(300);
    const old = await db.banner.create({
      data: {
        category: 'HOME_HERO',
        linkUrl: '/\\evil.example',
        status: true,
        sortOrder: -1000,
        translations: {
          create: [
            { languageId: 1, name: 'เก่า' },
            { languageId: 2, name: 'Old' },
          ],
        },
      },
    });
    const shown = await bannerService(db).list('HOME_HERO', 'en');
    expect(shown.find((b) => b.id === old.id)?.linkUrl).toBeNull();
    await db.banner.delete({ where: { id: old.id } });
  });

  it("staff's own picture must be an uploaded path too", async () => {
    const staff = await createAdmin([]);
    const token = (await authSessionService(db).issue('admin', staff.id, false, 'api')).token;
    const res = await rest('PUT', `/admin/users/profile/${staff.id}`, {
      token,
      body: { firstname: 'A', email: staff.email, image_url: '//evil.example/x.png' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.image_url).toEqual([
      translator('en')('admin_content.validation.image_not_uploaded'),
    ]);
  });
});
