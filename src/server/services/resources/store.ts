import type { Prisma } from '@/generated/sqlite/client';
import type { Resource } from '@/lib/admin/resource';
import type { Locale } from '@/i18n/locales';
import type { Db } from '@/server/db';
import type { AppErrorReason } from '@/server/errors';

export type Tx = Prisma.TransactionClient | Db;
export type Row = Record<string, unknown> & { id: number };
export type Data = Record<string, unknown>;

/** The part of a Prisma model delegate the generic service uses. */
export interface Delegate {
  findMany(args: unknown): Promise<Row[]>;
  findUnique(args: unknown): Promise<Row | null>;
  count(args: unknown): Promise<number>;
  create(args: unknown): Promise<Row>;
  update(args: unknown): Promise<Row>;
  upsert(args: unknown): Promise<Row>;
  deleteMany(args: unknown): Promise<{ count: number }>;
}

/** Something that still uses an item: deleting it is refused with this reason. */
export interface InUse {
  count: (tx: Tx, ids: number[]) => Promise<number>;
  /** Locale key, given {{count}}. */
  messageKey: string;
}

/**
 * How a resource is stored: its Prisma model, its per-language rows, what
 * still uses it, what it writes besides its own columns and which public
 * pages show it. Everything else the generic service derives from the
 * resource's fields (src/lib/admin/fields.ts): column names (camelCase of the
 * field, or its `db`), money in satang, sanitised rich text.
 */
export interface StoreConfig<R extends Resource = Resource> {
  resource: R;
  model: (tx: Tx) => unknown;
  translations?: { model: (tx: Tx) => unknown; foreignKey: string };
  /** Prisma include of the relations `read` needs. */
  include?: Record<string, unknown>;
  /** Relations only one item's read (its form) needs, not the list's: e.g. a member's registrations. */
  detailInclude?: Record<string, unknown>;
  /** Columns the search looks in besides the name in either language. */
  searchColumns?: string[];
  /** A where that limits every read (none: all rows). */
  scope?: Data;
  inUse?: InUse[];
  /**
   * Why some of the items asked for may not be deleted: the refusal's
   * message (given {{count}}) and one reason per item (field `ids.<id>`).
   * The whole delete is refused then; nothing goes.
   */
  refuseDelete?: (
    tx: Tx,
    ids: number[],
  ) => Promise<{ messageKey: string; reasons: AppErrorReason[] } | null>;
  /** Files of rows deleted along with the items that their own fields do not show (a member's payment slips): they go too, unless shown elsewhere. */
  uploadsOf?: (tx: Tx, ids: number[]) => Promise<string[]>;
  /** Deletes what belongs to the items and has no cascade, in the delete's transaction. */
  beforeDelete?: (tx: Tx, ids: number[]) => Promise<void>;
  /** Values of fields that are not plain columns (references, documents), from a row read with `include` (and `detailInclude` for one item). */
  read?: (row: Row, locale: Locale) => Data;
  /** Writes those fields, in the save's transaction; the status toggle calls it with { status } alone. */
  write?: (tx: Tx, id: number, input: Data) => Promise<void>;
  /** Columns derived from the input before writing (a service's kind from its category), and checks across fields. */
  derive?: (tx: Tx, data: Data, input: Data, previous: Data | undefined) => Promise<Data> | Data;
  /** The public pages (paths without language) that show the item: revalidated after a change. */
  publicPaths: (id: number, tx: Tx) => string[] | Promise<string[]>;
  /** Label of an item in lists of other resources and in selects, when not its name. */
  label?: (row: Row) => string;
  /** Groups the options of a select (e.g. service categories by kind). */
  optionGroup?: (row: Row) => string;
}

export interface Store<R extends Resource = Resource> extends StoreConfig<R> {
  model: (tx: Tx) => Delegate;
  translations?: { model: (tx: Tx) => Delegate; foreignKey: string };
}

export function defineStore<R extends Resource>(config: StoreConfig<R>): Store<R> {
  return config as Store<R>;
}
