'use client';

import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useState } from 'react';
import { signInRealm, signOutRealm } from '@/features/auth/realm-auth-client';
import { loginSchema } from '@/lib/schemas/auth';

/** Only same-site admin paths are followed after login. */
/** Only back-office pages (and the receipt preview) may be the destination after login. */
function safeCallback(value: string | null): string {
  return value && (value.startsWith('/admin') || value === '/gen_receipt') && !value.startsWith('//') ? value : '/admin/home';
}

export function AdminLoginForm() {
  const { t } = useT();
  const params = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const expired = params.get('expired') === '1';
  const [error, setError] = useState<string | null>(expired ? 'token_expired_text' : null);
  const [busy, setBusy] = useState(false);

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
    setFieldErrors({});
    setBusy(true);
    const result = await signInRealm('admin', values);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    // A full load: the router may still hold the redirect to this login page it met on the way here.
    window.location.assign(safeCallback(params.get('callbackUrl')));
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
