import { InhouseDetailPage, inhouseDetailMetadata } from '@/features/services/inhouse-pages';

type Params = { params: Promise<{ lng: string; id: string }> };

/** Rendered on first visit, then served from the cache. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = inhouseDetailMetadata;

export default function Page({ params }: Params) {
  return <InhouseDetailPage params={params} />;
}
