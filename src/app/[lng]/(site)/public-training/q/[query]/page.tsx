import {
  PublicTrainingList,
  publicTrainingListMetadata,
} from '@/features/trainings/training-list-page';
import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';

/** One filtered or paged form of /public-training, cached per query (src/lib/list-queries.ts). */
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = publicTrainingListMetadata;

export default async function Page({ params }: ListQueryParams) {
  return <PublicTrainingList search={await listQueryOf('/public-training', params)} />;
}
