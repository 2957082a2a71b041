import { ServiceListPage, serviceListMetadata } from '@/features/services/service-pages';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export function generateMetadata() {
  return serviceListMetadata('diagnosis_consultation');
}

export default function Page() {
  return <ServiceListPage kind="diagnosis_consultation" search={{}} />;
}
