import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '@/server/api/root';
import { restRoutes } from '@/server/rest/routes';
import { proceduresOf } from './helpers';

/**
 * Every text a caller sends has a documented maximum (docs/policies/request-limits.md,
 * body limits): each string in the input schema of every tRPC procedure and
 * in the parameters, query and body declared for every REST endpoint (the
 * OpenAPI document shows them as maxLength) has a max. A string reached only
 * after a preprocessing step is judged where its value is validated.
 */
type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown) => (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

function unboundedStrings(
  schema: unknown,
  path: string,
  out: string[],
  seen = new Set<unknown>(),
): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return out;
  seen.add(schema);
  const walk = (inner: unknown, at = path) => unboundedStrings(inner, at, out, seen);
  switch (def.type) {
    case 'string':
      if ((schema as { maxLength: number | null }).maxLength === null) out.push(path);
      break;
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>))
        walk(field, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'pipe':
      // A preprocess (transform -> schema) is validated by its schema; otherwise by what it reads first.
      walk(defOf(def.in)?.type === 'transform' ? def.out : def.in);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`));
      break;
    case 'lazy':
      walk((def.getter as () => unknown)());
      break;
    default:
      if (def.innerType) walk(def.innerType);
  }
  return out;
}

const procedures = proceduresOf(appRouter);

describe('every string a caller sends has a maximum', () => {
  it('in the input of every tRPC procedure', () => {
    expect(procedures.length).toBeGreaterThan(100);
    const unbounded = procedures.flatMap(([name, procedure]) =>
      procedure._def.inputs.flatMap((input) => unboundedStrings(input, name, [])),
    );
    expect(unbounded).toEqual([]);
  });

  it('in what every REST endpoint declares (parameters, query, body)', () => {
    const unbounded = restRoutes.flatMap((route) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        route[part]
          ? unboundedStrings(route[part], `${route.method} ${route.path} ${part}`, [])
          : [],
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('catches a string without one', () => {
    expect(
      unboundedStrings(
        z.object({ a: z.string().max(3), b: z.array(z.object({ c: z.string() })) }),
        'x',
        [],
      ),
    ).toEqual(['x.b[].c']);
  });
});
