import { z } from 'zod';

/** A positive integer id from a query string or JSON. */
export const idSchema = z.coerce.number().int().positive();

/** A filter id where '*' or empty means "all" (SPEC.md section 5). */
export const idOrAll = z
  .union([z.literal('*'), z.literal(''), z.coerce.number().int().positive()])
  .optional()
  .transform((v) => (v === '*' || v === '' || v === undefined ? undefined : v));

/** An optional id from a (cascading) select: '', '*', null and undefined mean "none" (SPEC.md section 5). */
export const optionalId = z
  .union([z.literal(''), z.literal('*'), z.null(), z.coerce.number().int().positive()])
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
