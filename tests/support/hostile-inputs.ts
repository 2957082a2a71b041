/**
 * Hostile inputs derived from a zod 4 schema: a plausible value
 * built from the schema's definition, then a fixed set of variants that break
 * it one way each (wrong types, missing or null fields, a 1 MB string, odd
 * Unicode, deep nesting, huge and fractional numbers, prototype keys). A
 * seeded generator picks which fields to break, so every run sends the same
 * inputs and a failure can be replayed.
 */

type Def = { type: string; [key: string]: unknown };
type AnySchema = { _zod: { def: Def } };

/** An id that no test row has, so a plausible mutation finds nothing to change or delete. */
export const ABSENT_ID = 2_000_000_011;

export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
/** NUL, a lone surrogate, right-to-left override, zero-width joiner, combining marks, an emoji family, Thai, a BOM. */
export const ODD_UNICODE = 'a\u0000b\ud800c\u202Ed\u200De\u0301\u0301\u0301👨‍👩‍👧ไทย\uFEFF\uFFFF';

/** A nested value `depth` levels deep, the way a parser's or a validator's recursion is pushed. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Mulberry32: a small seeded generator, so the same inputs are sent every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const defOf = (schema: unknown): Def | undefined => (schema as AnySchema | undefined)?._zod?.def;

/** The schema under wrappers that do not change the shape of the value (optional, default, pipe, ...). */
function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (!def) return current;
    if (
      [
        'optional',
        'nullable',
        'default',
        'prefault',
        'catch',
        'readonly',
        'nonoptional',
        'success',
      ].includes(def.type)
    )
      current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in)?.type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy') current = (def.getter as () => unknown)();
    else return current;
  }
  return current;
}

/** The fields of an object schema, or null when it is not one. */
export function objectShape(schema: unknown): Record<string, unknown> | null {
  const def = defOf(unwrap(schema));
  if (def?.type !== 'object') return null;
  return def.shape as Record<string, unknown>;
}

/** A value the schema would likely accept: the base every variant breaks one way. */
export function plausible(schema: unknown, depth = 0): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (!def || depth > 6) return undefined;
  const checks = (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  const check = (name: string) => checks.map((c) => c._zod.def).find((c) => c.check === name);
  switch (def.type) {
    case 'string': {
      const min = Number(check('min_length')?.minimum ?? 1);
      const format = (inner as { _zod: { bag?: { format?: string } } })._zod.bag?.format;
      if (format === 'email') return 'fuzz@example.test';
      if (format === 'url') return 'https://example.test/';
      if (format === 'datetime') return '2030-01-02T03:04:05.000Z';
      if (format === 'date') return '2030-01-02';
      return 'f'.repeat(Math.max(1, min));
    }
    case 'number':
    case 'int':
      return ABSENT_ID;
    case 'bigint':
      return undefined;
    case 'boolean':
      return true;
    case 'date':
      return '2030-01-02T03:04:05.000Z';
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'array':
      return [plausible(def.element, depth + 1)];
    case 'tuple':
      return (def.items as unknown[]).map((item) => plausible(item, depth + 1));
    case 'record':
      return {};
    case 'union':
      return plausible((def.options as unknown[])[0], depth + 1);
    case 'intersection':
      return {
        ...(plausible(def.left, depth + 1) as object),
        ...(plausible(def.right, depth + 1) as object),
      };
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, field]) => [
          key,
          plausible(field, depth + 1),
        ]),
      );
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** Values that break a field: wrong types, null, huge, odd or deep. */
const BREAKERS: { name: string; value: () => unknown }[] = [
  { name: 'null', value: () => null },
  { name: 'number for text', value: () => 12345 },
  { name: 'text for number', value: () => 'not a number' },
  { name: 'object', value: () => ({ nested: { deeper: true } }) },
  { name: 'array', value: () => ['a', 1, null] },
  { name: 'boolean', value: () => false },
  { name: '1 MB string', value: () => ONE_MEGABYTE },
  { name: 'odd Unicode', value: () => ODD_UNICODE },
  { name: 'huge number', value: () => 1e308 },
  { name: 'negative fraction', value: () => -1.5 },
  { name: 'past 2^53', value: () => 2 ** 53 + 2 },
  { name: 'deep nesting', value: () => deeplyNested(400) },
  { name: 'far-off date', value: () => '+275760-09-13T00:00:00.000Z' },
];

