import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { AuditLog } from '@/features/admin/audit-log';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin_safety.audit.title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.auditLog);
  return <AuditLog />;
}
