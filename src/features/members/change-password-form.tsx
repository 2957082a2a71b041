'use client';

import { Button, PasswordInput, Stack } from '@mantine/core';
import { useT } from '@/i18n/client';
import { NewPasswordFields } from '@/features/members/new-password-fields';
import { memberDialogs } from '@/features/members/dialog-store';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { changePasswordSchema } from '@/lib/schemas/member';
import { api } from '@/trpc/react';

/** Change password (a dialog from the member menu): the current one first; the member's other sessions end. */
export function ChangePasswordForm() {
  const { t } = useT();
  const change = api.member.account.changePassword.useMutation();
  const form = useSchemaForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    schema: changePasswordSchema,
    send: (input) => change.mutateAsync(input),
    onSuccess: () => {
      toastSuccess(t, t('member.password_changed'));
      memberDialogs.close();
    },
  });

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('member.change_password_title')}>
      <Stack gap="sm">
        <PasswordInput
          label={t('member.current_password')}
          required
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <NewPasswordFields inputProps={form.getInputProps} />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('member.change_password_submit')}
        </Button>
      </Stack>
    </form>
  );
}
