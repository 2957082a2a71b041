'use client';

import { Button, PasswordInput, Stack } from '@mantine/core';
import { useT } from '@/i18n/client';
import { type FormEvent, useState } from 'react';
import { memberDialogs } from '@/features/members/dialog-store';
import { type FieldErrors, serverErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
import { changePasswordSchema } from '@/lib/schemas/member';
import { api } from '@/trpc/react';

/** Change password (a dialog from the member menu): the current one first; the member's other sessions end. */
export function ChangePasswordForm() {
  const { t } = useT();
  const [values, setValues] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = api.member.account.changePassword.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toastErrors(t);
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync(values);
      toastSuccess(t, t('member.password_changed'));
      memberDialogs.close();
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      toastErrors(t, message);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('member.change_password_title')}>
      <Stack gap="sm">
        <PasswordInput
          label={t('member.current_password')}
          required
          autoComplete="current-password"
          value={values.current_password}
          error={errors.current_password && t(errors.current_password)}
          onChange={(e) => { const current_password = e.currentTarget.value; setValues((v) => ({ ...v, current_password })); }}
        />
        <PasswordInput label={t('member.new_password')} required autoComplete="new-password" value={values.password} error={errors.password && t(errors.password)} onChange={(e) => { const password = e.currentTarget.value; setValues((v) => ({ ...v, password })); }} />
        <PasswordInput
          label={t('member.password_confirmation')}
          required
          autoComplete="new-password"
          value={values.password_confirmation}
          error={errors.password_confirmation && t(errors.password_confirmation)}
          onChange={(e) => { const password_confirmation = e.currentTarget.value; setValues((v) => ({ ...v, password_confirmation })); }}
        />
        <Button type="submit" loading={change.isPending} fullWidth>
          {t('member.change_password_submit')}
        </Button>
      </Stack>
    </form>
  );
}
