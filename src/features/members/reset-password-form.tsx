'use client';

import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useState } from 'react';
import { memberDialogs } from '@/features/members/dialog-store';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { resetPasswordSchema } from '@/lib/schemas/member';
import { api } from '@/trpc/react';

/** /reset-password/{token}: e-mail, new password and confirmation; the link works once. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useT();
  const [done, setDone] = useState<string | null>(null);
  const reset = api.public.memberAuth.resetPassword.useMutation();
  const form = useSchemaForm({
    initialValues: { email, password: '', password_confirmation: '' },
    schema: resetPasswordSchema,
    toInput: (values) => ({ ...values, token }),
    send: (input) => reset.mutateAsync(input),
    onSuccess: (result) => {
      setDone(result.message);
      toastSuccess(t, result.message);
    },
  });

  if (done) {
    return (
      <Stack gap="sm">
        <Alert color="teal" role="status">
          {done}
        </Alert>
        <Button onClick={() => memberDialogs.open('login')}>{t('member.login_submit')}</Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('member.reset_title')}>
      <Stack gap="sm">
        <Text size="sm">{t('member.reset_intro')}</Text>
        {form.formError && (
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput
          label={t('member.email')}
          type="email"
          required
          autoComplete="username"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('member.new_password')}
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('member.password_confirmation')}
          required
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('member.reset_submit')}
        </Button>
      </Stack>
    </form>
  );
}
