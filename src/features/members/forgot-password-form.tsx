'use client';

import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useState } from 'react';
import { BotCheck } from '@/features/bot-check/bot-check';
import { memberDialogs } from '@/features/members/dialog-store';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { forgotPasswordSchema } from '@/lib/schemas/member';
import { api } from '@/trpc/react';

/** Forgot password (a dialog): e-mail plus bot check; the answer never tells whether the address exists. */
export function ForgotPasswordForm() {
  const { t } = useT();
  const [sent, setSent] = useState<string | null>(null);
  const forgot = api.public.memberAuth.forgotPassword.useMutation();
  const form = useSchemaForm({
    initialValues: { email: '', token: '' },
    schema: forgotPasswordSchema,
    botField: 'token',
    send: (input) => forgot.mutateAsync(input),
    // A refusal naming no field (too many requests) is shown under the address.
    onRefused: ({ fields, message }) => {
      if (message !== null && Object.keys(fields).length === 0)
        form.setFieldError('email', t(message));
    },
    onSuccess: (result) => setSent(result.message),
  });

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
    <form onSubmit={form.submit} noValidate aria-label={t('member.forgot_title')}>
      <Stack gap="sm">
        <Text size="sm">{t('member.forgot_intro')}</Text>
        <TextInput
          label={t('member.email')}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <BotCheck
          key={form.botCheck.key}
          onToken={form.botCheck.onToken}
          error={form.botCheck.error ?? null}
        />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('member.forgot_submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            underline="always"
            onClick={() => memberDialogs.open('login')}
          >
            {t('member.back_to_login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
