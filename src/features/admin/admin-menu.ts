import { type AdminPage, type AdminPageName, adminPages } from '@/lib/admin-pages';
import { hasAnyPermission } from '@/lib/permissions';

/**
 * The back-office menu (SPEC.md section 6): the menu pages of the one table
 * of page permissions (src/lib/admin-pages.ts), each shown only to an admin
 * holding its permission; the dashboard always. The pages are grouped by
 * what staff do (content, trainings, registrations and members, people and
 * access, reports), so the menu fits a laptop's screen with the groups closed.
 */
export type AdminMenuItem = AdminPage;

export const adminMenuGroups = [
  {
    key: 'content',
    pages: [
      'news',
      'newsCategories',
      'portfolios',
      'banners',
      'pages',
      'researchers',
      'faculties',
      'media',
    ],
  },
  {
    key: 'trainings',
    pages: [
      'publicTrainings',
      'publicTrainingCategories',
      'publicTrainingSpeakers',
      'inhouseTrainings',
      'inhouseTrainingCategories',
      'instituteServices',
      'serviceCategories',
    ],
  },
  {
    key: 'registrations',
    pages: ['publicTrainingRegister', 'checkIn', 'certificates', 'requests', 'members'],
  },
  { key: 'people', pages: ['users', 'roles', 'auditLog', 'apiTokens'] },
  { key: 'reports', pages: ['reports', 'attendanceReport', 'evaluationReport'] },
] as const satisfies readonly { key: string; pages: readonly AdminPageName[] }[];

export type AdminMenuGroupKey = (typeof adminMenuGroups)[number]['key'];

export const adminMenu: AdminMenuItem[] = [
  adminPages.home,
  ...adminMenuGroups.flatMap((g) => g.pages.map((name) => adminPages[name] as AdminPage)),
];

export function visibleAdminMenu(granted: readonly string[]): AdminMenuItem[] {
  return adminMenu.filter((item) => hasAnyPermission(granted, item.permissions));
}

/** The groups of the menu an admin sees, each with the pages they may open; empty groups are left out. */
export function visibleAdminMenuGroups(
  granted: readonly string[],
): { key: AdminMenuGroupKey; items: AdminMenuItem[] }[] {
  return adminMenuGroups
    .map((g) => ({
      key: g.key,
      items: g.pages
        .map((name) => adminPages[name] as AdminPage)
        .filter((item) => hasAnyPermission(granted, item.permissions)),
    }))
    .filter((g) => g.items.length > 0);
}
