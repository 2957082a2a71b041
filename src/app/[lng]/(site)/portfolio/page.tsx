import { PortfolioList, portfolioListMetadata } from '@/features/content/portfolio-list-page';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export const generateMetadata = portfolioListMetadata;

export default function Page() {
  return <PortfolioList search={{}} />;
}
