import { ServiceDetailPage, serviceDetailMetadata } from '@/features/services/service-pages';

type Params = { params: Promise<{ lng: string; id: string }> };

/** Rendered on first visit, then served from the cache. */
export function generateStaticParams() {
  return [];
}

export function generateMetadata(props: Params) {
  return serviceDetailMetadata('diagnosis_consultation', props);
}

export default function Page({ params }: Params) {
  return <ServiceDetailPage kind="diagnosis_consultation" params={params} />;
}
