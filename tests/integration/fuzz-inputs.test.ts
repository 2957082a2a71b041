import { proxyMatches } from './proxy-matcher';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as trpcGet, POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import type { Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { idPageRoutes } from '@/lib/ids';
import { permissions } from '@/lib/permissions';
import { TRPC_MAX_BATCH_SIZE } from '@/lib/trpc-batch';
import { proxy } from '@/proxy';
import { db } from '@/server/db';
import { handleRest } from '@/server/rest/handle-rest';
import { HOSTILE_IDS } from '../support/hostile-inputs';
import { createAdmin, createMember, freshIp, rest, sessionCookie } from './helpers';

/**
 * The inputs of the security probe that answered 500,
 * and tRPC's raw JavaScript messages and unbounded batches,
 * sent over both doors exactly as a client sends them: REST through the
 * adapter, tRPC through the HTTP handler of /api/trpc. Each must answer a
 * 4xx in the shape of SPEC.md section 8 with a translated message.
 */

/** A lone high surrogate: JSON.stringify writes it as the escape "\ud800", which JSON.parse turns back into one. */
const LONE = 'a\ud800';
/** The same in a URL: the UTF-8 bytes of U+D800, which no decoder accepts. */
const LONE_IN_URL = 'a%ED%A0%80';
const MALFORMED_COOKIE = 'foo=%ZZ';
const OVER_LONG = '99999999999999999999';

/** Every message of a language, as patterns ({{maximum}} matches one word or number); not those that are only a placeholder. */
function translations(locale: Locale): RegExp[] {
  const out: RegExp[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.replace(/\{\{\w+\}\}/g, '').trim().length >= 4) {
      out.push(
        new RegExp(
          `^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '\\S+')}$`,
        ),
      );
    }
    if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(messages[locale]);
  return out;
}
const known = { th: translations('th'), en: translations('en') };

/** A message a person can read in the call's language: a translation, never a key, never JavaScript's or a driver's own words. */
function expectTranslated(message: unknown, locale: Locale) {
  expect(typeof message).toBe('string');
  const text = message as string;
  expect(text).not.toMatch(
    /Cannot destructure|of undefined|of null|in JSON|at position|Unexpected token|prisma|invocation|Batch call|needs to be an object|[A-Z][a-z]+Error\b/,
  );
  expect(text).not.toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  expect(
    known[locale].some((pattern) => pattern.test(text)),
    `"${text}" is a ${locale} message`,
  ).toBe(true);
}

/** SPEC.md section 8 over REST: 4xx, a translated `message` repeated in `error`, `field` (the first field or null) and `errors` (field -> messages). */
async function expectRestRefusal(res: Response, locale: Locale = 'en', field?: string) {
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as {
    message: unknown;
    error: unknown;
    field: unknown;
    errors: Record<string, unknown>;
  };
  expectTranslated(body.message, locale);
  // The message to show; an upload door's as `{ message }` (SPEC.md section 7).
  expect(
    typeof body.error === 'string' ? body.error : (body.error as { message?: unknown }).message,
  ).toBe(body.message);
  expect(body.field === null || typeof body.field === 'string').toBe(true);
  expect(typeof body.errors).toBe('object');
  for (const list of Object.values(body.errors)) {
    expect(Array.isArray(list)).toBe(true);
    for (const m of list as unknown[]) expectTranslated(m, locale);
  }
  if (field) {
    expect(body.field).toBe(field);
    expect(body.errors[field]).toContain(body.message);
  }
  return body;
}

async function expectRestOk(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** A raw REST call, for bodies the helper would encode as JSON. */
function restRaw(method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
  const req = new Request(`http://localhost/api/v1${path}`, {
    method,
    headers: { 'accept-language': 'en', 'x-forwarded-for': freshIp(), ...headers },
    body,
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}

interface TrpcInit {
  cookie?: string;
  locale?: Locale;
  /** Sent as it is (not wrapped in superjson's { json }). */
  rawBody?: string;
}

/** One tRPC call over HTTP, as the browser's batch link sends it, through the real handler of /api/trpc. */
function trpc(
  method: 'GET' | 'POST',
  path: string,
  input: unknown,
  init: TrpcInit = {},
  query = '',
) {
  const headers: Record<string, string> = {
    'x-i18next-current-language': init.locale ?? 'en',
    'x-forwarded-for': freshIp(),
  };
  if (init.cookie) headers.cookie = init.cookie;
  if (method === 'GET') {
    const search =
      input === undefined
        ? query
        : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}${query ? `&${query.slice(1)}` : ''}`;
    return trpcGet(new Request(`http://localhost/api/trpc/${path}${search}`, { headers }));
  }
  headers['content-type'] = 'application/json';
  const body = init.rawBody ?? JSON.stringify({ json: input });
  return trpcPost(
    new Request(`http://localhost/api/trpc/${path}${query}`, { method: 'POST', headers, body }),
  );
}

interface TrpcErrorBody {
  error: {
    json: {
      message: unknown;
      data: {
        code: string;
        httpStatus: number;
        field: unknown;
        fieldErrors: Record<string, unknown>;
      };
    };
  };
}

/** tRPC's error envelope, with the same translated message and field errors. */
async function expectTrpcRefusal(res: Response, locale: Locale = 'en', field?: string) {
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const parsed = JSON.parse(text) as TrpcErrorBody | TrpcErrorBody[];
  for (const one of Array.isArray(parsed) ? parsed : [parsed]) {
    const { message, data } = one.error.json;
    expectTranslated(message, locale);
    expect(data.httpStatus).toBe(res.status);
    for (const list of Object.values(data.fieldErrors))
      for (const m of list as unknown[]) expectTranslated(m, locale);
    if (field) {
      expect(data.field).toBe(field);
      expect(data.fieldErrors[field]).toContain(message);
    }
  }
}

let adminCookie: string;
let adminToken: string;
let memberCookie: string;
let memberToken: string;
let roleId: number;
let inhouseTrainingId: number;
let serviceId: number;

beforeAll(async () => {
  const admin = await createAdmin([...permissions]);
  ({ cookie: adminCookie, token: adminToken } = await sessionCookie('admin', admin.id));
  const member = await createMember();
  ({ cookie: memberCookie, token: memberToken } = await sessionCookie('member', member.id));
  roleId = (await db.role.create({ data: { name: `fuzz-${Date.now().toString(36)}` } })).id;
  inhouseTrainingId = (await db.inhouseTraining.findFirstOrThrow({ where: { status: true } })).id;
  serviceId = (await db.service.findFirstOrThrow({ where: { status: true } })).id;
});

const contact = (name: string) => ({
  name,
  email: 'fuzz@example.test',
  subject: 'Fuzz',
  message: 'Hello',
});
const inhouseRequest = (contact_name: string) => ({
  inhouse_training_id: inhouseTrainingId,
  contact_name,
  email: 'fuzz@example.test',
  telephone: '0812345678',
});
const serviceRequest = (contact_name: string) => ({
  service_id: serviceId,
  contact_name,
  email: 'fuzz@example.test',
  telephone: '0812345678',
  message: 'Hello',
});

describe('a NUL character in text is a 400 naming the field (PostgreSQL text cannot hold one), never a database error', () => {
  it('over tRPC and REST, in a body and in a query string', async () => {
    await expectTrpcRefusal(
      await trpc('POST', 'public.contact.send', contact('Nul\u0000Name'), { locale: 'th' }),
      'th',
      'name',
    );
    await expectTrpcRefusal(
      await trpc('GET', 'public.news.list', { filter_keyword: 'a\u0000' }),
      'en',
      'filter_keyword',
    );
    await expectRestRefusal(
      await rest('POST', '/services/services', { body: serviceRequest('x\u0000y') }),
      'en',
      'contact_name',
    );
    await expectRestRefusal(
      await rest('GET', '/services/public_trainings?filter_name=%00'),
      'en',
      'filter_name',
    );
    await expectRestRefusal(
      await rest('GET', '/admin/search?filter_name=a%00', { token: adminToken }),
      'en',
      'filter_name',
    );
  });
});

describe('a lone surrogate in text is a 400 naming the field, never a database error', () => {
  it('over REST: the contact form and both request forms (th and en)', async () => {
    for (const locale of ['en', 'th'] as const) {
      await expectRestRefusal(
        await rest('POST', '/contact', { body: contact(LONE), lang: locale }),
        locale,
        'name',
      );
      await expectRestRefusal(
        await rest('POST', '/services/inhouse_trainings', {
          body: inhouseRequest(LONE),
          lang: locale,
        }),
        locale,
        'contact_name',
      );
      await expectRestRefusal(
        await rest('POST', '/services/services', { body: serviceRequest(LONE), lang: locale }),
        locale,
        'contact_name',
      );
    }
    // In a key too, and deep in a nested value.
    await expectRestRefusal(
      await rest('POST', '/contact', { body: { ...contact('Fuzz'), [LONE]: 1 } }),
      'en',
      LONE,
    );
    await expectRestRefusal(
      await rest('POST', '/contact', { body: { ...contact('Fuzz'), website: [[{ x: LONE }]] } }),
      'en',
      'website.0.0.x',
    );
  });

  it('over REST: admin.search, admin.users.list, admin.roles.update and the list filters', async () => {
    const auth = { token: adminToken };
    await expectRestRefusal(
      await rest('PUT', `/admin/roles/${roleId}`, {
        ...auth,
        body: { name: LONE, permissions: [] },
      }),
      'en',
      'name',
    );
    const anonymous = await rest('PUT', `/admin/roles/${roleId}`, {
      body: { name: LONE, permissions: [] },
    });
    expect(anonymous.status).toBe(401);
    await expectRestRefusal(anonymous);
    // A query string cannot carry a lone surrogate (its bytes decode to U+FFFD): an ordinary search that finds nothing.
    await expectRestOk(await rest('GET', `/admin/search?filter_name=${LONE_IN_URL}`, auth));
    await expectRestOk(
      await rest('GET', `/admin/users?firstname=${LONE_IN_URL}&email=${LONE_IN_URL}`, auth),
    );
    await expectRestOk(await rest('GET', `/admin/news?search=${LONE_IN_URL}`, auth));
    // The list's `filters` is JSON in the query string, and JSON can carry one.
    await expectRestRefusal(
      await rest(
        'GET',
        `/admin/news?filters=${encodeURIComponent(JSON.stringify({ news_category_id: LONE, status: '1' }))}`,
        auth,
      ),
    );
    await expectRestOk(await rest('GET', `/services/public_trainings?filter_name=${LONE_IN_URL}`));
    await expectRestOk(await rest('GET', `/news?filter_keyword=${LONE_IN_URL}`));
  });

  it('over tRPC: the contact form and both request forms', async () => {
    for (const locale of ['en', 'th'] as const) {
      await expectTrpcRefusal(
        await trpc('POST', 'public.contact.send', contact(LONE), { locale }),
        locale,
        'name',
      );
      await expectTrpcRefusal(
        await trpc('POST', 'public.inhouseTrainings.request', inhouseRequest(LONE), { locale }),
        locale,
        'contact_name',
      );
      await expectTrpcRefusal(
        await trpc('POST', 'public.services.request', serviceRequest(LONE), { locale }),
        locale,
        'contact_name',
      );
    }
  });

  it('over tRPC: the list filters, admin.search, admin.users.list and admin.roles.update', async () => {
    await expectTrpcRefusal(
      await trpc('GET', 'public.publicTrainings.list', { filter_name: LONE }),
      'en',
      'filter_name',
    );
    await expectTrpcRefusal(
      await trpc('GET', 'public.news.list', { filter_keyword: LONE }),
      'en',
      'filter_keyword',
    );
    const admin = { cookie: adminCookie };
    await expectTrpcRefusal(
      await trpc('GET', 'admin.news.list', { search: LONE }, admin),
      'en',
      'search',
    );
    await expectTrpcRefusal(
      await trpc('GET', 'admin.search', { filter_name: LONE }, admin),
      'en',
      'filter_name',
    );
    await expectTrpcRefusal(
      await trpc('GET', 'admin.users.list', { firstname: LONE }, admin),
      'en',
      'firstname',
    );
    await expectTrpcRefusal(
      await trpc('POST', 'admin.roles.update', { id: roleId, name: LONE, permissions: [] }, admin),
      'en',
      'name',
    );
    // Who is calling is checked first, as for any other invalid input.
    const anonymous = await trpc('GET', 'admin.search', { filter_name: LONE });
    expect(anonymous.status).toBe(401);
    await expectTrpcRefusal(anonymous);
    // In a batch, only the call that carries it fails.
    const batch = await trpc(
      'GET',
      'public.news.list,public.news.list',
      undefined,
      {},
      `?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { filter_keyword: LONE } }, 1: { json: {} } }))}`,
    );
    const [bad, good] = (await batch.json()) as [TrpcErrorBody, { result: unknown }];
    expect(bad.error.json.data.httpStatus).toBe(400);
    expectTranslated(bad.error.json.message, 'en');
    expect(good.result).toBeDefined();
  });
});

describe('a malformed cookie is ignored, not a 500', () => {
  it('over REST, public and with a session beside it', async () => {
    await expectRestOk(await rest('GET', '/languages', { headers: { cookie: MALFORMED_COOKIE } }));
    const res = await rest('GET', '/admin/user', {
      headers: { cookie: `${MALFORMED_COOKIE}; ${adminCookie}` },
    });
    await expectRestOk(res);
    await expectRestOk(
      await rest('GET', '/member', { headers: { cookie: `${memberCookie}; ${MALFORMED_COOKIE}` } }),
    );
  });

  it('over tRPC', async () => {
    await expectRestOk(
      await trpc('GET', 'public.lookups.languages', undefined, { cookie: MALFORMED_COOKIE }),
    );
    await expectRestOk(
      await trpc('GET', 'admin.user', undefined, { cookie: `${MALFORMED_COOKIE}; ${adminCookie}` }),
    );
  });
});

describe('a malformed URL path is a 400', () => {
  it('over REST: /news/%E0%A4%A, in the shape of the section 8 errors', async () => {
    await expectRestRefusal(await rest('GET', '/news/%E0%A4%A'), 'en');
    await expectRestRefusal(await rest('GET', '/news/%E0%A4%A', { lang: 'th' }), 'th');
  });

  it('in the proxy, which Next.js runs before it decodes a path (and fails with a bare 500)', async () => {
    for (const url of ['/api/v1/news/%E0%A4%A', '/api/trpc/public.news.list%ZZ']) {
      const res = await proxy(
        new NextRequest(`http://localhost${url}`, { headers: { 'accept-language': 'en' } }),
      );
      await expectRestRefusal(res, 'en');
    }
    const page = await proxy(new NextRequest('http://localhost/news/%E0%A4%A'));
    expect(page.status).toBe(400);
    expectTranslated(await page.text(), 'th');
    // A well-formed escape in the API passes through untouched.
    const fine = await proxy(new NextRequest('http://localhost/api/v1/news/%31'));
    expect(fine.headers.get('x-middleware-next')).toBe('1');
    // Next.js sends exactly those API paths (the ones with an escape) through the proxy.
    // How Next.js compiles the proxy's matcher at build time (not in its public types).
    const matches = proxyMatches();
    const matched = (path: string) => matches(path, { headers: {}, cookies: {} } as never, {});
    expect(matched('/api/v1/news/%E0%A4%A')).toBe(true);
    expect(matched('/api/trpc/public.news.list%ZZ')).toBe(true);
    expect(matched('/api/v1/news/1')).toBe(false);
    expect(matched('/news/%E0%A4%A')).toBe(true);
  });
});

describe('numbers beyond the database integer are a 400', () => {
  it('over REST: filter_register_status_id and an id', async () => {
    await expectRestRefusal(
      await rest('GET', `/member/register_histories?filter_register_status_id=${OVER_LONG}`, {
        token: memberToken,
      }),
      'en',
      'filter_register_status_id.0',
    );
    await expectRestRefusal(
      await rest('GET', `/member/register_histories?filter_register_status_id=2,${OVER_LONG}`, {
        token: memberToken,
        lang: 'th',
      }),
      'th',
    );
    await expectRestOk(
      await rest('GET', '/member/register_histories?filter_register_status_id=2,3', {
        token: memberToken,
      }),
    );
    await expectRestRefusal(await rest('GET', `/news/${OVER_LONG}`), 'en');
    await expectRestRefusal(await rest('GET', `/news?filter_category_id=${OVER_LONG}`), 'en');
  });

  it('over tRPC', async () => {
    await expectTrpcRefusal(
      await trpc(
        'GET',
        'member.registrations.history',
        { filter_register_status_id: OVER_LONG },
        { cookie: memberCookie },
      ),
    );
    await expectTrpcRefusal(
      await trpc(
        'GET',
        'member.registrations.history',
        { filter_register_status_id: [2, Number(OVER_LONG)] },
        { cookie: memberCookie },
      ),
    );
    await expectTrpcRefusal(await trpc('GET', 'public.news.byId', { id: OVER_LONG }));
  });
});

describe('a multipart body with a wrong boundary to the admin upload is a 400', () => {
  it('over REST', async () => {
    const part =
      '--BBB\r\nContent-Disposition: form-data; name="upload"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--BBB--\r\n';
    const auth = { authorization: `Bearer ${adminToken}` };
    await expectRestRefusal(
      await restRaw(
        'POST',
        '/admin/upload',
        { ...auth, 'content-type': 'multipart/form-data; boundary=AAA' },
        part,
      ),
      'en',
    );
    await expectRestRefusal(
      await restRaw(
        'POST',
        '/admin/upload',
        { ...auth, 'content-type': 'multipart/form-data' },
        part,
      ),
      'en',
    );
    await expectRestRefusal(
      await restRaw(
        'POST',
        '/admin/upload',
        { ...auth, 'content-type': 'multipart/form-data; boundary=BBB', 'accept-language': 'th' },
        'garbage',
      ),
      'th',
    );
  });
});

describe('tRPC answers its own refusals in words, not JavaScript', () => {
  it('a body that is null, not JSON, or not an object', async () => {
    for (const rawBody of ['null', '{bad', '"x"']) {
      for (const locale of ['en', 'th'] as const)
        await expectTrpcRefusal(
          await trpc('POST', 'public.contact.send', undefined, { rawBody, locale }),
          locale,
        );
    }
    await expectTrpcRefusal(
      await trpc(
        'GET',
        'public.news.list',
        undefined,
        {},
        `?batch=1&input=${encodeURIComponent('{"0":null}')}`,
      ),
    );
    await expectTrpcRefusal(
      await trpc('GET', 'public.news.list', undefined, {}, `?batch=1&input=5`),
    );
    await expectTrpcRefusal(
      await trpc('GET', 'public.news.list', undefined, {}, `?input=${encodeURIComponent('{bad')}`),
    );
  });

  it('an unknown procedure and a wrong method', async () => {
    await expectTrpcRefusal(await trpc('GET', 'no.such.procedure', undefined));
    await expectTrpcRefusal(await trpc('GET', 'public.contact.send', undefined));
  });

  it(`a batch of more than ${TRPC_MAX_BATCH_SIZE} calls`, async () => {
    const batchOf = (n: number) => {
      const paths = Array.from({ length: n }, () => 'public.lookups.languages').join(',');
      const input = encodeURIComponent(
        JSON.stringify(
          Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: null }])),
        ),
      );
      return trpc('GET', paths, undefined, {}, `?batch=1&input=${input}`);
    };
    await expectRestOk(await batchOf(TRPC_MAX_BATCH_SIZE));
    // tRPC refuses the batch before it builds the request's context, so the answer is in the site's default language.
    const refused = await batchOf(TRPC_MAX_BATCH_SIZE + 1);
    await expectTrpcRefusal(refused.clone(), 'th');
    const body = (await refused.json()) as TrpcErrorBody;
    expect(body.error.json.message).toBe(messages.th.errors.batch_too_large);
    expect(refused.status).toBe(400);
    await expectTrpcRefusal(await batchOf(200), 'th');
  });
});

