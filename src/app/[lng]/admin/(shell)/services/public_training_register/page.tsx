import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { RegistrationsList } from '@/features/admin/registrations/registrations-list';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('permissions.public_training_register') };
}

export default async function Page() {
  await requireAdminPage(adminPages.publicTrainingRegister);
  return <RegistrationsList />;
}
