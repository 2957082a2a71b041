'use client';

import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { type FormEvent, useState } from 'react';
import { memberDialogs } from '@/features/members/dialog-store';
import { type FieldErrors, serverErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
import { resetPasswordSchema } from '@/lib/schemas/member';
import { api } from '@/trpc/react';

/** /reset-password/{token}: e-mail, new password and confirmation; the link works once. */
export function ResetPasswordForm({ token, email: initialEmail }: { token: string; email: string }) {
  const { t } = useT();
  const [values, setValues] = useState({ email: initialEmail, password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = api.public.memberAuth.resetPassword.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, token };
    const parsed = resetPasswordSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toastErrors(t);
      return;
    }
    setErrors({});
    try {
      const result = await reset.mutateAsync(input);
      setError(null);
      setDone(result.message);
      toastSuccess(t, result.message);
    } catch (e) {
      const { fields, message } = serverErrors(e);
      setErrors(fields);
      setError(message);
      toastErrors(t, message);
    }
  }

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

  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form onSubmit={submit} noValidate aria-label={t('member.reset_title')}>
      <Stack gap="sm">
        <Text size="sm">{t('member.reset_intro')}</Text>
        {error && (
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t('member.email')} type="email" required autoComplete="username" value={values.email} error={errors.email && t(errors.email)} onChange={(e) => set({ email: e.currentTarget.value })} />
        <PasswordInput label={t('member.new_password')} required autoComplete="new-password" value={values.password} error={errors.password && t(errors.password)} onChange={(e) => set({ password: e.currentTarget.value })} />
        <PasswordInput
          label={t('member.password_confirmation')}
          required
          autoComplete="new-password"
          value={values.password_confirmation}
          error={errors.password_confirmation && t(errors.password_confirmation)}
          onChange={(e) => set({ password_confirmation: e.currentTarget.value })}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('member.reset_submit')}
        </Button>
      </Stack>
    </form>
  );
}
