import { ResearcherList, researcherListMetadata } from '@/features/content/researcher-list-page';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export const generateMetadata = researcherListMetadata;

export default function Page() {
  return <ResearcherList search={{}} />;
}
