'use client';

import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useState } from 'react';
import { BOT_CHECK_ERRORS, signInRealm, signOutRealm } from '@/features/auth/realm-auth-client';
import { memberDialogs } from '@/features/members/dialog-store';
import { type FieldErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
import { safeCallbackUrl } from '@/lib/callback-url';
import { memberSession } from '@/features/members/member-session';

// Shown only while the account is being guessed, so it stays out of every page's first load.
const BotCheck = dynamic(() => import('@/features/bot-check/bot-check').then((m) => m.BotCheck), { ssr: false });

/** Member login, as a dialog (inDialog) or the /login page; the bot check appears when the server asks for it. */
export function LoginForm({ inDialog = false, callbackUrl }: { inDialog?: boolean; callbackUrl?: string }) {
  const { t } = useT();
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [botCheck, setBotCheck] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const onToken = useCallback((v: string | null) => setToken(v), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod) load on the first submit, outside the page's first-load JavaScript.
    const { loginSchema } = await import('@/lib/schemas/auth');
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toastErrors(t);
      return;
    }
    if (botCheck && !token) {
      setErrors({ token: 'please_confirm_not_a_bot' });
      toastErrors(t, 'please_confirm_not_a_bot');
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await signInRealm('member', { ...values, token });
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      toastErrors(t, result.error);
      if (BOT_CHECK_ERRORS.includes(result.error)) setBotCheck(true);
      // A bot-check answer works once: a fresh check for the next try.
      if (token) {
        setToken(null);
        setBotKey((k) => k + 1);
      }
      return;
    }
    setError(null);
    // Loads the profile; a session the server does not accept counts as a failed login.
    await memberSession.refresh();
    const me = memberSession.current();
    setBusy(false);
    if (!me) {
      // SPEC.md section 4: a failed profile fetch clears the token.
      await signOutRealm('member');
      setError('an_error_occurred');
      toastErrors(t, 'an_error_occurred');
      return;
    }
    toastSuccess(t, t('member.login_success'));
    if (inDialog) {
      memberDialogs.close();
      router.refresh();
    } else {
      // A full load: the router may still hold the redirect to /login it met on the way here.
      window.location.assign(safeCallbackUrl(callbackUrl));
    }
  }

  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('member.login_title')}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {t(error)}
          </Alert>
        )}
        <TextInput label={t('member.email')} type="email" autoComplete="username" required value={values.email} error={errors.email && t(errors.email)} onChange={(e) => set({ email: e.currentTarget.value })} />
        <PasswordInput label={t('member.password')} autoComplete="current-password" required value={values.password} error={errors.password && t(errors.password)} onChange={(e) => set({ password: e.currentTarget.value })} />
        {botCheck && <BotCheck key={botKey} onToken={onToken} error={errors.token ? t(errors.token) : null} />}
        <Group justify="space-between">
          <Checkbox label={t('member.remember')} checked={values.remember} onChange={(e) => set({ remember: e.currentTarget.checked })} />
          <Anchor component="button" type="button" size="sm" onClick={() => memberDialogs.open('forgot')}>
            {t('member.forgot_link')}
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} fullWidth>
          {t('member.login_submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('member.no_account')}{' '}
          {inDialog ? (
            <Anchor component="button" type="button" size="sm" underline="always" onClick={() => memberDialogs.open('register')}>
              {t('member.register_submit')}
            </Anchor>
          ) : (
            <Anchor component={Link} href="/register" size="sm" underline="always">
              {t('member.register_submit')}
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