describe('a page address with an id is a 404 unless the id is written the one way an id is', () => {
  /** Where the proxy sends the request: the path Next.js renders, or null when it is passed on or redirected. */
  const rewrittenTo = (res: Response) => {
    const target = res.headers.get('x-middleware-rewrite');
    return target ? new URL(target).pathname : null;
  };

  it('for every page route with an id, in either language, signed in or not, before any login redirect', async () => {
    const cookies = ['', 'asc-member.session-token=x; asc-admin.session-token=y'];
    let checked = 0;
    for (const route of idPageRoutes) {
      // Each malformed id once per route, taking turns with the language prefix and the session cookies (the proxy is slow under vitest, which validates the settings on every read).
      for (const [i, id] of [...HOSTILE_IDS, '%31', '1%2F..'].entries()) {
        const prefix = i % 2 ? '/en' : '';
        const cookie = cookies[Math.floor(i / 2) % 2]!;
        const res = await proxy(
          new NextRequest(`http://localhost${prefix}${route.replace(':id', id)}`, {
            headers: cookie ? { cookie } : {},
          }),
        );
        expect(rewrittenTo(res), `${prefix}${route} with ${id}${cookie ? ', signed in' : ''}`).toBe(
          `${prefix || '/th'}/404`,
        );
        checked += 1;
      }
      // The one spelling of an id goes on to the page (or to the login it needs).
      const fine = await proxy(
        new NextRequest(`http://localhost${route.replace(':id', '2147483647')}`, {
          headers: { cookie: cookies[1]! },
        }),
      );
      expect(rewrittenTo(fine), route).toBe(`/th${route.replace(':id', '2147483647')}`);
    }
    expect(checked).toBeGreaterThan(300);
  });
});
