import { type AdminPage, adminPages } from '@/lib/admin-pages';
import { hasAnyPermission } from '@/lib/permissions';

/**
 * The back-office menu (SPEC.md section 6): the menu pages of the one table
 * of page permissions (src/lib/admin-pages.ts), each shown only to an admin
 * holding its permission; the dashboard always.
 */
export type AdminMenuItem = AdminPage;

export const adminMenu: AdminMenuItem[] = (Object.values(adminPages) as AdminPage[]).filter(
  (p) => p.menu,
);

export function visibleAdminMenu(granted: readonly string[]): AdminMenuItem[] {
  return adminMenu.filter((item) => hasAnyPermission(granted, item.permissions));
}
