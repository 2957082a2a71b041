import { ServiceListPage, serviceListMetadata } from '@/features/services/service-pages';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export function generateMetadata() {
  return serviceListMetadata('other');
}

export default function Page() {
  return <ServiceListPage kind="other" search={{}} />;
}
