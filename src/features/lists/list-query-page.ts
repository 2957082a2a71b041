import { notFound } from 'next/navigation';
import { type ListQuery, listQueryFromSegment } from '@/lib/list-queries';

export type ListQueryParams = { params: Promise<{ lng: string; query: string }> };

/**
 * The query a list's q/[query] (or search, s/[query]) page renders: the one
 * its segment names, or a 404 for a segment that is not canonical (only
 * src/proxy.ts writes them).
 */
export async function listQueryOf(
  path: string,
  params: ListQueryParams['params'],
): Promise<ListQuery> {
  const query = listQueryFromSegment(path, (await params).query);
  if (!query) notFound();
  return query;
}

/** A value a list query names (undefined or '*': none) and the values the list's own links and filter choices offer. */
export interface OfferedChoice {
  value: string | undefined;
  offered: readonly (number | string)[];
}

/**
 * A 404 unless each filter of a list query names one of the choices the list
 * itself offers (a category or faculty it lists, a year its form offers). A
 * 404 is rendered for the visitor but never stored in the page cache
 * (cache-handler.mjs), so made-up values (`?category=987654`) cannot add
 * entries.
 */
export function notFoundUnlessOffered(choices: readonly OfferedChoice[]): void {
  for (const { value, offered } of choices) {
    if (value !== undefined && value !== '*' && !offered.some((choice) => String(choice) === value))
      notFound();
  }
}

/** A 404 for a page past a list's last (`?page=9999`), for the same reason. */
export function notFoundPastLastPage(list: { page: number; lastPage: number }): void {
  if (list.page > Math.max(1, list.lastPage)) notFound();
}
