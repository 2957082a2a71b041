import { z } from '@/lib/zod';
import { idOf } from '@/lib/schemas/common';
import { isSafeLink, isSitePath } from '@/lib/safe-link';

/**
 * The fields a back-office resource is made of. One declaration per field
 * gives its input schema (the form, the tRPC procedure and the REST body
 * validate with it), its answer schema (edit reads, lists, the OpenAPI
 * document), how the form shows it and where it is stored. Messages are
 * locale keys (src/lib/zod-messages.ts turns issues into words).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'number'
  | 'money'
  | 'boolean'
  | 'dateTime'
  | 'reference'
  | 'references'
  | 'enum'
  | 'image'
  | 'imageSize'
  | 'link'
  | 'email'
  | 'documents'
  | 'lookup'
  | 'password'
  | 'readonly';

/** The site's lookup tables a `lookup` field picks from (the public lookups of SPEC.md section 3, api.public.lookups.*). */
export const LOOKUPS = ['namePrefixes', 'companyTypes', 'provinces'] as const;
export type LookupName = (typeof LOOKUPS)[number];

export interface FieldDef<
  K extends FieldKind = FieldKind,
  A extends z.ZodType = z.ZodType,
  D extends boolean = boolean,
> {
  kind: K;
  /** Locale key of the label. */
  label: string;
  /** What the form, the procedure and the REST body validate with. */
  input: z.ZodType;
  /** What edit reads and lists answer (OpenAPI); its output type is the field's type in a record. */
  answer: A;
  required: boolean;
  /** The Prisma field it is stored in, when not the camelCase of its key. */
  db?: string;
  /** reference(s): the resource whose items are offered. */
  resource?: string;
  /** enum: the values; each is labelled `${optionKey ?? `${label}_options.`}${value}`. */
  values?: readonly string[];
  /** enum: the locale key prefix of the values' labels, when not `${label}_options.`. */
  optionKey?: string;
  /** lookup: the lookup table whose rows are offered. */
  lookup?: LookupName;
  /** A date field offered as a from–to filter of the list (filter value {from, to} or "from..to", days in the centre's time zone). */
  range?: 'date';
  /** Shown in the form only: left out of the list's answer (an item's registrations). */
  detail?: D;
  /** Left out of the generic form (shown by the list, or by a panel of the resource's own). */
  notInForm?: boolean;
  /** The form shows (and sends) it only while this holds of the form's values (company fields of an organisation). */
  when?: (values: Record<string, unknown>) => boolean;
  /** A locale key shown under the input. */
  hint?: string;
  /** The value a new item starts with (the form's initial value); a function is called when the form opens. */
  initial?: unknown;
  /** Not sent by the form; shown read-only (readonly) or not at all (imageSize). */
  hidden?: boolean;
  /** reference: what a visitor chose, shown by name and never written by the form or the API. */
  readOnly?: boolean;
  /** readonly: a date-only value (a day the visitor picked), shown without a time. */
  format?: 'day';
  /** readonly: the value is an e-mail address to reply to (a mailto link). */
  link?: 'mailto';
  /** password: needed for a new item, optional when editing (kept when left empty). */
  requiredOnCreate?: boolean;
  /** text: the longest value accepted. */
  max?: number;
  /** text: no two items share the value (a course code); a duplicate gets a free one. */
  unique?: boolean;
}

export const REQUIRED = 'admin_content.validation.required';

/** The longest rich text (HTML) of one language: two of them in Thai (3 bytes a character) are about 600 KB of JSON. */
export const RICH_TEXT_MAX = 100_000;

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const orNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (blank(v) ? null : v), schema.nullable())
    .optional()
    .transform((v) => v ?? null);

interface Common {
  label: string;
  required?: boolean;
  db?: string;
  hint?: string;
  when?: FieldDef['when'];
  notInForm?: boolean;
}

function def<K extends FieldKind, A extends z.ZodType, D extends boolean = false>(
  kind: K,
  opts: Common,
  input: z.ZodType,
  answer: A,
  extra: Partial<FieldDef<K, A, D>> = {},
): FieldDef<K, A, D> {
  return {
    kind,
    label: opts.label,
    required: opts.required ?? false,
    db: opts.db,
    hint: opts.hint,
    when: opts.when,
    notInForm: opts.notInForm,
    input,
    answer,
    ...extra,
  };
}

