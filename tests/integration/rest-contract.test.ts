import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as openApiJson } from '@/app/api/v1/openapi.json/route';
import { messages } from '@/i18n/messages';
import { translator } from '@/server/i18n/translate';
import { type Endpoint, endpoints } from './rest-contract-endpoints';
import { contractFixtures, type Fixtures } from './rest-contract-fixtures';
import { rest } from './helpers';

/**
 * The REST contract: every endpoint of SPEC.md section 7 (the
 * hand-kept list in rest-contract-endpoints.ts) is in /api/v1/openapi.json
 * with its auth, answers as the document says (responses validated against
 * the document's own schemas), refuses the wrong token, and never answers a
 * camelCase key or a satang amount. Pending endpoints must be absent and
 * answer the adapter's 404 until they are built and un-marked.
 */

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        security: Record<string, unknown>[];
        responses: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};

let doc: Doc;
let ajv: Ajv2020;
let f: Fixtures;
const notFound = translator('en')('errors.not_found');

beforeAll(async () => {
  const res = openApiJson(new Request('http://localhost/api/v1/openapi.json'));
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  // Dates are ISO 8601 with an offset (docs/api.md), never a bare UTC "Z".
  ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$/);
  ajv.addFormat('date', /^\d{4}-\d\d-\d\d$/);
  ajv.addFormat('binary', () => true);
  ajv.addSchema(doc, 'openapi.json');
  f = await contractFixtures();
});

/** A path of the list as the document writes it: the spec names one position differently by verb ({news_id}, {ids}); the document uses one name per position, so paths are compared by shape. */
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');
const docPath = (path: string) =>
  Object.keys(doc.paths).find((p) => shape(p) === shape(`/api/v1${path}`)) ?? `/api/v1${path}`;
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Validates an answer against the document's schema of that operation and status. */
function expectDocumented(e: Endpoint, status: number, body: unknown) {
  const response = doc.paths[docPath(e.path)]?.[e.method.toLowerCase()]?.responses[String(status)];
  expect(response, `${e.method} ${e.path} documents status ${status}`).toBeDefined();
  const validate = ajv.getSchema(
    `openapi.json#/${pointer('paths', docPath(e.path), e.method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`,
  );
  expect(validate, `${e.method} ${e.path} ${status} has a JSON schema`).toBeDefined();
  const valid = validate!(body);
  expect(
    valid ? [] : validate!.errors,
    `${e.method} ${e.path} ${status} answers as documented`,
  ).toEqual([]);
  expectSpecNames(body, `${e.method} ${e.path}`);
  expectNoLocaleKeys(body, `${e.method} ${e.path}`);
}

/** `group.key` of a locale group standing alone: text the server forgot to translate. */
const localeKey = new RegExp(
  `^(?:${Object.keys(messages.en).join('|')})\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*$`,
);

