import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GET as trpcGet, POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import { permissions } from '@/lib/permissions';
import { appRouter } from '@/server/api/root';
import { handleRest } from '@/server/rest/handle-rest';
import type { RestRoute } from '@/server/rest/route';
import { restRoutes } from '@/server/rest/routes';
import {
  describeInput,
  DIGIT_SEARCHES,
  HOSTILE_IDS,
  hostileVariants,
  LEAKS,
  ODD_UNICODE,
  objectShape,
  seedOf,
  type Variant,
} from '../support/hostile-inputs';
import {
  createAdmin,
  createMember,
  freshIp,
  proceduresOf,
  type ProcedureShape,
  sessionCookie,
} from './helpers';

/**
 * Every tRPC procedure and every REST endpoint, called with hostile inputs
 * derived from its own zod schema (tests/support/hostile-inputs.ts), as an
 * administrator holding every permission, as a member and as nobody: no
 * answer may be a 5xx or show a stack trace, a source or module path.
 * The inputs are seeded, so a failure names a replayable call.
 */

const procedures = proceduresOf(appRouter)
  // Calls that end the session they are made with go last, so the others run with a live session.
  .sort(([a], [b]) => Number(/logout/i.test(a)) - Number(/logout/i.test(b)) || a.localeCompare(b));

interface Finding {
  call: string;
  variant: string;
  status: number;
  answer: string;
}

const findings: Finding[] = [];

async function check(call: string, variant: string, res: Response, refused = false) {
  const answer = await res.text();
  const leak = LEAKS.find((pattern) => pattern.test(answer));
  // An id spelt any other way is not an id: refused (4xx), never served as if it were the canonical one.
  const served = refused && res.status < 400;
  if (res.status >= 500 || leak || served)
    findings.push({
      call,
      variant,
      status: res.status,
      answer:
        answer.slice(0, 300) +
        (leak ? ` [shows ${leak}]` : '') +
        (served ? ' [served a malformed id]' : ''),
    });
}

/** A tRPC call over HTTP through the real handler of /api/trpc, as the browser's link sends it. */
async function trpc(
  type: ProcedureShape['_def']['type'],
  path: string,
  input: unknown,
  cookie?: string,
): Promise<Response> {
  const headers: Record<string, string> = {
    'x-i18next-current-language': 'en',
    'x-forwarded-for': freshIp(),
  };
  if (cookie) headers.cookie = cookie;
  const payload = JSON.stringify({ json: input });
  if (type === 'query')
    return trpcGet(
      new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent(payload)}`, {
        headers,
      }),
    );
  return trpcPost(
    new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: payload,
    }),
  );
}

/** A REST call through the adapter, as an integrator's HTTP client sends it. */
function restCall(
  route: RestRoute,
  path: string,
  query: string,
  body: BodyInit | undefined,
  contentType: string | undefined,
  token?: string,
): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': 'en', 'x-forwarded-for': freshIp() };
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  const req = new Request(`http://localhost/api/v1${path}${query}`, {
    method: route.method,
    headers,
    body,
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}

/** Path parameters that are not what the route expects. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'NaN',
  encodeURIComponent(ODD_UNICODE.replace('\ud800', '')),
  'a%ED%A0%80',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(8_000),
];
/** Whether a route's path carries an id: a parameter its schema declares an integer (the lookups' parent ids are lenient text: '' and '*' mean none). */
function takesIdInPath(route: RestRoute): boolean {
  if (!route.params) return false;
  const properties = (z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' })
    .properties ?? {}) as Record<string, { type?: string }>;
  return Object.values(properties).some((p) => p.type === 'integer');
}

/** The fields of an input that a person types a search into: each also gets digits-only searches beyond any id. */
const SEARCH_FIELD = /^(search|filter_name|filter_keyword|keyword|q)$/;

function pathWith(route: RestRoute, value: (name: string) => string): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => value(name));
}

