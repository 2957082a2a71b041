import { ResearcherList, researcherListMetadata } from '@/features/content/researcher-list-page';
import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';

/** One filtered or paged form of /researcher, cached per query (src/lib/list-queries.ts). */
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = researcherListMetadata;

export default async function Page({ params }: ListQueryParams) {
  return <ResearcherList search={await listQueryOf('/researcher', params)} />;
}
