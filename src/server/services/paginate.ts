import type { Paged } from '@/lib/schemas/common';

/** The page asked for: 1-based, with its size (the lists' `page` and `per_page`). */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** The list envelope of SPEC.md section 7 for rows already cut to one page. */
export function pagedOf<T>(items: T[], total: number, page: number, perPage: number): Paged<T> {
  return { items, total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * One page of a list read from the database: the count of every match and
 * the page's rows read together, the rows turned into items, in the list
 * envelope. `rows` is given the window (skip, take) to read.
 *
 * @example
 * paginate(query, () => db.news.count({ where }), (window) =>
 *   db.news.findMany({ where, orderBy, ...window }), (rows) => rows.map(toCard))
 */
export async function paginate<Row, Item>(
  query: PageQuery,
  count: () => PromiseLike<number>,
  rows: (window: { skip: number; take: number }) => PromiseLike<Row[]>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paged<Item>> {
  const [total, found] = await Promise.all([
    count(),
    rows({ skip: (query.page - 1) * query.per_page, take: query.per_page }),
  ]);
  return pagedOf(await toItems(found), total, query.page, query.per_page);
}
