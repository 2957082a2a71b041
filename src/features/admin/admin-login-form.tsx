'use client';

import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { BOT_CHECK_ERRORS, signInRealm, signOutRealm } from '@/features/auth/realm-auth-client';
import { FormFailure } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { safeAdminCallbackUrl } from '@/lib/callback-url';
import { loginSchema } from '@/lib/schemas/auth';

// Shown only while the account is being guessed.
const BotCheck = dynamic(() => import('@/features/bot-check/bot-check').then((m) => m.BotCheck), {
  ssr: false,
});

export function AdminLoginForm() {
  const { t } = useT();
  const params = useSearchParams();
  const expired = params.get('expired') === '1';
  // The notice of an ended session stays until the next answer from the server.
  const [expiredNotice, setExpiredNotice] = useState(expired);
  const [botCheck, setBotCheck] = useState(false);
  const form = useSchemaForm({
    initialValues: { email: '', password: '', remember: false, token: '' },
    schema: loginSchema,
    check: (v) => ({ token: botCheck && !v.token && 'please_confirm_not_a_bot' }),
    botField: 'token',
    send: async (input) => {
      const result = await signInRealm('admin', input);
      if (!result.ok) throw new FormFailure(result.error);
    },
    // The login page answers in its alert, not in toasts.
    checkFieldsMessage: null,
    announceFailure: () => {},
    onRefused: ({ message }) => {
      if (!message) return;
      setExpiredNotice(false);
      if (BOT_CHECK_ERRORS.includes(message)) setBotCheck(true);
    },
    // A full load: the router may still hold the redirect to this login page it met on the way here.
    onSuccess: () => window.location.assign(safeAdminCallbackUrl(params.get('callbackUrl'))),
  });

  // A session that ended on the server (expired, revoked, user disabled) is cleared here too (SPEC.md section 4).
  useEffect(() => {
    if (expired) void signOutRealm('admin');
  }, [expired]);

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('admin.login_title')}>
      <Stack>
        {form.formError ? (
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {form.formError}
          </Alert>
        ) : (
          expiredNotice && (
            <Alert color="yellow" title={t('token_expired_title')} role="alert">
              {t('token_expired_text')}
            </Alert>
          )
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {botCheck && (
          <BotCheck
            key={form.botCheck.key}
            onToken={form.botCheck.onToken}
            error={form.botCheck.error ?? null}
          />
        )}
        <Checkbox
          label={t('auth.remember')}
          {...form.getInputProps('remember', { type: 'checkbox' })}
        />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('auth.login')}
        </Button>
      </Stack>
    </form>
  );
}
