import type { Metadata } from 'next';
import { AuthPageShell } from '@/features/members/auth-page-shell';
import { ConfirmEmail } from '@/features/members/confirm-email';
import { getPageT } from '@/i18n/server';

/** Reached from the e-mailed link: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('member.confirm_title'), robots: { index: false } };
}

export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { t } = await getPageT();
  const token = decodeURIComponent((await params).token).slice(0, 200);
  return (
    <AuthPageShell title={t('member.confirm_title')}>
      <ConfirmEmail token={token} />
    </AuthPageShell>
  );
}
