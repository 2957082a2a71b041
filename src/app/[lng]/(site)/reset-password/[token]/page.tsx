import { Alert, Stack } from '@mantine/core';
import type { Metadata } from 'next';
import { AuthPageShell } from '@/features/members/auth-page-shell';
import { OpenDialogButton } from '@/features/members/open-dialog-button';
import { ResetPasswordForm } from '@/features/members/reset-password-form';
import { getPageT } from '@/i18n/server';
import { publicApi } from '@/trpc/server';

/** Reached from the e-mailed link (?email=...): rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('member.reset_title'), robots: { index: false } };
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { t, locale } = await getPageT();
  const token = decodeURIComponent((await params).token).slice(0, 200);
  const rawEmail = (await searchParams).email;
  const email = (Array.isArray(rawEmail) ? rawEmail[0] : rawEmail)?.slice(0, 191) ?? '';
  // GET /member/reset_password/{token}?email: an unusable link says so at once.
  const valid = await publicApi(locale)
    .public.memberAuth.checkResetToken({ token, email })
    .then(() => true)
    .catch(() => false);
  return (
    <AuthPageShell title={t('member.reset_title')}>
      {valid ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <Stack gap="md">
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {t('member.reset_link_invalid')}
          </Alert>
          <OpenDialogButton dialog="forgot">{t('member.forgot_title')}</OpenDialogButton>
        </Stack>
      )}
    </AuthPageShell>
  );
}
