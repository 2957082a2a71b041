/**
 * The part of zod that src/lib/zod.ts hands out as `z`: each member named, so that a
 * bundle keeps only these. zod's own `z` namespace carries `z.locales`, its 47 languages'
 * messages (about 200 kB of the back office's scripts), which the site never uses: its
 * messages come from the locale files. A member not listed here is a type error where it
 * is used: add it here.
 */
export {
  NEVER,
  ZodISODateTime,
  ZodNullable,
  ZodObject,
  ZodString,
  ZodType,
  any,
  array,
  boolean,
  coerce,
  config,
  date,
  discriminatedUnion,
  email,
  enum,
  iso,
  literal,
  never,
  null,
  number,
  object,
  partialRecord,
  preprocess,
  strictObject,
  string,
  union,
  unknown,
} from 'zod';
export type { RefinementCtx, infer, input, output } from 'zod';
