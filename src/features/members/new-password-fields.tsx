'use client';

import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useT } from '@/i18n/client';

/**
 * A new password and its confirmation (register, reset and change password),
 * bound to a form's `password` and `password_confirmation` fields.
 */
export function NewPasswordFields({
  inputProps,
  label = 'member.new_password',
}: {
  /** The form's getInputProps. */
  inputProps: (path: 'password' | 'password_confirmation') => GetInputPropsReturnType;
  /** The first field's label (a locale key). */
  label?: string;
}) {
  const { t } = useT();
  return (
    <>
      <PasswordInput
        label={t(label)}
        required
        autoComplete="new-password"
        {...inputProps('password')}
      />
      <PasswordInput
        label={t('member.password_confirmation')}
        required
        autoComplete="new-password"
        {...inputProps('password_confirmation')}
      />
    </>
  );
}