/** A query string from a hostile value: objects as JSON, arrays as repeated names. */
function queryString(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return input === undefined ? '' : `?q=${encodeURIComponent(JSON.stringify(input))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const one of Array.isArray(value) ? value : [value])
      search.append(key, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Staff for the back office, the member for the member area, staff for the rest (public procedures ignore the session). */
const sessionFor = (path: string) => (path.startsWith('member.') ? memberCookie : adminCookie);

let adminCookie = '';
let adminToken = '';
let memberCookie = '';
let memberToken = '';
beforeAll(async () => {
  const admin = await createAdmin([...permissions]);
  ({ cookie: adminCookie, token: adminToken } = await sessionCookie('admin', admin.id));
  const member = await createMember();
  ({ cookie: memberCookie, token: memberToken } = await sessionCookie('member', member.id));
});

describe('every procedure and endpoint, fuzzed from its own schema', () => {
  it('finds what to fuzz', () => {
    expect(procedures.length).toBeGreaterThan(100);
    expect(restRoutes.length).toBeGreaterThan(80);
  });

  it('answers every tRPC procedure below 500 without a stack or a path (as staff with every permission, as a member, as nobody)', async () => {
    let calls = 0;
    for (const [path, procedure] of procedures) {
      if (procedure._def.type === 'subscription') continue;
      const schema = procedure._def.inputs[0];
      const variants = hostileVariants(schema, seedOf(path));
      const session = sessionFor(path);
      for (const variant of variants) {
        await check(
          `tRPC ${path} (signed in)`,
          `${variant.name}: ${describeInput(variant.input)}`,
          await trpc(procedure._def.type, path, variant.input, session),
        );
        calls += 1;
      }
      // Nobody: the door must still hold its shape before any input is read.
      for (const variant of variants.slice(0, 3)) {
        await check(
          `tRPC ${path} (anonymous)`,
          `${variant.name}: ${describeInput(variant.input)}`,
          await trpc(procedure._def.type, path, variant.input),
        );
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(1_000);
    expect(findings).toEqual([]);
  }, 300_000);

  it('answers every REST endpoint below 500 without a stack or a path (with its token, and without)', async () => {
    findings.length = 0;
    let calls = 0;
    for (const route of restRoutes) {
      const call = `${route.method} ${route.path}`;
      const token =
        route.auth === 'admin' ? adminToken : route.auth === 'member' ? memberToken : undefined;
      const seed = seedOf(call);
      const plausiblePath = pathWith(route, () => '2000000011');
      const sends = async (
        variant: string,
        path: string,
        query: string,
        body?: BodyInit,
        type?: string,
        withToken = token,
      ) => {
        await check(
          `REST ${call}${withToken ? '' : ' (anonymous)'}`,
          variant,
          await restCall(route, path, query, body, type, withToken),
        );
        calls += 1;
      };
      // Hostile path parameters.
      if (route.path.includes(':')) {
        for (const segment of HOSTILE_SEGMENTS)
          await sends(
            `path ${segment.slice(0, 40)}`,
            pathWith(route, () => segment),
            '',
          );
      }
      // Hostile query strings, from the query schema (or from nothing: unknown names).
      const queryVariants: Variant[] = route.query
        ? hostileVariants(route.query, seed, 10)
        : [
            {
              name: 'unknown names',
              input: { with: 'lang', page: '-1', per_page: '1e9', sort: ODD_UNICODE },
            },
          ];
      if (route.method === 'GET' || route.method === 'DELETE') {
        for (const v of queryVariants)
          await sends(
            `query ${v.name}: ${describeInput(v.input)}`,
            plausiblePath,
            queryString(v.input),
          );
      }
      // Hostile bodies: from the body schema as JSON, then not JSON at all.
      if (route.method !== 'GET') {
        const bodyVariants =
          route.body && objectShape(route.body)
            ? hostileVariants(route.body, seed + 1)
            : hostileVariants(undefined, seed + 1, 6);
        for (const v of bodyVariants)
          await sends(
            `body ${v.name}: ${describeInput(v.input)}`,
            plausiblePath,
            '',
            v.input === undefined ? undefined : JSON.stringify(v.input),
            'application/json',
          );
        await sends('invalid JSON', plausiblePath, '', '{"a": [1, 2,', 'application/json');
        await sends(
          'JSON declared, binary sent',
          plausiblePath,
          '',
          new Uint8Array([0xff, 0xfe, 0x00, 0x01]),
          'application/json',
        );
        await sends('multipart without a boundary', plausiblePath, '', 'x', 'multipart/form-data');
        await sends(
          'urlencoded odd Unicode',
          plausiblePath,
          '',
          `a=${encodeURIComponent(ODD_UNICODE.replace('\ud800', ''))}&b=%ZZ&c=a%ED%A0%80`,
          'application/x-www-form-urlencoded',
        );
      }
      if (token)
        await sends(
          'no token',
          plausiblePath,
          '',
          route.method === 'GET' ? undefined : '{}',
          route.method === 'GET' ? undefined : 'application/json',
          undefined,
        );
    }
    expect(calls).toBeGreaterThan(1_000);
    expect(findings).toEqual([]);
  }, 300_000);
});

describe('ids and digits-only searches at every door', () => {
  // Fresh sessions: the fuzz above ends its own with the logout procedures.
  beforeAll(async () => {
    const admin = await createAdmin([...permissions]);
    ({ cookie: adminCookie, token: adminToken } = await sessionCookie('admin', admin.id));
    const member = await createMember();
    ({ cookie: memberCookie, token: memberToken } = await sessionCookie('member', member.id));
  });

  it('refuses every other spelling of an id in every REST path (4xx, never 500, never the item as if the id were canonical)', async () => {
    findings.length = 0;
    let calls = 0;
    for (const route of restRoutes.filter(takesIdInPath)) {
      const token =
        route.auth === 'admin' ? adminToken : route.auth === 'member' ? memberToken : undefined;
      for (const segment of HOSTILE_IDS) {
        await check(
          `REST ${route.method} ${route.path}`,
          `path ${segment.slice(0, 40)}`,
          await restCall(
            route,
            pathWith(route, () => segment),
            '',
            undefined,
            undefined,
            token,
          ),
          true,
        );
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(1_000);
    expect(findings).toEqual([]);
  }, 300_000);

  it('searches a digits-only search beyond any id as text in every search field of every procedure and endpoint, never a 500', async () => {
    findings.length = 0;
    let calls = 0;
    for (const [path, procedure] of procedures) {
      if (procedure._def.type !== 'query') continue;
      // Alone, so that no other (plausible but refused) field stops the call before the search is made.
      for (const key of Object.keys(objectShape(procedure._def.inputs[0]) ?? {}).filter((k) =>
        SEARCH_FIELD.test(k),
      )) {
        for (const digits of DIGIT_SEARCHES) {
          const res = await trpc('query', path, { [key]: digits }, sessionFor(path));
          await check(`tRPC ${path}`, `${key}: ${digits.slice(0, 24)}`, res);
          if (res.status !== 200)
            findings.push({
              call: `tRPC ${path}`,
              variant: `${key}: ${digits.slice(0, 24)}`,
              status: res.status,
              answer: 'not searched',
            });
          calls += 1;
        }
      }
    }
    for (const route of restRoutes.filter((r) => r.method === 'GET' && r.query)) {
      const token =
        route.auth === 'admin' ? adminToken : route.auth === 'member' ? memberToken : undefined;
      for (const key of Object.keys(objectShape(route.query) ?? {}).filter((k) =>
        SEARCH_FIELD.test(k),
      )) {
        for (const digits of DIGIT_SEARCHES) {
          const res = await restCall(
            route,
            pathWith(route, () => '2000000011'),
            `?${key}=${digits}`,
            undefined,
            undefined,
            token,
          );
          await check(`REST ${route.path}`, `${key}: ${digits.slice(0, 24)}`, res);
          if (res.status !== 200)
            findings.push({
              call: `REST ${route.path}`,
              variant: `${key}: ${digits.slice(0, 24)}`,
              status: res.status,
              answer: 'not searched',
            });
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(findings).toEqual([]);
  }, 300_000);
});
