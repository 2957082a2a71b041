import { notFound } from 'next/navigation';
import { type ListQuery, listQueryFromSegment } from '@/lib/list-queries';

export type ListQueryParams = { params: Promise<{ lng: string; query: string }> };

/**
 * The query a list's q/[query] page renders: the one its segment names, or
 * a 404 for a segment that is not canonical (only src/proxy.ts writes them).
 */
export async function listQueryOf(path: string, params: ListQueryParams['params']): Promise<ListQuery> {
  const query = listQueryFromSegment(path, (await params).query);
  if (!query) notFound();
  return query;
}
