'use client';

import {
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PasswordPairFields } from '@/features/admin/password-fields';
import { ListPage } from '@/features/admin/resource/list-page';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { useGrantRule } from '@/features/admin/use-grant-rule';
import { useT } from '@/i18n/client';
import { passwordPairSchema } from '@/lib/schemas/admin';
import { api, type RouterOutputs } from '@/trpc/react';

type User = RouterOutputs['admin']['users']['list'][number];

const fullName = (u: User) => `${u.firstname} ${u.lastname}`.trim();

function PasswordModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useT();
  const setPassword = api.admin.users.setPassword.useMutation();
  const form = useAdminForm({
    initial: { password: '', password_confirmation: '' },
    schema: passwordPairSchema,
    save: (values) => setPassword.mutateAsync({ id: user?.id ?? 0, ...values }),
    savedMessage: 'admin_shell.password_changed',
    clearOnSave: true,
    onSaved: onClose,
  });
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('admin_shell.set_password_for', { email: user?.email ?? '' })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={form.submit} noValidate>
        <Stack>
          <PasswordPairFields form={form} columns={1} />
          <Button type="submit" loading={form.busy}>
            {t('admin_content.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** /admin/users: filters of SPEC.md section 5, status toggle, password, delete several. */
export function UsersList() {
  const { t } = useT();
  const utils = api.useUtils();
  const { me, holdsAll } = useGrantRule();
  const [filters, setFilters] = useState({
    firstname: '',
    email: '',
    status: '*' as '*' | '1' | '0',
    roles: [] as string[],
  });
  const setFilter = (changes: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...changes }));
  const [debounced] = useDebouncedValue(filters, 300);
  const users = api.admin.users.list.useQuery({
    firstname: debounced.firstname,
    email: debounced.email,
    status: debounced.status,
    roles: debounced.roles.map(Number),
  });
  const roles = api.admin.roles.list.useQuery();
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const remove = api.admin.users.delete.useMutation();
  const setStatus = api.admin.users.setStatus.useMutation({
    onSuccess: () => utils.admin.users.list.invalidate(),
    onError: (e) => toastCallFailure(t, e),
  });
  // The server refuses changes to oneself that would lock one out, and to anyone holding a permission the current admin lacks (the grant rule).
  const rolePermissions = new Map((roles.data ?? []).map((r) => [r.id, r.permissions]));
  const manageable = (u: User) =>
    !!me && u.id !== me.id && u.roles.every((r) => holdsAll(rolePermissions.get(r.id) ?? []));

  return (
    <>
      <ListPage<User>
        title={t('admin_shell.users_title')}
        add={{
          href: '/admin/users/form',
          label: t('admin_content.add_item', { item: t('admin_shell.user_item') }),
        }}
        filters={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label={t('admin_shell.firstname')}
              value={filters.firstname}
              onChange={(e) => setFilter({ firstname: e.currentTarget.value })}
            />
            <TextInput
              label={t('admin_shell.email')}
              value={filters.email}
              onChange={(e) => setFilter({ email: e.currentTarget.value })}
            />
            <Select
              label={t('admin_shell.status')}
              value={filters.status}
              allowDeselect={false}
              data={[
                { value: '*', label: t('admin_shell.status_any') },
                { value: '1', label: t('admin_shell.status_enabled') },
                { value: '0', label: t('admin_shell.status_disabled') },
              ]}
              onChange={(v) => setFilter({ status: (v ?? '*') as '*' | '1' | '0' })}
            />
            <MultiSelect
              label={t('admin_shell.roles')}
              value={filters.roles}
              data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              onChange={(v) => setFilter({ roles: v })}
              clearable
            />
          </SimpleGrid>
        }
        records={users.data ?? []}
        nameColumn={{ accessor: 'name', title: t('admin_shell.name') }}
        columns={[
          { accessor: 'email', title: t('admin_shell.email') },
          {
            accessor: 'roles',
            title: t('admin_shell.roles'),
            render: (u) => (
              <Group gap={4}>
                {u.roles.map((r) => (
                  <Badge key={r.id} size="sm" variant="light">
                    {r.name}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            accessor: 'status',
            title: t('admin_shell.status'),
            render: (u) => (
              <Switch
                aria-label={t('admin_shell.status_of', { name: fullName(u) })}
                label={t(u.status ? 'admin_shell.status_enabled' : 'admin_shell.status_disabled')}
                checked={u.status}
                disabled={!manageable(u) || setStatus.isPending}
                onChange={(e) => setStatus.mutate({ id: u.id, status: e.currentTarget.checked })}
              />
            ),
          },
        ]}
        editHref={(u) => `/admin/users/form?id=${u.id}`}
        rowActions={(u) => (
          <Button
            size="compact-sm"
            variant="default"
            disabled={!manageable(u)}
            onClick={() => setPasswordFor(u)}
          >
            {t('admin_shell.set_password')}
          </Button>
        )}
        fetching={users.isFetching}
        idOf={(u) => u.id}
        nameOf={fullName}
        remove={remove}
        canSelect={manageable}
        onDeleted={() => utils.admin.users.list.invalidate()}
        testId="users-table"
        rowTestId="user-row"
      />
      <PasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
