import { ResearcherList, researcherListMetadata } from '@/features/content/researcher-list-page';
import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';

/**
 * A search of /researcher by keyword (with any other filters): rendered for
 * each request and never stored in the page cache, whose entries are what
 * the site links to, not what visitors type (src/lib/list-queries.ts).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = researcherListMetadata;

export default async function Page({ params }: ListQueryParams) {
  return <ResearcherList search={await listQueryOf('/researcher', params)} />;
}
