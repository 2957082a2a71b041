'use client';

import { Button, Group, Loader, MultiSelect, Paper, PasswordInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, notifyFailure, notifySaved } from '@/features/admin/server-errors';
import { userCreateSchema, userFormSchema } from '@/lib/schemas/admin';
import { api } from '@/trpc/react';

const empty = { firstname: '', lastname: '', email: '', status: true, roles: [] as string[], password: '', password_confirmation: '' };

/** /admin/users/form (?id= to edit): name, e-mail, status, roles; a first password when creating. */
export function UserForm() {
  const rawId = useSearchParams().get('id');
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const user = api.admin.users.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  if (id !== null && !user.data) return user.isError ? null : <Loader />;
  const u = user.data;
  const initial = u ? { ...empty, firstname: u.firstname, lastname: u.lastname, email: u.email, status: u.status, roles: u.roles.map((r) => String(r.id)) } : empty;
  return <UserFormFields key={id ?? 'new'} id={id} initial={initial} />;
}

function UserFormFields({ id, initial }: { id: number | null; initial: typeof empty }) {
  const { t } = useT();
  const router = useRouter();
  const utils = api.useUtils();
  const roles = api.admin.roles.list.useQuery();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const done = {
    onSuccess: async () => {
      notifySaved(t);
      await utils.admin.users.invalidate();
      router.push('/admin/users');
      router.refresh();
    },
    onError: (e: unknown) => {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notifyFailure(e, t);
    },
  };
  const create = api.admin.users.create.useMutation(done);
  const update = api.admin.users.update.useMutation(done);
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, roles: values.roles.map(Number) };
    const parsed = id ? userFormSchema.safeParse(input) : userCreateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    if (id) update.mutate({ id, firstname: input.firstname, lastname: input.lastname, email: input.email, status: input.status, roles: input.roles });
    else create.mutate(input);
  }

  return (
    <Paper withBorder p="lg" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">{t(id ? 'admin_shell.user_edit_title' : 'admin_shell.user_create_title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin_shell.firstname')} required maxLength={64} value={values.firstname} error={errors.firstname} onChange={(e) => set('firstname', e.currentTarget.value)} />
            <TextInput label={t('admin_shell.lastname')} maxLength={64} value={values.lastname} error={errors.lastname} onChange={(e) => set('lastname', e.currentTarget.value)} />
          </SimpleGrid>
          <TextInput label={t('admin_shell.email')} type="email" required value={values.email} error={errors.email} onChange={(e) => set('email', e.currentTarget.value)} />
          <MultiSelect
            label={t('admin_shell.roles')}
            data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={values.roles}
            error={errors.roles}
            onChange={(v) => set('roles', v)}
            clearable
          />
          <Switch label={t('admin_shell.status_enabled')} checked={values.status} error={errors.status} onChange={(e) => set('status', e.currentTarget.checked)} />
          {!id && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput label={t('admin_shell.new_password')} required autoComplete="new-password" value={values.password} error={errors.password} onChange={(e) => set('password', e.currentTarget.value)} />
              <PasswordInput
                label={t('admin_shell.confirm_password')}
                required
                autoComplete="new-password"
                value={values.password_confirmation}
                error={errors.password_confirmation}
                onChange={(e) => set('password_confirmation', e.currentTarget.value)}
              />
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} href="/admin/users">{t('admin_shell.cancel')}</Button>
            <Button type="submit" loading={create.isPending || update.isPending}>{t('admin_shell.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