function textInput(max: number, required: boolean) {
  const base = z.string().trim().max(max);
  return required ? z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max) : orNull(base);
}

/** True for a 0/1, "0"/"1", "true"/"false" or boolean: SPEC.md status values are accepted either way. */
export const booleanInput = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * A date-time from the form (yyyy-MM-dd HH:mm, in the centre's time zone,
 * SPEC.md section 9) or from an integrator (ISO 8601 with an offset).
 */
export const dateTimeInput = z.union([
  z.date(),
  z
    .string()
    .trim()
    .max(40, 'admin_content.validation.invalid_date')
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(v) &&
        isCalendarDateTime(v) &&
        !Number.isNaN(Date.parse(toIso(v))),
      'admin_content.validation.invalid_date',
    )
    .transform((v) => new Date(toIso(v))),
]);

/** The date and time as written exist: no 30 February (which Date.parse rolls into March), no hour 24, no minute 60. */
function isCalendarDateTime(v: string): boolean {
  const [year, month, day, hour, minute, second = 0] = (
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(v)?.slice(1) ?? []
  )
    .filter((part) => part !== undefined)
    .map(Number);
  if (month! < 1 || month! > 12 || day! < 1) return false;
  if (day! > new Date(Date.UTC(year!, month!, 0)).getUTCDate()) return false;
  return hour! <= 23 && minute! <= 59 && second <= 59;
}

function toIso(v: string): string {
  const withT = v.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(withT);
  const withSeconds = /T\d{2}:\d{2}$/.test(withT) ? `${withT}:00` : withT;
  return hasZone ? withSeconds : `${withSeconds}+07:00`;
}

const id = idOf(REQUIRED);
const isoAnswer = z.iso.datetime({ offset: true });

interface ReadonlyOptions extends Common {
  values?: readonly string[];
  range?: 'date';
  /** A date-only value shown as a day. */
  format?: 'day';
  /** An e-mail shown as a reply link. */
  link?: 'mailto';
}

/** A read-only field answers `answer` (default: a text or nothing); `detail` ones only in one item's read. */
function readonlyField<A extends z.ZodType, const D extends boolean = false>(
  o: ReadonlyOptions & { answer: A; detail?: D },
): FieldDef<'readonly', A, D>;
function readonlyField(o: ReadonlyOptions): FieldDef<'readonly', z.ZodNullable<z.ZodString>, false>;
function readonlyField(o: ReadonlyOptions & { answer?: z.ZodType; detail?: boolean }): FieldDef {
  return def('readonly', o, z.unknown().optional(), o.answer ?? z.string().nullable(), {
    hidden: true,
    values: o.values,
    range: o.range,
    detail: o.detail,
    format: o.format,
    link: o.link,
  });
}

