'use client';

import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useT } from '@/i18n/client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { BOT_CHECK_ERRORS, signInRealm, signOutRealm } from '@/features/auth/realm-auth-client';
import { memberDialogs } from '@/features/members/dialog-store';
import { FormFailure, toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { safeCallbackUrl } from '@/lib/callback-url';
import { memberSession } from '@/features/members/member-session';

// Shown only while the account is being guessed, so it stays out of every page's first load.
const BotCheck = dynamic(() => import('@/features/bot-check/bot-check').then((m) => m.BotCheck), {
  ssr: false,
});
// The schema (and zod) load on the first submit, outside the page's first-load JavaScript.
const loginSchema = () => import('@/lib/schemas/auth').then((m) => m.loginSchema);

/** Member login, as a dialog (inDialog) or the /login page; the bot check appears when the server asks for it. */
export function LoginForm({
  inDialog = false,
  callbackUrl,
}: {
  inDialog?: boolean;
  callbackUrl?: string;
}) {
  const { t } = useT();
  const router = useRouter();
  const [botCheck, setBotCheck] = useState(false);
  const form = useSchemaForm({
    initialValues: { email: '', password: '', remember: false, token: '' },
    schema: loginSchema,
    check: (v) => ({ token: botCheck && !v.token && 'please_confirm_not_a_bot' }),
    botField: 'token',
    send: async (input) => {
      const result = await signInRealm('member', input);
      if (!result.ok) throw new FormFailure(result.error);
      // Loads the profile; a session the server does not accept counts as a failed login.
      await memberSession.refresh();
      if (!memberSession.current()) {
        // SPEC.md section 4: a failed profile fetch clears the token.
        await signOutRealm('member');
        throw new FormFailure('an_error_occurred');
      }
    },
    onRefused: ({ message }) => {
      if (message && BOT_CHECK_ERRORS.includes(message)) setBotCheck(true);
    },
    onSuccess: () => {
      toastSuccess(t, t('member.login_success'));
      if (inDialog) {
        memberDialogs.close();
        router.refresh();
      } else {
        // A full load: the router may still hold the redirect to /login it met on the way here.
        window.location.assign(safeCallbackUrl(callbackUrl));
      }
    },
  });

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('member.login_title')}>
      <Stack gap="sm">
        {form.formError && (
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput
          label={t('member.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('member.password')}
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
        <Group justify="space-between">
          <Checkbox
            label={t('member.remember')}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => memberDialogs.open('forgot')}
          >
            {t('member.forgot_link')}
          </Anchor>
        </Group>
        <Button type="submit" loading={form.busy} fullWidth>
          {t('member.login_submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('member.no_account')}{' '}
          {inDialog ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              underline="always"
              onClick={() => memberDialogs.open('register')}
            >
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
