type JsonSchema = Record<string, unknown>;

/** Values a field of that format takes on this site. */
const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-12-04T09:00:00+07:00',
  date: '2026-12-04',
  time: '09:00:00',
  email: 'somchai@example.com',
  uri: 'https://example.com/',
  uuid: '3f2b8c1e-6d4a-4b7e-9a2f-1c5d8e7f6a3b',
};
/** Tried in turn against a pattern (zod's starts_with and the site's own). */
const PATTERN_CANDIDATES = [
  '/uploads/images/example.jpg',
  'https://example.com/',
  '0812345678',
  '10200',
  '1234567890123',
  'example',
  '1',
  'A',
];

const SKIP = Symbol('no sample');

/**
 * One value the schema accepts, made from the schema alone (its examples,
 * const, enum, default, format and bounds), for the document's request and
 * answer examples; SKIP where it cannot be sure (a pattern none of the
 * candidates meets, a file). Both linters check every example against its
 * schema, so an example that is not valid fails the test suite.
 */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return SKIP;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) {
    const ordered = [
      ...options.filter((o) => o.type !== 'null'),
      ...options.filter((o) => o.type === 'null'),
    ];
    for (const option of ordered) {
      const value = sample(option, depth + 1);
      if (value !== SKIP) return value;
    }
    return SKIP;
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Record<string, unknown> = {};
    for (const part of schema.allOf as JsonSchema[]) {
      const value = sample(part, depth + 1);
      if (value === SKIP || !value || typeof value !== 'object') return SKIP;
      Object.assign(merged, value);
    }
    return merged;
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    const first = types.find((t) => t !== 'null') ?? 'null';
    return sample({ ...schema, type: first }, depth);
  }
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      // A record keyed by an enum (the lang collection): one entry, under the first key.
      const keys = (schema.propertyNames as JsonSchema | undefined)?.enum as string[] | undefined;
      const values = schema.additionalProperties as JsonSchema | boolean | undefined;
      if (keys?.length && values && typeof values === 'object' && !schema.properties) {
        const value = sample(values, depth + 1);
        return value === SKIP ? {} : { [keys[0]!]: value };
      }
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, prop] of Object.entries(
        (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
      )) {
        const value = sample(prop, depth + 1);
        if (value === SKIP) {
          if (required.has(key)) return SKIP;
          continue;
        }
        out[key] = value;
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      if (schema.maxItems === 0) return [];
      const item = sample(schema.items as JsonSchema | undefined, depth + 1);
      if (item === SKIP) return Number(schema.minItems ?? 0) === 0 ? [] : SKIP;
      return Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number': {
      const min =
        typeof schema.exclusiveMinimum === 'number'
          ? Math.floor(schema.exclusiveMinimum) + 1
          : typeof schema.minimum === 'number'
            ? schema.minimum
            : 1;
      const value = Math.max(min, 1);
      return typeof schema.maximum === 'number' && value > schema.maximum ? schema.maximum : value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return SKIP;
  }
}

function stringSample(schema: JsonSchema): unknown {
  const format = schema.format as string | undefined;
  if (format === 'binary' || format === 'byte') return SKIP;
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Infinity);
  const fits = (v: string) =>
    v.length >= min &&
    v.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern as string, 'u').test(v));
  const candidates = [
    ...(format && FORMAT_SAMPLES[format] ? [FORMAT_SAMPLES[format]!] : []),
    ...(schema.pattern ? PATTERN_CANDIDATES : ['example', 'x'.repeat(Math.max(min, 1))]),
  ];
  return candidates.find(fits) ?? SKIP;
}

/** The example of a media type's schema, or undefined when none can be made for sure. */
export function exampleOf(schema: JsonSchema | undefined): unknown {
  const value = sample(schema);
  return value === SKIP ? undefined : value;
}
