import type { Permission } from '@/lib/permissions';

/**
 * The back-office menu (SPEC.md section 6). Each page's required permission is
 * declared here once; the menu and the route guard read it, and the page's
 * procedures declare the same permission on the server.
 */
export interface AdminMenuItem {
  labelKey: string;
  href: string;
  permission?: Permission;
}

export const adminMenu: AdminMenuItem[] = [
  { labelKey: 'admin.home', href: '/admin/home' },
  { labelKey: 'permissions.public_training_register', href: '/admin/services/public_training_register', permission: 'access/public_training_register' },
  { labelKey: 'permissions.public_training', href: '/admin/services/public_trainings', permission: 'access/public_training' },
  { labelKey: 'permissions.public_training_category', href: '/admin/services/public_training_category', permission: 'access/public_training_category' },
  { labelKey: 'permissions.public_training_speaker', href: '/admin/services/public_training_speaker', permission: 'access/public_training_speaker' },
  { labelKey: 'permissions.inhouse_training', href: '/admin/services/inhouse_trainings', permission: 'access/inhouse_training' },
  { labelKey: 'permissions.inhouse_training_category', href: '/admin/services/inhouse_training_category', permission: 'access/inhouse_training_category' },
  { labelKey: 'permissions.service', href: '/admin/services/institute_services', permission: 'access/service' },
  { labelKey: 'permissions.news', href: '/admin/news', permission: 'access/news' },
  { labelKey: 'permissions.news_category', href: '/admin/news_category', permission: 'access/news_category' },
  { labelKey: 'permissions.portfolio', href: '/admin/portfolios', permission: 'access/portfolio' },
  { labelKey: 'permissions.banner', href: '/admin/banners', permission: 'access/banner' },
  { labelKey: 'permissions.member', href: '/admin/members', permission: 'access/member' },
  { labelKey: 'permissions.user', href: '/admin/users', permission: 'access/user' },
  { labelKey: 'permissions.role', href: '/admin/roles', permission: 'access/role' },
  { labelKey: 'permissions.report', href: '/admin/reports', permission: 'access/report' },
];

export function visibleAdminMenu(granted: readonly string[]): AdminMenuItem[] {
  return adminMenu.filter((item) => !item.permission || granted.includes(item.permission));
}
