import { z } from 'zod';
import { locales } from '@/i18n/locales';

/**
 * Building blocks of the REST contract (docs/api.md). Each endpoint
 * declares its answer as a zod schema written in the spec's names
 * (snake_case, SPEC.md section 3). That one schema is
 * - the OpenAPI document's answer schema (src/server/rest/openapi.ts), and
 * - the mapping from the procedure's result to the answer (to-rest.ts): each
 *   field is read from the result's key of the same name, else its camelCase
 *   twin, else the key named with `from()`; money marked `thb()` is turned
 *   from satang into THB; every Date becomes ISO 8601 with the +07:00
 *   offset; keys the schema does not name are dropped.
 * So the React UI's procedures may keep their camelCase results, and no door
 * maps by hand.
 */
export interface RestFieldMeta {
  /** The key of the procedure's result this field is read from. */
  from?: string;
  /** Stored as integer satang, answered as THB. */
  money?: 'satang';
  /** A `lang` collection: read from a list of per-language rows ({ languageId, ... }). */
  lang?: boolean;
}

export const restFieldMeta = z.registry<RestFieldMeta>();

function tag<T extends z.ZodType>(schema: T, meta: RestFieldMeta): T {
  const copy = schema.clone() as T;
  restFieldMeta.add(copy, { ...restFieldMeta.get(schema), ...meta });
  return copy;
}

/** Reads this field from another key of the procedure's result (e.g. `public_training_id` from `id`). */
export function from<T extends z.ZodType>(key: string, schema: T): T {
  return tag(schema, { from: key });
}

/** A primary key answered under its spec name, read from `id`. */
export const pk = (description?: string) =>
  from(
    'id',
    z
      .number()
      .int()
      .positive()
      .describe(description ?? 'Primary key'),
  );

export const int = () => z.number().int();
export const text = () => z.string();
export const nullableText = () => z.string().nullable();

/** An amount in THB (a number with at most 2 decimals); read from satang unless `stored` says THB. */
export function thb(fromKey?: string) {
  const schema = tag(z.number().describe('Amount in THB, at most 2 decimals'), { money: 'satang' });
  return fromKey ? from(fromKey, schema) : schema;
}

/** A date-time as ISO 8601 with its offset (+07:00, the centre's time zone). */
export const dateTime = () =>
  z.iso.datetime({ offset: true }).describe('ISO 8601 date-time with offset');

/** SPEC.md section 3 "Translated items": the `lang` collection, keyed by language code, each entry with its language_code. */
export function langCollection<T extends z.ZodRawShape>(entry: T) {
  const withCode = z.object({ language_code: z.enum(locales), ...entry });
  return tag(
    z
      .partialRecord(z.enum(locales), withCode)
      .describe('Per-language fields keyed by language code (th, en)'),
    { lang: true, from: 'translations' },
  );
}

/** The one shape of every list answer (docs/api.md). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: from('items', z.array(item)),
    total: int().describe('Items matching the query'),
    page: int(),
    per_page: int(),
    last_page: int(),
  });
}

/** SPEC.md section 8 (src/server/http/error-body.ts): `error` is the message to show, `errors` the messages per field, `field` the first field in error. */
export const errorSchema = z.object({
  message: z.string().describe('The translated message (Accept-Language); the same as `error`'),
  error: z
    .string()
    .describe("The translated message a person should read (what the spec's client shows first)"),
  field: z
    .string()
    .nullable()
    .describe('The first field in error (lang.en.name, filters.colour), or null'),
  errors: z
    .record(z.string(), z.array(z.string()))
    .describe('Translated messages per field; empty when no field is in error'),
});

/** SPEC.md section 7, the image upload: "JSON with url, or error.message". An upload door's errors carry `error` as an object. */
export const uploadErrorSchema = errorSchema.extend({
  error: z.object({
    message: z.string().describe('The translated message a person should read'),
  }),
});

/** `{ success: true }` and similar acknowledgements. */
export const okSchema = z.object({ success: z.literal(true) });

/** A non-JSON answer (a spreadsheet, a text file). */
export interface FileAnswer {
  contentType: string;
  description: string;
}
