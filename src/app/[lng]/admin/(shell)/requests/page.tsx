import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { RequestsInbox } from '@/features/admin/requests-inbox';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin_content.request.inbox_title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.requests);
  return <RequestsInbox />;
}
