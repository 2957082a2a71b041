import {
  PublicTrainingList,
  publicTrainingListMetadata,
} from '@/features/trainings/training-list-page';
import { type ListQueryParams, listQueryOf } from '@/features/lists/list-query-page';

/**
 * A search of /public-training by name (with any other filters): rendered for
 * each request and never stored in the page cache, whose entries are what
 * the site links to, not what visitors type (src/lib/list-queries.ts).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = publicTrainingListMetadata;

export default async function Page({ params }: ListQueryParams) {
  return <PublicTrainingList search={await listQueryOf('/public-training', params)} />;
}
