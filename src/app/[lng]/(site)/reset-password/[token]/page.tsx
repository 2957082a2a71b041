import type { Metadata } from 'next';
import { AuthPageShell } from '@/features/members/auth-page-shell';
import { ResetPasswordForm } from '@/features/members/reset-password-form';
import { getPageT } from '@/i18n/server';

/** Reached from the e-mailed link (?email=...): rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('member.reset_title'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { t } = await getPageT();
  const { token } = await params;
  const email = (await searchParams).email;
  return (
    <AuthPageShell title={t('member.reset_title')}>
      <ResetPasswordForm token={decodeURIComponent(token).slice(0, 200)} email={(Array.isArray(email) ? email[0] : email)?.slice(0, 191) ?? ''} />
    </AuthPageShell>
  );
}
