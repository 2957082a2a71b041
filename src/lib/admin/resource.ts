import { z } from '@/lib/zod';
import { type Locale, locales } from '@/i18n/locales';
import { dateRangeFilter } from '@/lib/admin/date-range';
import { type FieldDef, type Fields, booleanInput } from '@/lib/admin/fields';
import type { SearchKind } from '@/lib/admin-search';
import type { Permission } from '@/lib/permissions';
import { idSchema, pageSchema, parsedJson } from '@/lib/schemas/common';

/**
 * A back-office resource: one declaration (Payload CMS's "collection") from
 * which the list, the form, the tRPC procedures, the REST doors and the
 * OpenAPI document are all made. A resource's own file holds only what is
 * its own: its fields, its list and its place in the back office; how it is
 * stored lives beside it in src/server/services/resources/stores.
 */
export interface ResourceConfig<
  F extends Fields = Fields,
  L extends Fields = Fields,
  PK extends string = string,
> {
  /** tRPC name (api.admin.<name>) and registry key. */
  name: string;
  permission: Permission;
  /** The spec's name of its id (SPEC.md section 3): news_id, banner_id, ... */
  primaryKey: PK;
  /** The back-office list page; the form is `${route}/form?${primaryKey}=`. */
  route: string;
  /** The REST collection path of SPEC.md section 7, e.g. /admin/news/categories. */
  restPath: string;
  /** The name of the id in the REST update path (PUT …/{name}) where SPEC.md section 7 does not use the primary key's. */
  restIdParam?: string;
  /** OpenAPI tag. */
  tag: string;
  /** Locale keys: the list's title and one item's name ("news item"). */
  titleKey: string;
  itemKey: string;
  fields: F;
  /** Per-language fields (SPEC.md section 3 "Translated items"): Thai required, English optional. */
  lang?: L;
  list: {
    /** Columns after the title: field keys, or `${reference}_name` labels of reference fields. */
    columns: string[];
    sortable: string[];
    defaultSort: { column: string; order: 'ASC' | 'DESC' };
    /** Field keys offered as filters: enum, boolean, reference and lookup (one value), text and email (contains), date ranges (`range: 'date'`). */
    filters: string[];
    /** Locale key of the search box's label, when it searches more than the name (a member's name and company). */
    searchLabel?: string;
    /** Offered when a delete is refused item by item: set those items' status off instead (members). Locale keys of the action and of its toast (given {{name}}). */
    disableInstead?: { actionKey: string; doneKey: string };
    /** Columns left out until a staff member picks them (so the table fits a laptop's width). */
    hiddenColumns?: string[];
  };
  /** The field shown as an item's name (default: name). */
  titleField?: string;
  canCreate?: boolean;
  canDelete?: boolean;
  /** Where a visitor sees the item, for the form's "view on site" link. */
  publicHref?: (id: number) => string;
  /** Found by the back office's global search under this kind (admin_shell.search_kind.*), opening its form. */
  searchKind?: SearchKind;
}

export type Resource<
  F extends Fields = Fields,
  L extends Fields = Fields,
  PK extends string = string,
> = ResourceConfig<F, L, PK> & ReturnType<typeof schemasOf>;

/**
 * A field's value in a record, from its answer schema: what the procedures
 * answer (dates stay Date objects over tRPC; the REST door writes them as
 * ISO 8601 strings, as the answer schema says).
 */
type ValueOf<A> = A extends z.ZodISODateTime
  ? Date
  : A extends z.ZodNullable<z.ZodISODateTime>
    ? Date | null
    : z.output<A>;

/** The answered fields of a set (a password never is). */
type Answers<F extends Fields> = {
  [K in keyof F as F[K]['kind'] extends 'password' ? never : K]: ValueOf<F[K]['answer']>;
};

/** `<key without _id>_name` of each reference and lookup field: the referenced item's label. */
type ReferenceNames<F extends Fields> = {
  [
    K in keyof F as F[K]['kind'] extends 'reference' | 'lookup'
      ? K extends `${infer Base}_id`
        ? `${Base}_name`
        : `${K & string}_name`
      : never
  ]: string | null;
};

/** The caller's language flattened into the record, and every language under `lang`. */
type LangAnswers<L extends Fields> = [keyof L] extends [never]
  ? unknown
  : { [K in keyof Answers<L>]: Answers<L>[K] | null } & {
      lang: Partial<Record<Locale, Answers<L> & { language_code: Locale }>>;
    };

/** Fields a list leaves out: rich text, documents and those shown in one item's form only. */
type HeavyKeys<F extends Fields> = {
  [K in keyof F]: F[K]['kind'] extends 'richText' | 'documents'
    ? K
    : F[K] extends { detail?: infer D }
      ? [Exclude<D, undefined>] extends [true]
        ? K
        : never
      : never;
}[keyof F];

/** One item as `get`, `create`, `update` and `setStatus` answer it, typed from the resource's declaration. */
export type RecordOf<R> =
  R extends Resource<infer F, infer L, infer PK>
    ? string extends PK
      ? AnyRecord
      : { [P in PK]: number } & Answers<F> &
          LangAnswers<L> &
          ReferenceNames<F> & { created_at: Date | null; updated_at: Date | null }
    : never;

