import { ServiceListPage, serviceListMetadata } from '@/features/services/service-pages';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export function generateMetadata() {
  return serviceListMetadata('website_digital_media');
}

export default function Page() {
  return <ServiceListPage kind="website_digital_media" search={{}} />;
}
