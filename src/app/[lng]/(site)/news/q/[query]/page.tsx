import { NewsList, newsListMetadata } from '@/features/content/news-list-page';
import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';

/** One filtered or paged form of /news, cached per query (src/lib/list-queries.ts). */
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = newsListMetadata;

export default async function Page({ params }: ListQueryParams) {
  return <NewsList search={await listQueryOf('/news', params)} />;
}
