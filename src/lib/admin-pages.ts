import type { Permission } from '@/lib/permissions';

/**
 * Every back-office page and the permissions it needs (any one suffices; none
 * means any admin, SPEC.md section 5). The side menu, the page guard and the
 * page's tRPC procedures all read this one table, so they cannot disagree.
 */
export interface AdminPage {
  href: string;
  labelKey: string;
  permissions: Permission[];
  /** Shown in the side menu (SPEC.md section 6). */
  menu: boolean;
}

function page(href: string, labelKey: string, permissions: Permission[], menu = true): AdminPage {
  return { href, labelKey, permissions, menu };
}

export const adminPages = {
  home: page('/admin/home', 'admin.home', []),
  publicTrainingRegister: page('/admin/services/public_training_register', 'permissions.public_training_register', ['access/public_training_register']),
  publicTrainings: page('/admin/services/public_trainings', 'permissions.public_training', ['access/public_training']),
  publicTrainingCategory: page('/admin/services/public_training_category', 'permissions.public_training_category', ['access/public_training_category']),
  publicTrainingSpeaker: page('/admin/services/public_training_speaker', 'permissions.public_training_speaker', ['access/public_training_speaker']),
  inhouseTrainings: page('/admin/services/inhouse_trainings', 'permissions.inhouse_training', ['access/inhouse_training']),
  inhouseTrainingCategory: page('/admin/services/inhouse_training_category', 'permissions.inhouse_training_category', ['access/inhouse_training_category']),
  instituteServices: page('/admin/services/institute_services', 'permissions.service', ['access/service']),
  news: page('/admin/news', 'permissions.news', ['access/news']),
  newsCategory: page('/admin/news_category', 'permissions.news_category', ['access/news_category']),
  portfolios: page('/admin/portfolios', 'permissions.portfolio', ['access/portfolio']),
  banners: page('/admin/banners', 'permissions.banner', ['access/banner']),
  members: page('/admin/members', 'permissions.member', ['access/member']),
  users: page('/admin/users', 'permissions.user', ['access/user']),
  roles: page('/admin/roles', 'permissions.role', ['access/role']),
  reports: page('/admin/reports', 'permissions.report', ['access/report']),
  account: page('/admin/account', 'admin_shell.account', [], false),
} satisfies Record<string, AdminPage>;

export type AdminPageName = keyof typeof adminPages;

/** The page a path belongs to: the longest declared prefix (/admin/users/form is the users page). */
export function adminPageOf(pathname: string): AdminPage | undefined {
  let best: AdminPage | undefined;
  for (const p of Object.values(adminPages) as AdminPage[]) {
    if ((pathname === p.href || pathname.startsWith(`${p.href}/`)) && (!best || p.href.length > best.href.length)) best = p;
  }
  return best;
}
