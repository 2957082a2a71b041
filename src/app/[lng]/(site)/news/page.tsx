import { NewsList, newsListMetadata } from '@/features/content/news-list-page';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export const generateMetadata = newsListMetadata;

export default function Page() {
  return <NewsList search={{}} />;
}
