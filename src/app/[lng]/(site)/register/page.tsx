import type { Metadata } from 'next';
import { AuthPageShell } from '@/features/members/auth-page-shell';
import { redirectMemberHome } from '@/features/members/guards';
import { LazyRegisterForm } from '@/features/members/lazy-register-form';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';

/** Per visitor: a logged-in member is sent home. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return { title: t('member.register_title'), alternates: alternatesFor('/register', locale) };
}

export default async function RegisterPage() {
  await redirectMemberHome();
  const { t } = await getPageT();
  return (
    <AuthPageShell title={t('member.register_title')} width={720}>
      <LazyRegisterForm />
    </AuthPageShell>
  );
}
