import {
  PublicTrainingList,
  publicTrainingListMetadata,
} from '@/features/trainings/training-list-page';

/** The list without filters, cached; its filtered and paged forms are q/[query]. */
export const generateMetadata = publicTrainingListMetadata;

export default function Page() {
  return <PublicTrainingList search={{}} />;
}
