import type { Search } from '@/features/services/offering-views';
import { ServiceListPage, serviceListMetadata } from '@/features/services/service-pages';

/** The category filter and paging come from the query string: rendered per request. */
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return serviceListMetadata('other');
}

export default function Page({ searchParams }: { searchParams: Promise<Search> }) {
  return <ServiceListPage kind="other" searchParams={searchParams} />;
}
