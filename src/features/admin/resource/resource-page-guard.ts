import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { getPageT } from '@/i18n/server';
import { resourceRoutes } from '@/lib/admin/resource-routes';
import type { ResourceName } from '@/lib/admin/resources';
import { adminPageOf } from '@/lib/admin-pages';

/** Turns away an admin without the resource's permission (through the one table of admin pages). */
export const guardResourcePage = (name: ResourceName) =>
  requireAdminPage(adminPageOf(resourceRoutes[name].route)!);

/** The page title: the resource's, with "Form" on its form. */
export async function resourcePageMetadata(name: ResourceName, form: boolean): Promise<Metadata> {
  const { t } = await getPageT();
  const title = t(resourceRoutes[name].titleKey);
  return { title: form ? `${title} – ${t('admin_shell.form')}` : title };
}