export interface Variant {
  name: string;
  input: unknown;
}

/**
 * About `count` hostile inputs for a schema: the whole input missing, null,
 * of the wrong type or deeply nested, prototype keys, then single fields
 * broken (missing or replaced by a breaker), fields chosen by the seed.
 */
export function hostileVariants(schema: unknown, seed: number, count = 14): Variant[] {
  const random = seeded(seed);
  const base = plausible(schema);
  const variants: Variant[] = [
    { name: 'no input', input: undefined },
    { name: 'null input', input: null },
    { name: 'text input', input: ODD_UNICODE },
    { name: 'array input', input: [base] },
    { name: 'deeply nested input', input: deeplyNested(1_000) },
    { name: 'plausible input', input: base },
  ];
  const shape = objectShape(schema);
  const keys = shape ? Object.keys(shape) : [];
  if (shape) {
    // JSON.parse makes "__proto__" an own key, as a server's body parser does.
    const polluted = JSON.parse(
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
    ) as Record<string, unknown>;
    variants.push({ name: 'prototype keys', input: Object.assign(polluted, base) });
    variants.push({
      name: 'every field 1 MB',
      input: Object.fromEntries(keys.map((k) => [k, ONE_MEGABYTE])),
    });
  }
  while (variants.length < count) {
    const breaker = BREAKERS[Math.floor(random() * BREAKERS.length)]!;
    if (!keys.length) {
      variants.push({ name: breaker.name, input: breaker.value() });
      continue;
    }
    const key = keys[Math.floor(random() * keys.length)]!;
    const broken = { ...(base as Record<string, unknown>) };
    if (random() < 0.15) {
      delete broken[key];
      variants.push({ name: `${key} missing`, input: broken });
    } else {
      broken[key] = breaker.value();
      variants.push({ name: `${key}: ${breaker.name}`, input: broken });
    }
  }
  return variants;
}

/** A short description of an input for a failure report. */
export function describeInput(input: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(input);
  } catch {
    text = String(input);
  }
  return text === undefined
    ? 'undefined'
    : text.length > 160
      ? `${text.slice(0, 160)}… (${text.length} chars)`
      : text;
}

/** Stack traces, source paths and module paths: what no answer may show. */
export const LEAKS: RegExp[] = [
  /^\s*at \S.*:\d+/m,
  /\(\S+:\d+:\d+\)/,
  /\/src\//,
  /node_modules/,
  /\.tsx?:\d+/,
  /file:\/\//,
  /webpack-internal/,
  /\bPrisma\w*Error\b/,
];

/**
 * Ids as an address or a query string may spell them, none of them the one
 * way an id is written (src/lib/ids.ts): zeros, leading zeros, signs,
 * fractions, exponents, hexadecimal, spaces, beyond the database's 32-bit
 * integer (2^31), beyond JavaScript's safe integers and 64 bits (2^63), text.
 * Percent-encoded where a path needs it (`%31` is not among them: a URL may
 * escape any character, and it decodes to the canonical `1`).
 */
export const HOSTILE_IDS = [
  '0',
  '00',
  '000',
  '01',
  '007',
  '-1',
  '+1',
  '1.0',
  '1.5',
  '1e0',
  '0x1',
  '%201',
  '1%20',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999',
  `1${'0'.repeat(400)}`,
  'abc',
  'NaN',
  'Infinity',
];

/** Digits-only searches that cannot be an id: 0, 2^31, 2^53 + 1, 2^63 - 1, 2^63, 2^64, 10^40, 100 nines (the admin search's longest). */
export const DIGIT_SEARCHES = [
  '0',
  '000',
  '2147483648',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  `1${'0'.repeat(40)}`,
  '9'.repeat(100),
];
