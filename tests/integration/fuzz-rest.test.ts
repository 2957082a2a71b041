import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '@/server/rest/routes';
import {
  describeInput,
  HOSTILE_IDS,
  hostileVariants,
  objectShape,
  ODD_UNICODE,
  seedOf,
  type Variant,
} from '../support/hostile-inputs';
import {
  check,
  findings,
  HOSTILE_SEGMENTS,
  pathWith,
  queryString,
  restCall,
  signIn,
  takesIdInPath,
  tokenFor,
} from './fuzz-support';

/**
 * Every REST endpoint, called with hostile inputs derived from its own zod schema
 * (tests/support/hostile-inputs.ts), as an administrator holding every
 * permission, as a member and as nobody: no answer may be a 5xx or show a
 * stack trace, a source or module path. The inputs are seeded, so a failure
 * names a replayable call. (fuzz-procedures.test.ts walks the tRPC procedures.)
 */

beforeAll(signIn);

/** Endpoints that end the session they are called with go last, so the others run with a live token. */
const byLogoutLast = [...restRoutes].sort(
  (a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)),
);

describe('every endpoint, fuzzed from its own schema', () => {
  it('finds what to fuzz', () => {
    expect(restRoutes.length).toBeGreaterThan(80);
  });

  it('answers every REST endpoint below 500 without a stack or a path (with its token, and without)', async () => {
    findings.length = 0;
    let calls = 0;
    for (const route of byLogoutLast) {
      const call = `${route.method} ${route.path}`;
      const token = tokenFor(route);
      const seed = seedOf(call);
      const plausiblePath = pathWith(route, () => '2000000011');
      const sends = async (
        variant: string | (() => string),
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
            () => `query ${v.name}: ${describeInput(v.input)}`,
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
            () => `body ${v.name}: ${describeInput(v.input)}`,
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

describe('ids at every REST door', () => {
  // Fresh sessions: the fuzz above may end its own with the logout endpoints.
  beforeAll(signIn);

  it('refuses every other spelling of an id in every REST path (4xx, never 500, never the item as if the id were canonical)', async () => {
    findings.length = 0;
    let calls = 0;
    for (const route of restRoutes.filter(takesIdInPath)) {
      const token = tokenFor(route);
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
});
