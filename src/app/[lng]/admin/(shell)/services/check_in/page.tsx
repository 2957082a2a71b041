import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { CheckInScreen } from '@/features/admin/attendance/check-in-screen';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('checkin.title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.checkIn);
  return <CheckInScreen />;
}
