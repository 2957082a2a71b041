import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '@/server/rest/routes';
import {
  describeInput,
  DIGIT_SEARCHES,
  hostileVariants,
  objectShape,
  seedOf,
} from '../support/hostile-inputs';
import {
  check,
  findings,
  pathWith,
  procedures,
  restCall,
  SEARCH_FIELD,
  sessionFor,
  signIn,
  tokenFor,
  trpc,
} from './fuzz-support';

/**
 * Every tRPC procedure, called with hostile inputs derived from its own zod schema
 * (tests/support/hostile-inputs.ts), as an administrator holding every
 * permission, as a member and as nobody: no answer may be a 5xx or show a
 * stack trace, a source or module path. The inputs are seeded, so a failure
 * names a replayable call. (fuzz-rest.test.ts walks the REST endpoints.)
 */

beforeAll(signIn);

describe('every procedure, fuzzed from its own schema', () => {
  it('finds what to fuzz', () => {
    expect(procedures.length).toBeGreaterThan(100);
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
          () => `${variant.name}: ${describeInput(variant.input)}`,
          await trpc(procedure._def.type, path, variant.input, session),
        );
        calls += 1;
      }
      // Nobody: the door must still hold its shape before any input is read.
      for (const variant of variants.slice(0, 3)) {
        await check(
          `tRPC ${path} (anonymous)`,
          () => `${variant.name}: ${describeInput(variant.input)}`,
          await trpc(procedure._def.type, path, variant.input),
        );
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(1_000);
    expect(findings).toEqual([]);
  }, 300_000);
});

describe('digits-only searches at every door', () => {
  // Fresh sessions: the fuzz above ends its own with the logout procedures.
  beforeAll(signIn);

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
      const token = tokenFor(route);
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
