import type { Resource } from '@/lib/admin/resource';
import type { resourceRoutes } from '@/lib/admin/resource-routes';
import { inhouseTrainingCategories, inhouseTrainings } from '@/lib/admin/resources/inhouse';
import { members } from '@/lib/admin/resources/members';
import { news, newsCategories } from '@/lib/admin/resources/news';
import { faculties, pages, researchers } from '@/lib/admin/resources/people-pages';
import { banners, portfolios } from '@/lib/admin/resources/portfolios-banners';
import { contactMessages, inhouseRequests, serviceRequests } from '@/lib/admin/resources/requests';
import { instituteServices, serviceCategories } from '@/lib/admin/resources/services';
import {
  publicTrainingCategories,
  publicTrainingSpeakers,
  publicTrainings,
} from '@/lib/admin/resources/trainings';

/**
 * Every back-office resource. The admin menu, page guards, search, the
 * generic list and form, the tRPC routers and the REST doors all read this
 * table; a new resource is a file of fields here, its store in
 * src/server/services/resources/stores and two one-line pages.
 */
export const resources = {
  publicTrainings,
  publicTrainingCategories,
  publicTrainingSpeakers,
  inhouseTrainings,
  inhouseTrainingCategories,
  instituteServices,
  serviceCategories,
  news,
  newsCategories,
  portfolios,
  banners,
  members,
  researchers,
  faculties,
  pages,
  inhouseRequests,
  serviceRequests,
  contactMessages,
} satisfies Record<keyof typeof resourceRoutes, Resource>; // one entry per route of resource-routes.ts

export type ResourceName = keyof typeof resources;

export function resourceNamed(name: string): Resource | undefined {
  return (resources as Record<string, Resource>)[name];
}

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(resources, name);
}
