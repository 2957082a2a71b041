import { InhouseListPage, inhouseListMetadata } from '@/features/services/inhouse-pages';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export const generateMetadata = inhouseListMetadata;

export default function Page() {
  return <InhouseListPage search={{}} />;
}
