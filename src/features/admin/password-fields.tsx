'use client';

import { PasswordInput, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useT } from '@/i18n/client';

type PasswordField = 'password' | 'password_confirmation';

/** A new password and its confirmation (SPEC.md section 5), side by side from tablet width: the user form, the password dialog and the account page. */
export function PasswordPairFields({
  form,
  columns = 2,
}: {
  form: { getInputProps: (path: PasswordField) => GetInputPropsReturnType };
  columns?: 1 | 2;
}) {
  const { t } = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }}>
      <PasswordInput
        label={t('admin_shell.new_password')}
        required
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('admin_shell.confirm_password')}
        required
        autoComplete="new-password"
        {...form.getInputProps('password_confirmation')}
      />
    </SimpleGrid>
  );
}
