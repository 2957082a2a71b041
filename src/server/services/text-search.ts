import { Prisma } from '@/generated/sqlite/client';
import { containsInsensitive, type Db, escapeLike, provider } from '@/server/db';

/** Beyond this many matches a search filters with Prisma's `contains` instead of a list of ids. */
const MATCH_CAP = 5000;

export interface TextSearch {
  /** Table and columns as written here, never taken from input. */
  table: string;
  idColumn: string;
  columns: string[];
  /** Only the rows of this language (translations), else any. */
  languageId?: number;
}

/**
 * Ids (of `idColumn`) of the rows of `table` where any of `columns` contains
 * `word`, case ignored and taken literally (`%`, `_`, `\` are plain
 * characters): the database's own LIKE with an ESCAPE clause. On SQLite the
 * two-argument LIKE that Prisma's `contains` calls goes through JavaScript
 * (src/server/db.ts) and is about ten times slower; the three-argument one is
 * native. Null when the word matches too many rows for an id list.
 */
export async function matchingIds(
  db: Db,
  search: TextSearch,
  word: string,
): Promise<number[] | null> {
  const op = provider === 'postgresql' ? 'ILIKE' : 'LIKE';
  const pattern = `%${escapeLike(word)}%`;
  const match = Prisma.join(
    search.columns.map(
      (c) => Prisma.sql`${Prisma.raw(c)} ${Prisma.raw(op)} ${pattern} ESCAPE '\\'`,
    ),
    ' OR ',
  );
  const language =
    search.languageId === undefined
      ? Prisma.empty
      : Prisma.sql` AND language_id = ${search.languageId}`;
  const rows = await db.$queryRaw<
    { id: number | bigint }[]
  >`SELECT DISTINCT ${Prisma.raw(search.idColumn)} AS id FROM ${Prisma.raw(search.table)} WHERE (${match})${language} LIMIT ${MATCH_CAP + 1}`;
  return rows.length > MATCH_CAP ? null : rows.map((r) => Number(r.id));
}

/**
 * A where clause on the parent model for a text search in its translations:
 * `{ id: { in: ids } }` from matchingIds, or, for a word too broad for an id
 * list, the same match through Prisma (`fallback` builds it from a contains filter).
 */
export async function textSearchWhere<W>(
  db: Db,
  search: TextSearch,
  word: string | undefined,
  fallback: (contains: ReturnType<typeof containsInsensitive>) => W,
): Promise<W | { id: { in: number[] } } | Record<string, never>> {
  if (!word) return {};
  const ids = await matchingIds(db, search, word);
  return ids ? { id: { in: ids } } : fallback(containsInsensitive(word));
}
