'use client';

import { Alert, Button, Stack, Text } from '@mantine/core';
import { serverErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/**
 * Tells a member who has not confirmed their e-mail address that a
 * registration needs it (the server refuses one before), with "send the
 * confirmation link again".
 */
export function EmailConfirmAlert({ email }: { email: string }) {
  const { t } = useT();
  const resend = api.member.account.resendConfirmation.useMutation();
  async function send() {
    try {
      toastSuccess(t, (await resend.mutateAsync()).message);
    } catch (error) {
      toastErrors(t, serverErrors(error).message);
    }
  }
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('member.confirm_title')}
      data-testid="email-confirm-alert"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('registration.email_not_confirmed', { email })}</Text>
        <Button
          variant="default"
          onClick={() => void send()}
          loading={resend.isPending}
          data-testid="email-confirm-resend"
        >
          {t('member.confirm_resend')}
        </Button>
      </Stack>
    </Alert>
  );
}
