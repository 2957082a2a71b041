import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { AttendanceReport } from '@/features/admin/attendance/attendance-report';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('checkin.report_title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.attendanceReport);
  return <AttendanceReport />;
}
