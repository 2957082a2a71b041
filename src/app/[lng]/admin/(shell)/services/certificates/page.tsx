import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { CertificatesScreen } from '@/features/admin/attendance/certificates-screen';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('certificates.admin_title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.certificates);
  return <CertificatesScreen />;
}
