import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { RolesList } from '@/features/admin/roles-list';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin_shell.roles_title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.roles);
  return <RolesList />;
}