/** One row of a resource's list: the record without its heavy fields and the lang collection. */
export type ListItemOf<R> =
  R extends Resource<infer F, infer L, infer PK>
    ? string extends PK
      ? AnyRecord
      : Omit<RecordOf<R>, HeavyKeys<F> | HeavyKeys<L> | 'lang'>
    : never;

/** A record of any resource, as the generic list and form read it (field by field, keys from the declaration). */
export type AnyRecord = Record<string, unknown>;

/** Inputs leave out read-only fields (when asked); answers never carry a password. */
const shapeOf = (fields: Fields, pick: 'input' | 'answer', omitHidden = false) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(
        ([, f]) =>
          !(omitHidden && (f.kind === 'readonly' || f.readOnly)) &&
          !(pick === 'answer' && f.kind === 'password'),
      )
      .map(([k, f]) => [k, f[pick]]),
  );

/** Thai is required; an English entry, when sent, must be whole (an empty one falls back to Thai). */
function langInput(lang: Fields) {
  const entry = z.object({ ...shapeOf(lang, 'input'), language_code: z.enum(locales).optional() });
  // Strict: a language the site does not have (lang.fr) is a 400 naming it, not dropped.
  return z.strictObject({
    th: entry,
    en: z.preprocess((v) => (isEmptyEntry(v) ? undefined : v), entry.optional()),
  });
}

function isEmptyEntry(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v !== 'object') return false;
  return Object.entries(v as Record<string, unknown>).every(
    ([k, x]) =>
      k === 'language_code' ||
      x === '' ||
      x === null ||
      x === undefined ||
      (Array.isArray(x) && x.length === 0),
  );
}

function filterInput(f: FieldDef | undefined): z.ZodType {
  const any = z.union([z.literal('*'), z.literal('')]).transform(() => undefined);
  const kind = f?.kind ?? 'reference';
  if (f?.range === 'date' || kind === 'dateTime') return dateRangeFilter;
  if (kind === 'boolean') return z.union([any, booleanInput]).optional();
  if ((kind === 'enum' || kind === 'readonly') && f?.values)
    return z.union([any, z.enum(f.values as [string, ...string[]])]).optional();
  if (kind === 'text' || kind === 'email')
    return z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((v) => v || undefined);
  return z.union([any, idSchema]).optional();
}

function schemasOf(config: ResourceConfig) {
  const { fields, lang, primaryKey } = config;
  const input = z.object({
    ...shapeOf(fields, 'input', true),
    ...(lang ? { lang: langInput(lang) } : {}),
  }) as z.ZodObject<Record<string, z.ZodType>>;
  const langAnswer = lang
    ? z.object({ language_code: z.enum(locales), ...shapeOf(lang, 'answer') })
    : null;
  const flatLang = lang
    ? Object.fromEntries(Object.entries(lang).map(([k, f]) => [k, f.answer.nullable()]))
    : {};
  const referenceNames = Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => f.kind === 'reference' || f.kind === 'lookup')
      .map(([k]) => [`${k.replace(/_id$/, '')}_name`, z.string().nullable()]),
  );
  const record = z.object({
    [primaryKey]: z.number().int().positive(),
    ...shapeOf(fields, 'answer'),
    ...flatLang,
    ...referenceNames,
    ...(langAnswer ? { lang: z.partialRecord(z.enum(locales), langAnswer) } : {}),
    created_at: z.iso.datetime({ offset: true }).nullable(),
    updated_at: z.iso.datetime({ offset: true }).nullable(),
  });
  // Lists leave out the heavy fields (rich text, documents) and the lang collection: the caller's language is flat.
  const heavy = Object.entries({ ...fields, ...lang })
    .filter(([, f]) => f.kind === 'richText' || f.kind === 'documents' || f.detail)
    .map(([k]) => k);
  const listItem = record.omit(
    Object.fromEntries([...heavy, ...(lang ? ['lang'] : [])].map((k) => [k, true])) as never,
  );
  const filterShape = Object.fromEntries(
    config.list.filters.map((k) => [k, filterInput(fields[k])]),
  );
  const listQuery = z.object({
    page: pageSchema,
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    sort: z.enum(config.list.sortable as [string, ...string[]]).optional(),
    order: z
      .enum(['ASC', 'DESC', 'asc', 'desc'])
      .optional()
      .transform((v) => v?.toUpperCase() as 'ASC' | 'DESC' | undefined),
    search: z.string().trim().max(200).optional(),
    filters: z.preprocess(parsedJson, z.strictObject(filterShape).partial()).optional(),
  });
  return { input, record, listItem, listQuery, langAnswer };
}

/** Declares a resource and computes its schemas once. */
export function defineResource<
  F extends Fields,
  PK extends string,
  L extends Fields = Record<never, never>,
>(config: ResourceConfig<F, L, PK>): Resource<F, L, PK> {
  return {
    canCreate: true,
    canDelete: true,
    titleField: 'name',
    ...config,
    ...schemasOf(config as ResourceConfig<Fields, Fields>),
  };
}

export type ListQueryInput = z.input<Resource['listQuery']>;
export type ListQuery = z.output<Resource['listQuery']>;