/** The field builders; each resource's file reads like a table of its fields. */
export const field = {
  text: (o: Common & { max?: number; unique?: boolean }) =>
    def(
      'text',
      o,
      textInput(o.max ?? 255, !!o.required),
      o.required ? z.string() : z.string().nullable(),
      { max: o.max ?? 255, unique: o.unique },
    ),
  textarea: (o: Common & { max?: number }) =>
    def(
      'textarea',
      o,
      textInput(o.max ?? 2000, !!o.required),
      o.required ? z.string() : z.string().nullable(),
    ),
  /**
   * HTML from the rich-text editor; sanitised on save (and again on output).
   * At most RICH_TEXT_MAX characters per language, so that an item's save in
   * both languages stays well within the 1 MB request body limit.
   */
  richText: (o: Common) =>
    def(
      'richText',
      o,
      textInput(RICH_TEXT_MAX, !!o.required),
      o.required ? z.string() : z.string().nullable(),
    ),
  email: (o: Common) =>
    o.required
      ? def(
          'email',
          o,
          z
            .string({ error: REQUIRED })
            .trim()
            .min(1, REQUIRED)
            .max(191, 'invalid_email')
            .pipe(z.email('invalid_email')),
          z.string(),
        )
      : def(
          'email',
          o,
          orNull(z.string().trim().max(191).pipe(z.email('invalid_email'))),
          z.string().nullable(),
        ),
  /**
   * A link: an address on the web or a path of this site (src/lib/safe-link.ts).
   * Something that looks like a path but that a browser would open on
   * another site (`//host`, `/\host`, a backslash or a tab in it) is told so.
   */
  link: (o: Common) =>
    def(
      'link',
      o,
      orNull(
        z
          .string()
          .trim()
          .max(500)
          .superRefine((v, ctx) => {
            if (!isSafeLink(v))
              ctx.addIssue({
                code: 'custom',
                message: /^[\\/]/.test(v)
                  ? 'admin_content.validation.link_leaves_site'
                  : 'admin_content.validation.invalid_link',
              });
          }),
      ),
      z.string().nullable(),
    ),
  /** A whole number; with `initial` an empty value takes it (the column has a default), otherwise empty is none. */
  number: (o: Common & { min?: number; max?: number; initial?: number }) => {
    const n = z.coerce
      .number({ error: REQUIRED })
      .int()
      .min(o.min ?? 0)
      .max(o.max ?? 1_000_000);
    const emptyIsUndefined = (schema: z.ZodType) =>
      z.preprocess((v) => (blank(v) ? undefined : v), schema);
    const input = o.required
      ? emptyIsUndefined(n)
      : o.initial !== undefined
        ? emptyIsUndefined(n.default(o.initial))
        : orNull(n);
    return def(
      'number',
      o,
      input,
      o.required || o.initial !== undefined ? z.number().int() : z.number().int().nullable(),
      { initial: o.initial },
    );
  },
  /** An amount in THB with at most 2 decimals; stored as satang. */
  money: (o: Common) =>
    def(
      'money',
      o,
      z.preprocess(
        (v) => (blank(v) ? undefined : v),
        z.coerce
          .number({ error: REQUIRED })
          .min(0)
          .max(10_000_000)
          .refine(
            (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
            'admin_content.validation.two_decimals',
          ),
      ),
      z.number().describe('THB, at most 2 decimals'),
      { initial: 0 },
    ),
  boolean: (o: Common & { initial?: boolean }) =>
    def('boolean', o, booleanInput.default(o.initial ?? false), z.boolean(), {
      initial: o.initial ?? false,
    }),
  /** Published (SPEC.md "status 0/1"): shown as a switch and a publish toggle in the list. */
  /** `draft`: a new item starts unpublished (content a visitor sees: docs/policies/drafts-revisions-audit.md). */
  status: (o: Partial<Common> & { optionKey?: string; draft?: boolean } = {}) =>
    def(
      'boolean',
      { label: 'admin_content.status', ...o },
      booleanInput.default(!o.draft),
      z.boolean(),
      { initial: !o.draft, optionKey: o.optionKey },
    ),
  /** `initial` gives a new item's value as "YYYY-MM-DD HH:mm:ss" in the centre's time zone (default: now, when required). */
  dateTime: (o: Common & { initial?: () => string }) =>
    def(
      'dateTime',
      o,
      o.required
        ? z.preprocess(
            (v) => (blank(v) ? null : v),
            z
              .any()
              .refine((v) => v !== null, REQUIRED)
              .pipe(dateTimeInput),
          )
        : orNull(dateTimeInput),
      o.required ? isoAnswer : isoAnswer.nullable(),
      { initial: o.initial },
    ),
  reference: (o: Common & { resource: string; readOnly?: boolean }) =>
    def(
      'reference',
      o,
      o.required ? z.preprocess((v) => (blank(v) ? undefined : v), id) : orNull(id),
      o.required ? z.number().int() : z.number().int().nullable(),
      { resource: o.resource, readOnly: o.readOnly },
    ),
  /** Several items of another resource, in the order given. */
  references: (o: Common & { resource: string; max?: number }) =>
    def(
      'references',
      o,
      z
        .array(id)
        .max(o.max ?? 50)
        .default([]),
      z.array(z.number().int()),
      { resource: o.resource, initial: [] },
    ),
  enum: <const V extends readonly [string, ...string[]]>(
    o: Common & { values: V; initial?: V[number]; optionKey?: string },
  ) =>
    def('enum', o, z.enum(o.values, { error: REQUIRED }), z.enum(o.values), {
      values: o.values,
      initial: o.initial ?? o.values[0],
      optionKey: o.optionKey,
    }),
  /** A row of one of the site's lookup tables (name prefix, company type, province), chosen in a select; its name is answered as `<key without _id>_name`. */
  lookup: (o: Common & { lookup: LookupName }) =>
    def(
      'lookup',
      o,
      o.required ? z.preprocess((v) => (blank(v) ? undefined : v), id) : orNull(id),
      o.required ? z.number().int() : z.number().int().nullable(),
      { lookup: o.lookup },
    ),
  /**
   * A new password, written as a hash and never answered. `input` is the
   * rule of the password (e.g. the member's minimum length); blank keeps the
   * current one, and the store decides whether a new item needs one.
   */
  password: (o: Common & { input: z.ZodType<string>; requiredOnCreate?: boolean }) =>
    def(
      'password',
      o,
      z.preprocess((v) => (blank(v) ? undefined : v), o.input.optional()),
      z.never().optional(),
      { initial: '', requiredOnCreate: o.requiredOnCreate },
    ),
  /** An uploaded image's URL (POST /admin/upload), with its size in the two fields imageSize declares. */
  image: (o: Common) =>
    def(
      'image',
      o,
      orNull(
        z
          .string()
          .trim()
          .max(500)
          .refine(isSitePath, 'admin_content.validation.image_not_uploaded'),
      ),
      z.string().nullable(),
    ),
  imageSize: (o: Common) =>
    def(
      'imageSize',
      o,
      orNull(z.coerce.number().int().min(1).max(20_000)),
      z.number().int().nullable(),
      { hidden: true },
    ),
  /** Uploaded documents (name and file), in order. */
  documents: (o: Common) => {
    const doc = z.object({
      name: z.string().trim().min(1, REQUIRED).max(191),
      file_url: z
        .string()
        .trim()
        .startsWith('/uploads/', 'admin_content.validation.file_not_uploaded')
        .max(500)
        .refine(isSitePath, 'admin_content.validation.file_not_uploaded'),
    });
    return def(
      'documents',
      o,
      z.array(doc).max(30).default([]),
      z.array(
        doc.extend({ mime_type: z.string().nullable(), size_bytes: z.number().int().nullable() }),
      ),
      { initial: [] },
    );
  },
  /** Shown to staff, never written by the form (e.g. what a visitor sent). */
  readonly: readonlyField,
};

/** SEO fields of SPEC.md section 3, per language: meta title, description, keywords and the image with its size. */
export function seoFields() {
  return {
    meta_title: field.text({
      label: 'admin_content.meta_title',
      max: 255,
      hint: 'admin_content.meta_title_hint',
    }),
    meta_description: field.textarea({ label: 'admin_content.meta_description', max: 500 }),
    meta_keyword: field.text({ label: 'admin_content.meta_keyword', max: 255 }),
    ...imageFields('admin_content.image'),
  };
}

/** The per-language name and short description of a category. */
export function categoryLang() {
  return {
    name: field.text({ label: 'admin_content.name', required: true }),
    description: field.textarea({ label: 'admin_content.description', max: 1000 }),
  };
}

/** The per-language text of a page-like item (training, service, news, portfolio): name, summary, rich body. */
export function articleLang() {
  return { ...categoryLang(), body: field.richText({ label: 'admin_content.body' }) };
}

/** An image with its width and height. */
export function imageFields(label: string) {
  return {
    image_url: field.image({ label }),
    image_width: field.imageSize({ label }),
    image_height: field.imageSize({ label }),
  };
}

export type Fields = Record<string, FieldDef>;

/** The locale key of an enum's (or labelled read-only field's) value. */
export const optionLabelKey = (f: Pick<FieldDef, 'label' | 'optionKey'>, value: unknown) =>
  `${f.optionKey ?? `${f.label}_options.`}${String(value)}`;

/** The keys of the SEO section of a language tab. */
export const SEO_KEYS = ['meta_title', 'meta_description', 'meta_keyword'] as const;

/** The main image of an item: the Thai row's, shown in both languages unless English has its own. */
export const IMAGE_KEYS = ['image_url', 'image_width', 'image_height'] as const;
