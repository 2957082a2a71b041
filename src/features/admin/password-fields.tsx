'use client';

import { PasswordInput, SimpleGrid } from '@mantine/core';
import type { AdminForm } from '@/features/admin/resource/use-admin-form';
import { useT } from '@/i18n/client';

type PasswordPair = { password: string; password_confirmation: string };

/** A new password and its confirmation (SPEC.md section 5), side by side from tablet width: the user form, the password dialog and the account page. */
export function PasswordPairFields<V extends PasswordPair>({ form, columns = 2 }: { form: AdminForm<V>; columns?: 1 | 2 }) {
  const { t } = useT();
  const field = (name: keyof PasswordPair, label: string) => (
    <PasswordInput
      label={t(label)}
      required
      autoComplete="new-password"
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(e) => form.set({ [name]: e.currentTarget.value } as Partial<V>)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }}>
      {field('password', 'admin_shell.new_password')}
      {field('password_confirmation', 'admin_shell.confirm_password')}
    </SimpleGrid>
  );
}
