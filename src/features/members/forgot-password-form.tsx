'use client';

import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { type FormEvent, useCallback, useState } from 'react';
import { BotCheck } from '@/features/bot-check/bot-check';
import { memberDialogs } from '@/features/members/dialog-store';
import { type FieldErrors, serverErrors, toastErrors, zodFieldErrors } from '@/features/ui/form-feedback';
import { forgotPasswordSchema } from '@/lib/schemas/member';
import { api } from '@/trpc/react';

/** Forgot password (a dialog): e-mail plus bot check; the answer never tells whether the address exists. */
export function ForgotPasswordForm() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const forgot = api.public.memberAuth.forgotPassword.useMutation();
  const onToken = useCallback((v: string | null) => setToken(v), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { email, token: token ?? '' };
    const parsed = forgotPasswordSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toastErrors(t);
      return;
    }
    setErrors({});
    try {
      const result = await forgot.mutateAsync(input);
      setSent(result.message);
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(Object.keys(fields).length ? fields : { email: message });
      setToken(null);
      setBotKey((k) => k + 1);
      toastErrors(t, message);
    }
  }

  if (sent) {
    return (
      <Stack gap="sm">
        <Alert color="teal" role="status">
          {sent}
        </Alert>
        <Button variant="light" onClick={() => memberDialogs.open('login')}>
          {t('member.back_to_login')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('member.forgot_title')}>
      <Stack gap="sm">
        <Text size="sm">{t('member.forgot_intro')}</Text>
        <TextInput label={t('member.email')} type="email" required autoComplete="email" value={email} error={errors.email && t(errors.email)} onChange={(e) => setEmail(e.currentTarget.value)} />
        <BotCheck key={botKey} onToken={onToken} error={errors.token ? t(errors.token) : null} />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {t('member.forgot_submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" size="sm" underline="always" onClick={() => memberDialogs.open('login')}>
            {t('member.back_to_login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
