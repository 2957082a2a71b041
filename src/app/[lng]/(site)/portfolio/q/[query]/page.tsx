import { PortfolioList, portfolioListMetadata } from '@/features/content/portfolio-list-page';
import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';

/** One filtered or paged form of /portfolio, cached per query (src/lib/list-queries.ts). */
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = portfolioListMetadata;

export default async function Page({ params }: ListQueryParams) {
  return <PortfolioList search={await listQueryOf('/portfolio', params)} />;
}
