import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { z } from 'zod';
import { languageIds, locales } from '@/i18n/locales';
import { siteTimeZone } from '@/lib/dates';
import { type RestFieldMeta, restFieldMeta } from '@/server/rest/schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/** ISO 8601 with the centre's offset, e.g. 2026-11-22T09:00:00+07:00. */
export function isoWithOffset(date: Date): string {
  return dayjs(date).tz(siteTimeZone).format('YYYY-MM-DDTHH:mm:ssZ');
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const codeOfLanguageId = new Map(locales.map((code) => [languageIds[code], code] as const));

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers the mapping looks through (their metadata is merged, outermost first). */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

function unwrap(schema: z.ZodType): { inner: z.ZodType; meta: RestFieldMeta; optional: boolean } {
  let meta: RestFieldMeta = {};
  let optional = false;
  let current = schema;
  for (;;) {
    meta = { ...restFieldMeta.get(current), ...meta };
    const def = defOf(current);
    if (def.type === 'optional') optional = true;
    if (WRAPPERS.has(def.type)) current = def.innerType as z.ZodType;
    else if (def.type === 'pipe') current = def.out as z.ZodType;
    else if (def.type === 'lazy') current = (def.getter as () => z.ZodType)();
    else return { inner: current, meta, optional };
  }
}

/** Per-language rows ({ languageId, ...fields }) as the `lang` collection keyed by code. */
function langRecord(rows: unknown): Record<string, unknown> {
  if (!Array.isArray(rows)) return (rows ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const row of rows as { languageId?: number; language_code?: string }[]) {
    const code = row.language_code ?? codeOfLanguageId.get(row.languageId ?? 0);
    if (code) out[code] = { ...row, language_code: code };
  }
  return out;
}

export interface ToRestOptions {
  /** `?with=lang`: include optional `lang` collections (a required one is always included). */
  withLang?: boolean;
}

/** A key, or a dotted path (seo.metaTitle), of the result. */
function read(source: Record<string, unknown>, path: string): unknown {
  let value: unknown = source;
  for (const part of path.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/**
 * The procedure's result as the REST answer the schema describes
 * (src/server/rest/schema.ts explains the rules). The one mapping between
 * our procedures and the spec's names: every door goes through it.
 */
export function toRest(schema: z.ZodType, value: unknown, options: ToRestOptions = {}): unknown {
  const { inner, meta, optional } = unwrap(schema);
  if (meta.lang && optional && !options.withLang) return undefined;
  if (value === undefined) return optional ? undefined : null;
  if (value === null) return null;
  if (value instanceof Date) return isoWithOffset(value);
  if (meta.money === 'satang' && typeof value === 'number') return Math.round(value) / 100;
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const fieldMeta = unwrap(field).meta;
        const raw = fieldMeta.from
          ? read(source, fieldMeta.from)
          : key in source
            ? source[key]
            : source[camel(key)];
        const mapped = toRest(field, raw, options);
        if (mapped !== undefined) out[key] = mapped;
      }
      return out;
    }
    case 'array':
      return Array.isArray(value)
        ? value.map((item) => toRest(def.element as z.ZodType, item, options))
        : value;
    case 'record': {
      const entries = meta.lang ? langRecord(value) : (value as Record<string, unknown>);
      return Object.fromEntries(
        Object.entries(entries).map(([k, v]) => [
          k,
          toRest(def.valueType as z.ZodType, v, options),
        ]),
      );
    }
    default:
      return value;
  }
}
