import type { SearchKind } from '@/lib/admin-search';
import type { Permission } from '@/lib/permissions';

/** Where a back-office resource lives and who may open it. */
export interface ResourceRoute {
  name: string;
  /** What the global search finds of it. */
  searchKind?: SearchKind;
  permission: Permission;
  primaryKey: string;
  /** Its list page; the form is `${route}/form`. */
  route: string;
  titleKey: string;
}

/**
 * The part of each resource declaration (src/lib/admin/resources) that the
 * back office's shell reads: the menu, breadcrumbs, search and page guards
 * (src/lib/admin-pages.ts). Each declaration spreads its entry, so the two
 * cannot disagree, and the shell loads this table without the resources'
 * fields and schemas.
 */
export const resourceRoutes = {
  inhouseTrainings: {
    name: 'inhouseTrainings',
    searchKind: 'inhouse',
    permission: 'access/inhouse_training',
    primaryKey: 'inhouse_training_id',
    route: '/admin/services/inhouse_trainings',
    titleKey: 'permissions.inhouse_training',
  },
  inhouseTrainingCategories: {
    name: 'inhouseTrainingCategories',
    permission: 'access/inhouse_training_category',
    primaryKey: 'inhouse_training_category_id',
    route: '/admin/services/inhouse_training_category',
    titleKey: 'permissions.inhouse_training_category',
  },
  members: {
    name: 'members',
    searchKind: 'member',
    permission: 'access/member',
    primaryKey: 'member_id',
    route: '/admin/members',
    titleKey: 'admin_members.title',
  },
  news: {
    name: 'news',
    searchKind: 'news',
    permission: 'access/news',
    primaryKey: 'news_id',
    route: '/admin/news',
    titleKey: 'permissions.news',
  },
  newsCategories: {
    name: 'newsCategories',
    permission: 'access/news_category',
    primaryKey: 'news_category_id',
    route: '/admin/news_category',
    titleKey: 'permissions.news_category',
  },
  researchers: {
    name: 'researchers',
    searchKind: 'researcher',
    permission: 'access/researcher',
    primaryKey: 'researcher_id',
    route: '/admin/researchers',
    titleKey: 'admin_content.researcher.title',
  },
  faculties: {
    name: 'faculties',
    permission: 'access/researcher',
    primaryKey: 'faculty_id',
    route: '/admin/faculties',
    titleKey: 'admin_content.faculty.title',
  },
  pages: {
    name: 'pages',
    permission: 'access/page',
    primaryKey: 'page_id',
    route: '/admin/pages',
    titleKey: 'admin_content.page.title',
  },
  portfolios: {
    name: 'portfolios',
    searchKind: 'portfolio',
    permission: 'access/portfolio',
    primaryKey: 'portfolio_id',
    route: '/admin/portfolios',
    titleKey: 'permissions.portfolio',
  },
  banners: {
    name: 'banners',
    searchKind: 'banner',
    permission: 'access/banner',
    primaryKey: 'banner_id',
    route: '/admin/banners',
    titleKey: 'permissions.banner',
  },
  inhouseRequests: {
    name: 'inhouseRequests',
    searchKind: 'inhouse_request',
    permission: 'access/inhouse_training',
    primaryKey: 'inhouse_training_request_id',
    route: '/admin/requests/inhouse_trainings',
    titleKey: 'admin_content.request.inhouse_title',
  },
  serviceRequests: {
    name: 'serviceRequests',
    searchKind: 'service_request',
    permission: 'access/service',
    primaryKey: 'service_request_id',
    route: '/admin/requests/services',
    titleKey: 'admin_content.request.service_title',
  },
  contactMessages: {
    name: 'contactMessages',
    searchKind: 'contact_message',
    permission: 'access/contact_message',
    primaryKey: 'contact_message_id',
    route: '/admin/requests/contact',
    titleKey: 'admin_content.request.contact_title',
  },
  instituteServices: {
    name: 'instituteServices',
    searchKind: 'service',
    permission: 'access/service',
    primaryKey: 'service_id',
    route: '/admin/services/institute_services',
    titleKey: 'permissions.service',
  },
  serviceCategories: {
    name: 'serviceCategories',
    permission: 'access/service',
    primaryKey: 'service_category_id',
    route: '/admin/services/institute_service_category',
    titleKey: 'admin_content.service_category.title',
  },
  publicTrainings: {
    name: 'publicTrainings',
    searchKind: 'training',
    permission: 'access/public_training',
    primaryKey: 'public_training_id',
    route: '/admin/services/public_trainings',
    titleKey: 'permissions.public_training',
  },
  publicTrainingCategories: {
    name: 'publicTrainingCategories',
    searchKind: 'category',
    permission: 'access/public_training_category',
    primaryKey: 'public_training_category_id',
    route: '/admin/services/public_training_category',
    titleKey: 'permissions.public_training_category',
  },
  publicTrainingSpeakers: {
    name: 'publicTrainingSpeakers',
    searchKind: 'speaker',
    permission: 'access/public_training_speaker',
    primaryKey: 'public_training_speaker_id',
    route: '/admin/services/public_training_speaker',
    titleKey: 'permissions.public_training_speaker',
  },
} as const satisfies Record<string, ResourceRoute>;
