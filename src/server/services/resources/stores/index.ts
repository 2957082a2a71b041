import type { ResourceName, resources } from '@/lib/admin/resources';
import type { Store } from '@/server/services/resources/store';
import {
  bannerStore,
  facultyStore,
  pageStore,
  portfolioStore,
  researcherStore,
} from '@/server/services/resources/stores/content';
import { memberStore } from '@/server/services/resources/stores/members';
import { newsCategoryStore, newsStore } from '@/server/services/resources/stores/news';
import {
  inhouseTrainingCategoryStore,
  inhouseTrainingStore,
  instituteServiceStore,
  serviceCategoryStore,
} from '@/server/services/resources/stores/offerings';
import {
  contactMessageStore,
  inhouseRequestStore,
  serviceRequestStore,
} from '@/server/services/resources/stores/requests';
import {
  publicTrainingCategoryStore,
  publicTrainingSpeakerStore,
  publicTrainingStore,
} from '@/server/services/resources/stores/trainings';

/** How each resource of src/lib/admin/resources is stored. */
export const stores: { [N in ResourceName]: Store<(typeof resources)[N]> } = {
  publicTrainings: publicTrainingStore,
  publicTrainingCategories: publicTrainingCategoryStore,
  publicTrainingSpeakers: publicTrainingSpeakerStore,
  inhouseTrainings: inhouseTrainingStore,
  inhouseTrainingCategories: inhouseTrainingCategoryStore,
  instituteServices: instituteServiceStore,
  serviceCategories: serviceCategoryStore,
  news: newsStore,
  newsCategories: newsCategoryStore,
  portfolios: portfolioStore,
  banners: bannerStore,
  members: memberStore,
  researchers: researcherStore,
  faculties: facultyStore,
  pages: pageStore,
  inhouseRequests: inhouseRequestStore,
  serviceRequests: serviceRequestStore,
  contactMessages: contactMessageStore,
};
