import { InhouseListPage, inhouseListMetadata } from '@/features/services/inhouse-pages';
import type { Search } from '@/features/services/offering-views';

/** The category filter and paging come from the query string: rendered per request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = inhouseListMetadata;

export default function Page({ searchParams }: { searchParams: Promise<Search> }) {
  return <InhouseListPage searchParams={searchParams} />;
}
