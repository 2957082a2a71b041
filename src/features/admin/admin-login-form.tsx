'use client';

import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { BOT_CHECK_ERRORS, signInRealm, signOutRealm } from '@/features/auth/realm-auth-client';
import { safeAdminCallbackUrl } from '@/lib/callback-url';
import { loginSchema } from '@/lib/schemas/auth';

// Shown only while the account is being guessed.
const BotCheck = dynamic(() => import('@/features/bot-check/bot-check').then((m) => m.BotCheck), { ssr: false });

export function AdminLoginForm() {
  const { t } = useT();
  const params = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const expired = params.get('expired') === '1';
  const [error, setError] = useState<string | null>(expired ? 'token_expired_text' : null);
  const [busy, setBusy] = useState(false);
  const [botCheck, setBotCheck] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const onToken = useCallback((v: string | null) => setToken(v), []);

  // A session that ended on the server (expired, revoked, user disabled) is cleared here too (SPEC.md section 4).
  useEffect(() => {
    if (expired) void signOutRealm('admin');
  }, [expired]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    if (botCheck && !token) {
      setFieldErrors({ token: 'please_confirm_not_a_bot' });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const result = await signInRealm('admin', { ...values, token });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      if (BOT_CHECK_ERRORS.includes(result.error)) setBotCheck(true);
      // A bot-check answer works once: a fresh check for the next try.
      if (token) {
        setToken(null);
        setBotKey((k) => k + 1);
      }
      return;
    }
    // A full load: the router may still hold the redirect to this login page it met on the way here.
    window.location.assign(safeAdminCallbackUrl(params.get('callbackUrl')));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.login_title')}>
      <Stack>
        {error && (
          <Alert color={error === 'token_expired_text' ? 'yellow' : 'red'} title={t(error === 'token_expired_text' ? 'token_expired_title' : 'errors_occurred')} role="alert">
            {t(error)}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          value={values.email}
          error={fieldErrors.email ? t(fieldErrors.email) : undefined}
          onChange={(e) => {
            const email = e.currentTarget.value;
            setValues((v) => ({ ...v, email }));
          }}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          value={values.password}
          error={fieldErrors.password ? t(fieldErrors.password) : undefined}
          onChange={(e) => {
            const password = e.currentTarget.value;
            setValues((v) => ({ ...v, password }));
          }}
        />
        {botCheck && <BotCheck key={botKey} onToken={onToken} error={fieldErrors.token ? t(fieldErrors.token) : null} />}
        <Checkbox
          label={t('auth.remember')}
          checked={values.remember}
          onChange={(e) => {
            const remember = e.currentTarget.checked;
            setValues((v) => ({ ...v, remember }));
          }}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('auth.login')}
        </Button>
      </Stack>
    </form>
  );
}
