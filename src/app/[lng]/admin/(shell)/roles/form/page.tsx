import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { RoleForm } from '@/features/admin/role-form';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin_shell.role_form_title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.roles);
  return <RoleForm />;
}
