import type { ResourceName } from '@/lib/admin/resources';
import type { Store } from '@/server/admin/store';
import { bannerStore, facultyStore, pageStore, portfolioStore, researcherStore } from '@/server/admin/stores/content';
import { memberStore } from '@/server/admin/stores/members';
import { newsCategoryStore, newsStore } from '@/server/admin/stores/news';
import { inhouseTrainingCategoryStore, inhouseTrainingStore, instituteServiceStore, serviceCategoryStore } from '@/server/admin/stores/offerings';
import { contactMessageStore, inhouseRequestStore, serviceRequestStore } from '@/server/admin/stores/requests';
import { publicTrainingCategoryStore, publicTrainingSpeakerStore, publicTrainingStore } from '@/server/admin/stores/trainings';

/** How each resource of src/lib/admin/resources is stored. */
export const stores: Record<ResourceName, Store> = {
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
