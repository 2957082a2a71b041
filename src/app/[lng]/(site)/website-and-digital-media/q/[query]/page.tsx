import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';
import { ServiceListPage, serviceListMetadata } from '@/features/services/service-pages';
import { serviceKindRoutes } from '@/lib/service-kinds';

/** One filtered or paged form of the list, cached per query (src/lib/list-queries.ts). */
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export function generateMetadata() {
  return serviceListMetadata('website_digital_media');
}

export default async function Page({ params }: ListQueryParams) {
  return (
    <ServiceListPage
      kind="website_digital_media"
      search={await listQueryOf(serviceKindRoutes.website_digital_media, params)}
    />
  );
}
