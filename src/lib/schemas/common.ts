import { MAX_DB_INT, parseId } from '@/lib/ids';
import { z } from '@/lib/zod';

/**
 * The largest value of the database's integer columns (a 32-bit INTEGER on
 * PostgreSQL). A larger id or number can match nothing and would make the
 * database refuse the query (a 500), so inputs are bounded by it.
 */
export { MAX_DB_INT };

/**
 * An id from a path, a query string, a form or JSON: a JSON number, or text
 * written as an address writes it (src/lib/ids.ts: `7`, never `07`, `+7`,
 * `7.0`, ` 7` or `0x7`), from 1 to MAX_DB_INT. `message` replaces the
 * generic one (validation.invalid_id) for a form's own wording.
 */
export const idOf = (message = 'validation.invalid_id') =>
  z.preprocess(
    (v) =>
      typeof v === 'boolean' || (typeof v === 'string' && parseId(v) === null) ? Number.NaN : v,
    // Each failure stops the checks: one message per id, not one per broken rule.
    z.coerce
      .number({ error: message })
      .int({ error: message, abort: true })
      .positive({ error: message, abort: true })
      .max(MAX_DB_INT, { error: message, abort: true }),
  );

/** A positive integer id from a path, a query string or JSON. */
export const idSchema = idOf();

/** A filter id where '*' or empty means "all" (SPEC.md section 5). */
export const idOrAll = z
  .union([z.literal('*'), z.literal(''), idSchema])
  .optional()
  .transform((v) => (v === '*' || v === '' || v === undefined ? undefined : v));

/** An optional id from a (cascading) select: '', '*', null and undefined mean "none" (SPEC.md section 5). */
export const optionalId = z
  .union([z.literal(''), z.literal('*'), z.null(), idSchema])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** Optional free text of at most `max` characters; blank means none. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_big')
    .nullish()
    .transform((v) => v || null);

/**
 * A yes/no input (the REST convention, docs/api.md): true/false, 1/0
 * (SPEC.md section 3: status 0 disabled, 1 enabled), their strings, and a
 * checkbox's 'on' ('' is no).
 */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', ''])], {
    error: 'validation.invalid_value',
  })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

/** A value as it came, or parsed when it is JSON text: `filters` of a list, as an object or in a query string (?filters={"status":1}). */
export const parsedJson = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** `with: 'lang'` asks for the per-language rows of translated items too (REST `?with=lang`). */
export const withLangSchema = z.enum(['lang']).optional();

/** One item by id, optionally with its per-language rows. */
export const byIdSchema = z.object({ id: idSchema, with: withLangSchema });

export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
export const orderSchema = z
  .enum(['ASC', 'DESC', 'asc', 'desc'])
  .default('ASC')
  .transform((v) => v.toLowerCase() as 'asc' | 'desc');

/** A paged list as every list procedure returns it. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
}
