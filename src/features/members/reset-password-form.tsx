'use client';

import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { NewPasswordFields } from '@/features/members/new-password-fields';
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
        <NewPasswordFields inputProps={form.getInputProps} />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('member.reset_submit')}
        </Button>
      </Stack>
    </form>
  );
}
