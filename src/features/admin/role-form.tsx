'use client';

import { Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, notifyFailure, notifySaved } from '@/features/admin/server-errors';
import { roleFormSchema } from '@/lib/schemas/admin';
import { api } from '@/trpc/react';

/** /admin/roles/form (?id= to edit): a name and a set of permissions. */
export function RoleForm() {
  const rawId = useSearchParams().get('id');
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const role = api.admin.roles.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  if (id !== null && !role.data) return role.isError ? null : <Loader />;
  return <RoleFormFields key={id ?? 'new'} id={id} initial={role.data ?? { name: '', permissions: [] }} />;
}

function RoleFormFields({ id, initial }: { id: number | null; initial: { name: string; permissions: string[] } }) {
  const { t } = useT();
  const router = useRouter();
  const utils = api.useUtils();
  const permissions = api.admin.permissions.useQuery();
  const [name, setName] = useState(initial.name);
  const [granted, setGranted] = useState<string[]>(initial.permissions);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const done = {
    onSuccess: async () => {
      notifySaved(t);
      await utils.admin.roles.invalidate();
      router.push('/admin/roles');
      // The current admin's permissions may have changed (SPEC.md section 4).
      router.refresh();
    },
    onError: (e: unknown) => {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notifyFailure(e, t);
    },
  };
  const create = api.admin.roles.create.useMutation(done);
  const update = api.admin.roles.update.useMutation(done);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = roleFormSchema.safeParse({ name, permissions: granted });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    if (id) update.mutate({ id, ...parsed.data });
    else create.mutate(parsed.data);
  }

  return (
    <Paper withBorder p="lg" maw={860}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">{t(id ? 'admin_shell.role_edit_title' : 'admin_shell.role_create_title')}</Title>
          <TextInput label={t('admin_shell.role_name')} required value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} maxLength={64} />
          <Checkbox.Group label={t('admin_shell.permissions')} value={granted} onChange={setGranted} error={errors.permissions}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
              {(permissions.data ?? []).map((p) => (
                <Checkbox key={p.name} value={p.name} label={p.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" component={Link} href="/admin/roles">{t('admin_shell.cancel')}</Button>
            <Button type="submit" loading={create.isPending || update.isPending}>{t('admin_shell.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
