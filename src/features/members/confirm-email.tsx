'use client';

import { Alert, Button, Loader, Stack } from '@mantine/core';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { serverErrors } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/**
 * Opens the e-mailed confirmation link. The page confirms with a POST from
 * the browser, not on the GET: a mail scanner fetching the link confirms
 * nothing. A used or expired link says so; a logged-in member asks for a
 * new one on the registration page.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const { t } = useT();
  const confirm = api.public.memberAuth.confirmEmail.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  if (confirm.isSuccess)
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="green" role="status" data-testid="email-confirmed">
          {confirm.data.message}
        </Alert>
        <Button component={Link} href="/public-training">
          {t('member.confirm_go_trainings')}
        </Button>
      </Stack>
    );
  if (confirm.isError)
    return (
      <Alert
        color="red"
        title={t('errors_occurred')}
        role="alert"
        data-testid="email-confirm-failed"
      >
        {serverErrors(confirm.error).status === 400
          ? t('member.confirm_link_invalid')
          : t('an_error_occurred')}
      </Alert>
    );
  return <Loader role="status" aria-label={t('member.confirm_working')} />;
}
