import '@mantine/charts/styles.css';
import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { ReportsPage } from '@/features/admin/reports/reports-page';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin_reports.title') };
}

/** /admin/reports: the charts' styles are loaded here only. */
export default async function Page() {
  await requireAdminPage(adminPages.reports);
  return <ReportsPage />;
}
