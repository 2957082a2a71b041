import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { MediaLibrary } from '@/features/admin/media/media-library';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('media.title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.media);
  return <MediaLibrary />;
}
