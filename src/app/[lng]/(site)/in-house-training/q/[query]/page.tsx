import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';
import { InhouseListPage, inhouseListMetadata } from '@/features/services/inhouse-pages';

/** One filtered or paged form of /in-house-training, cached per query (src/lib/list-queries.ts). */
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = inhouseListMetadata;

export default async function Page({ params }: ListQueryParams) {
  return <InhouseListPage search={await listQueryOf('/in-house-training', params)} />;
}
