'use client';

import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useT } from '@/i18n/client';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  forgetStaffEmail,
  rememberStaffEmail,
  rememberedStaffEmail,
} from '@/features/admin/remembered-email';
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
  // After a right password, accounts with a second factor are asked for its code: the same login, with `code`.
  const [askCode, setAskCode] = useState(false);
  const form = useSchemaForm({
    initialValues: { email: '', password: '', remember: false, token: '', code: '' },
    schema: loginSchema,
    check: (v) => ({
      token: botCheck && !v.token && 'please_confirm_not_a_bot',
      code: askCode && !v.code.trim() && 'second_factor.errors.code_required',
    }),
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
      if (message === 'errors.second_factor_required') {
        // Not an error: the next step. Its screen says what to do.
        form.setFormError(null);
        setAskCode(true);
      }
    },
    // A full load: the router may still hold the redirect to this login page it met on the way here.
    onSuccess: (_result, values) => {
      // Staff "remember me" keeps only the e-mail, in this browser (docs/decisions.md).
      if (values.remember) rememberStaffEmail(values.email);
      else forgetStaffEmail();
      window.location.assign(safeAdminCallbackUrl(params.get('callbackUrl')));
    },
  });

  // The remembered e-mail is filled in once, after hydration (localStorage is the browser's).
  const restored = useRef(false);
  const { setValues } = form;
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const email = rememberedStaffEmail();
    if (email) setValues({ email, remember: true });
  }, [setValues]);

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
        {askCode ? (
          <>
            <Title order={2} size="h4">
              {t('second_factor.login_title')}
            </Title>
            <Text size="sm">{t('second_factor.login_text')}</Text>
            <TextInput
              label={t('second_factor.login_code_label')}
              description={t('second_factor.login_code_hint')}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              required
              {...form.getInputProps('code')}
            />
          </>
        ) : (
          <>
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
            <Checkbox
              label={t('auth.remember_email')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
          </>
        )}
        {botCheck && (
          <BotCheck
            key={form.botCheck.key}
            onToken={form.botCheck.onToken}
            error={form.botCheck.error ?? null}
          />
        )}
        <Button type="submit" loading={form.busy} fullWidth>
          {askCode ? t('second_factor.verify') : t('auth.login')}
        </Button>
        {askCode && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setAskCode(false);
              form.setValues({ password: '', code: '' });
              form.setFormError(null);
            }}
          >
            {t('second_factor.back')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
