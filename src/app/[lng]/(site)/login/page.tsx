import type { Metadata } from 'next';
import { AuthPageShell } from '@/features/members/auth-page-shell';
import { redirectMemberHome } from '@/features/members/guards';
import { LoginForm } from '@/features/members/login-form';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';

/** Per visitor: a logged-in member is sent home. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return {
    title: t('member.login_title'),
    alternates: alternatesFor('/login', locale),
    robots: { index: false },
  };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await redirectMemberHome();
  const { t } = await getPageT();
  const raw = (await searchParams).callbackUrl;
  return (
    <AuthPageShell title={t('member.login_title')}>
      <LoginForm callbackUrl={Array.isArray(raw) ? raw[0] : raw} />
    </AuthPageShell>
  );
}
