import { type ResourceRoute, resourceRoutes } from '@/lib/admin/resource-routes';
import type { ResourceName } from '@/lib/admin/resources';
import type { SearchKind } from '@/lib/admin-search';
import { contentPermissions, type Permission } from '@/lib/permissions';

/** The dashboard's cards, in the order it shows them; each opens the page that declares it below. */
export const dashboardCards = [
  'upcoming_trainings',
  'awaiting_verification',
  'new_members',
  'payments_this_month',
  'unhandled_requests',
] as const;
export type DashboardCardKey = (typeof dashboardCards)[number];

/**
 * The one table of the back office: every page with the permissions it needs
 * (any one suffices; none means any admin, SPEC.md section 5), whether the
 * side menu shows it, what the global search finds for it and which
 * dashboard cards open it. The menu, the page guards, the pages' tRPC
 * procedures, the search and the dashboard all read it, so they cannot
 * disagree. A resource's page is made from its declaration.
 */
export interface AdminPage {
  href: string;
  labelKey: string;
  permissions: Permission[];
  /** Shown in the side menu (SPEC.md section 6). */
  menu: boolean;
  /** The global search finds its items under this kind and opens each in its form (`${href}/form?${primaryKey}=`), or with `detail` on its own page (`${href}/{id}`). */
  search?: { kind: SearchKind; primaryKey: string; detail?: boolean };
  /** The dashboard cards that open this page. */
  dashboard?: DashboardCardKey[];
}

type Extra = Partial<Pick<AdminPage, 'menu' | 'search' | 'dashboard'>>;

function page(
  href: string,
  labelKey: string,
  permissions: Permission[],
  extra: Extra = {},
): AdminPage {
  return { href, labelKey, permissions, menu: true, ...extra };
}

/** A resource's list page (its form shares it): route, title, permission and search come from the resource. */
const resourcePage = (r: ResourceRoute, extra: Extra = {}) =>
  page(r.route, r.titleKey, [r.permission], {
    ...(r.searchKind ? { search: { kind: r.searchKind, primaryKey: r.primaryKey } } : {}),
    ...extra,
  });

/**
 * The pages of these resources in this order (the menu's), each under its
 * resource's name: adminPages.newsCategories is resources.newsCategories'
 * page, so the two tables cannot name one thing twice.
 */
function resourcePages<const N extends ResourceName>(
  names: readonly N[],
  extras: Partial<Record<N, Extra>> = {},
): Record<N, AdminPage> {
  const pages: Partial<Record<N, AdminPage>> = {};
  for (const name of names) pages[name] = resourcePage(resourceRoutes[name], extras[name]);
  return pages as Record<N, AdminPage>;
}

export const adminPages = {
  home: page('/admin/home', 'admin.home', []),
  publicTrainingRegister: page(
    '/admin/services/public_training_register',
    'permissions.public_training_register',
    ['access/public_training_register'],
    {
      search: { kind: 'registration', primaryKey: 'register_id', detail: true },
      dashboard: ['awaiting_verification', 'payments_this_month'],
    },
  ),
  ...resourcePages(
    [
      'publicTrainings',
      'publicTrainingCategories',
      'publicTrainingSpeakers',
      'inhouseTrainings',
      'inhouseTrainingCategories',
      'instituteServices',
      'serviceCategories',
      'news',
      'newsCategories',
      'portfolios',
      'banners',
      'researchers',
      'faculties',
      'pages',
    ],
    { publicTrainings: { dashboard: ['upcoming_trainings'] } },
  ),
  requests: page(
    '/admin/requests',
    'admin_content.request.inbox_title',
    [
      resourceRoutes.inhouseRequests.permission,
      resourceRoutes.serviceRequests.permission,
      resourceRoutes.contactMessages.permission,
    ],
    {
      dashboard: ['unhandled_requests'],
    },
  ),
  ...resourcePages(['inhouseRequests', 'serviceRequests', 'contactMessages'], {
    inhouseRequests: { menu: false },
    serviceRequests: { menu: false },
    contactMessages: { menu: false },
  }),
  ...resourcePages(['members'], { members: { dashboard: ['new_members'] } }),
  // The user form reads ?id= (the REST path's name, /admin/users/{id}).
  users: page('/admin/users', 'permissions.user', ['access/user'], {
    search: { kind: 'user', primaryKey: 'id' },
  }),
  roles: page('/admin/roles', 'permissions.role', ['access/role']),
  reports: page('/admin/reports', 'permissions.report', ['access/report']),
  // Check-in on the day, certificates and the attendance report (docs/policies/attendance-and-certificates.md).
  checkIn: page('/admin/services/check_in', 'checkin.title', ['access/public_training_register']),
  certificates: page('/admin/services/certificates', 'certificates.admin_title', [
    'access/public_training_register',
  ]),
  attendanceReport: page('/admin/reports/attendance', 'checkin.report_title', [
    'access/public_training_register',
    'access/report',
  ]),
  // The media library (docs/policies/media-library.md): for staff who may upload content images.
  media: page('/admin/media', 'media.title', [...contentPermissions]),
  // The course evaluation report (docs/policies/course-evaluation.md).
  evaluationReport: page('/admin/reports/evaluations', 'evaluation.report_title', [
    'access/report',
  ]),
  auditLog: page('/admin/audit_log', 'permissions.audit_log', ['access/audit_log']),
  apiTokens: page('/admin/api_tokens', 'permissions.api_token', ['access/api_token']),
  account: page('/admin/account', 'admin_shell.account', [], { menu: false }),
} satisfies Record<string, AdminPage>;

export type AdminPageName = keyof typeof adminPages;

/** The page a path belongs to: the longest declared prefix (/admin/users/form is the users page). */
export function adminPageOf(pathname: string): AdminPage | undefined {
  let best: AdminPage | undefined;
  for (const p of Object.values(adminPages) as AdminPage[]) {
    if (
      (pathname === p.href || pathname.startsWith(`${p.href}/`)) &&
      (!best || p.href.length > best.href.length)
    )
      best = p;
  }
  return best;
}

/** The page a dashboard card opens. */
export function pageOfCard(key: DashboardCardKey): AdminPage {
  return (Object.values(adminPages) as AdminPage[]).find((p) => p.dashboard?.includes(key))!;
}
