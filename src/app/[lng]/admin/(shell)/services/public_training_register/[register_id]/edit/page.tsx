import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { RegistrationEditForm } from '@/features/admin/registrations/registration-edit-form';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';
import { pageIdOr404 } from '@/trpc/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: `${t('permissions.public_training_register')} – ${t('admin_shell.form')}` };
}

export default async function Page({ params }: { params: Promise<{ register_id: string }> }) {
  await requireAdminPage(adminPages.publicTrainingRegister);
  const id = pageIdOr404((await params).register_id);
  return <RegistrationEditForm registerId={id} />;
}