/** No text of an answer is a raw locale key (`admin_registrations.history_note.receipt_issued`). */
function expectNoLocaleKeys(value: unknown, where: string, at = '$') {
  if (typeof value === 'string')
    return expect(value, `${where} ${at} is a locale key`).not.toMatch(localeKey);
  if (Array.isArray(value))
    return value.forEach((v, i) => expectNoLocaleKeys(v, where, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) expectNoLocaleKeys(v, where, `${at}.${key}`);
}

/** No camelCase key and no satang amount anywhere in an answer. */
function expectSpecNames(value: unknown, where: string, at = '$') {
  if (Array.isArray(value))
    return value.forEach((v, i) => expectSpecNames(v, where, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    expect(key, `${where} ${at}.${key} is snake_case`).not.toMatch(/[a-z0-9][A-Z]/);
    expect(key, `${where} ${at}.${key} is not satang`).not.toMatch(/satang/i);
    expectSpecNames(v, where, `${at}.${key}`);
  }
}

function urlOf(
  e: Endpoint,
  sample: { params?: Record<string, string | number>; query?: Record<string, string | number> },
) {
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(sample.params?.[name] ?? '1')),
  );
  const query = new URLSearchParams(
    Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

const tokenFor = (e: Endpoint) =>
  e.auth === 'member'
    ? f.memberToken
    : e.auth === 'admin' || e.auth === 'any-admin'
      ? f.adminToken
      : undefined;
/** A staff door takes a staff token or an API token (docs/api-tokens.md), except the doors about one's own sign-in and account. */
const securityOf = (e: Endpoint) =>
  e.auth === 'public'
    ? []
    : e.auth === 'member'
      ? [{ memberBearer: [] }]
      : e.sessionOnly
        ? [{ adminBearer: [] }]
        : [{ adminBearer: [] }, { apiToken: [] }];

async function jsonOf(res: Response) {
  expect(res.headers.get('content-type') ?? '', 'answers JSON').toContain('application/json');
  return res.json() as Promise<unknown>;
}

describe('the REST contract (SPEC.md section 7)', () => {
  it('lists each endpoint once, and every endpoint of the document is on the list', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      'listed twice',
    ).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${shape(path.replace(/^\/api\/v1/, ''))}`),
    );
    const listed = endpoints.map((e) => `${e.method} ${shape(e.path)}`);
    expect(
      documented.filter((k) => !listed.includes(k)),
      'documented but not on the contract list: add them',
    ).toEqual([]);
  });

  it('walks every endpoint of SPEC.md section 7: none is pending', () => {
    expect(endpoints.filter((x) => x.pending).map((x) => `${x.method} ${x.path}`)).toEqual([]);
  });

  for (const e of endpoints.filter((x) => x.pending)) {
    it(`${e.method} ${e.path} is pending (${e.pending}): absent from the document and not answering yet`, async () => {
      expect(
        doc.paths[docPath(e.path)]?.[e.method.toLowerCase()],
        'it is in the document now: un-mark it as pending and give it a sample',
      ).toBeUndefined();
      const res = await rest(e.method, urlOf(e, {}), {
        token: f.adminToken,
        body: e.method === 'GET' ? undefined : {},
      });
      const body = (await jsonOf(res)) as { message?: string };
      expect(
        [res.status, body.message],
        'it answers now: un-mark it as pending and give it a sample',
      ).toEqual([404, notFound]);
    });
  }

  for (const e of endpoints.filter((x) => !x.pending)) {
    it(`${e.method} ${e.path} (${e.auth}) is documented, refuses the wrong token and answers as documented`, async () => {
      const operation = doc.paths[docPath(e.path)]?.[e.method.toLowerCase()];
      expect(operation, 'in /api/v1/openapi.json').toBeDefined();
      expect(operation!.security).toEqual(securityOf(e));
      const sample = (await e.sample?.(f)) ?? {};
      const url = urlOf(e, sample);

      const anyBody = e.method === 'GET' ? undefined : {};
      if (e.auth !== 'public') {
        const guest = await rest(e.method, url, { body: anyBody });
        expect(guest.status, 'no token: 401').toBe(401);
        expectDocumented(e, 401, await jsonOf(guest));
        if (e.auth !== 'member') {
          const asMember = await rest(e.method, url, { token: f.memberToken, body: anyBody });
          expect(asMember.status, 'a member token on an admin endpoint: 403').toBe(403);
          expectDocumented(e, 403, await jsonOf(asMember));
        }
        if (e.auth === 'admin') {
          const unprivileged = await rest(e.method, url, {
            token: f.noPermissionToken,
            body: anyBody,
          });
          expect(unprivileged.status, 'an admin without the permission: 403').toBe(403);
          expectDocumented(e, 403, await jsonOf(unprivileged));
        }
      }

      const res = await rest(e.method, url, {
        token: sample.token ?? tokenFor(e),
        body: sample.body,
      });
      const ok = Object.keys(operation!.responses).find((s) => s.startsWith('2'))!;
      if (res.status !== Number(ok))
        expect({ status: res.status, body: await res.text() }).toEqual({
          status: Number(ok),
          body: '(the documented answer)',
        });
      if (!operation!.responses[ok]!.content?.['application/json']) {
        const type = Object.keys(operation!.responses[ok]!.content ?? {})[0]!;
        expect(res.headers.get('content-type')).toBe(type);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
        return;
      }
      const body = await jsonOf(res);
      expectDocumented(e, Number(ok), body);
      await e.check?.(body, f);
    });
  }

  it('answers bad input with 400 and the documented error shape, naming the field', async () => {
    const e = endpoints.find((x) => x.path === '/services/public_trainings')!;
    const res = await rest('GET', '/services/public_trainings?per_page=0');
    expect(res.status).toBe(400);
    const body = (await jsonOf(res)) as { field: string };
    expectDocumented(e, 400, body);
    expect(body.field).toBe('per_page');
  });

  it('carries the lang collection only when asked, keyed by language code with language_code', async () => {
    const plain = (await jsonOf(
      await rest('GET', `/services/public_trainings/${f.openTraining.id}`),
    )) as Record<string, unknown>;
    expect(plain.lang).toBeUndefined();
    const withLang = (await jsonOf(
      await rest('GET', `/services/public_trainings/${f.openTraining.id}?with=lang`, {
        lang: 'th',
      }),
    )) as { name: string; lang: Record<string, { language_code: string; name: string }> };
    expect(withLang.name).toBe('สัญญาการเชื่อมต่อ');
    expect(withLang.lang).toEqual({
      th: expect.objectContaining({ language_code: 'th', name: 'สัญญาการเชื่อมต่อ' }),
      en: expect.objectContaining({ language_code: 'en', name: 'Contract course' }),
    });
  });
});
