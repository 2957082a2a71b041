'use client';

import { Badge, Button, Checkbox, Group, Modal, MultiSelect, Paper, PasswordInput, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useT } from '@/i18n/client';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, notifyFailure, notifySaved } from '@/features/admin/server-errors';
import { passwordPairSchema } from '@/lib/schemas/admin';
import { api } from '@/trpc/react';

function PasswordModal({ user, onClose }: { user: { id: number; email: string } | null; onClose: () => void }) {
  const { t } = useT();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setPassword = api.admin.users.setPassword.useMutation({
    onSuccess: () => {
      notifySaved(t, 'admin_shell.password_changed');
      setValues({ password: '', password_confirmation: '' });
      onClose();
    },
    onError: (e) => {
      const fields = fieldErrorsOf(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notifyFailure(e, t);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordPairSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    if (user) setPassword.mutate({ id: user.id, ...values });
  }
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('admin_shell.set_password_for', { email: user?.email ?? '' })} closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput label={t('admin_shell.new_password')} required autoComplete="new-password" value={values.password} error={errors.password} onChange={(e) => { const value = e.currentTarget.value; setValues((v) => ({ ...v, password: value })); }} />
          <PasswordInput
            label={t('admin_shell.confirm_password')}
            required
            autoComplete="new-password"
            value={values.password_confirmation}
            error={errors.password_confirmation}
            onChange={(e) => { const value = e.currentTarget.value; setValues((v) => ({ ...v, password_confirmation: value })); }}
          />
          <Button type="submit" loading={setPassword.isPending}>{t('admin_shell.save')}</Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** /admin/users: filters of SPEC.md section 5, status toggle, password, delete several. */
export function UsersList() {
  const { t } = useT();
  const utils = api.useUtils();
  const me = api.admin.user.useQuery();
  const [filters, setFilters] = useState({ firstname: '', email: '', status: '*' as '*' | '1' | '0', roles: [] as string[] });
  const [debounced] = useDebouncedValue(filters, 300);
  const users = api.admin.users.list.useQuery({ firstname: debounced.firstname, email: debounced.email, status: debounced.status, roles: debounced.roles.map(Number) });
  const roles = api.admin.roles.list.useQuery();
  const [selected, setSelected] = useState<number[]>([]);
  const [passwordFor, setPasswordFor] = useState<{ id: number; email: string } | null>(null);
  const refresh = () => utils.admin.users.list.invalidate();
  const remove = api.admin.users.delete.useMutation({
    onSuccess: async () => {
      setSelected([]);
      notifySaved(t, 'admin_shell.deleted');
      await refresh();
    },
    onError: (e) => notifyFailure(e, t),
  });
  const setStatus = api.admin.users.setStatus.useMutation({ onSuccess: refresh, onError: (e) => notifyFailure(e, t) });
  const rows = users.data ?? [];
  const allChecked = rows.length > 0 && selected.length === rows.length;

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">{t('admin_shell.users_title')}</Title>
        <Group gap="xs">
          <Button
            color="red"
            variant="light"
            disabled={selected.length === 0}
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(t('admin_shell.confirm_delete', { count: selected.length }))) remove.mutate({ ids: selected });
            }}
          >
            {t('admin_shell.delete_selected', { count: selected.length })}
          </Button>
          <Button component={Link} href="/admin/users/form">{t('admin_shell.add')}</Button>
        </Group>
      </Group>
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput label={t('admin_shell.firstname')} value={filters.firstname} onChange={(e) => { const value = e.currentTarget.value; setFilters((f) => ({ ...f, firstname: value })); }} />
          <TextInput label={t('admin_shell.email')} value={filters.email} onChange={(e) => { const value = e.currentTarget.value; setFilters((f) => ({ ...f, email: value })); }} />
          <Select
            label={t('admin_shell.status')}
            value={filters.status}
            allowDeselect={false}
            data={[
              { value: '*', label: t('admin_shell.status_any') },
              { value: '1', label: t('admin_shell.status_enabled') },
              { value: '0', label: t('admin_shell.status_disabled') },
            ]}
            onChange={(v) => setFilters((f) => ({ ...f, status: (v ?? '*') as '*' | '1' | '0' }))}
          />
          <MultiSelect
            label={t('admin_shell.roles')}
            value={filters.roles}
            data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            onChange={(v) => setFilters((f) => ({ ...f, roles: v }))}
            clearable
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox aria-label={t('admin_shell.select_all')} checked={allChecked} indeterminate={selected.length > 0 && !allChecked} onChange={() => setSelected(allChecked ? [] : rows.map((r) => r.id))} />
                </Table.Th>
                <Table.Th>{t('admin_shell.name')}</Table.Th>
                <Table.Th>{t('admin_shell.email')}</Table.Th>
                <Table.Th>{t('admin_shell.roles')}</Table.Th>
                <Table.Th>{t('admin_shell.status')}</Table.Th>
                <Table.Th>{t('admin_shell.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((u) => {
                const name = `${u.firstname} ${u.lastname}`.trim();
                const self = u.id === me.data?.id;
                return (
                  <Table.Tr key={u.id} data-testid="user-row">
                    <Table.Td>
                      <Checkbox
                        aria-label={t('admin_shell.select_item', { name })}
                        checked={selected.includes(u.id)}
                        disabled={self}
                        onChange={() => setSelected((s) => (s.includes(u.id) ? s.filter((x) => x !== u.id) : [...s, u.id]))}
                      />
                    </Table.Td>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {u.roles.map((r) => (
                          <Badge key={r.id} size="sm" variant="light">{r.name}</Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('admin_shell.status_of', { name })}
                        label={t(u.status ? 'admin_shell.status_enabled' : 'admin_shell.status_disabled')}
                        checked={u.status}
                        disabled={self || setStatus.isPending}
                        onChange={(e) => setStatus.mutate({ id: u.id, status: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button component={Link} href={`/admin/users/form?id=${u.id}`} size="xs" variant="light" aria-label={t('admin_shell.edit_item', { name })}>
                          {t('admin_shell.edit')}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setPasswordFor({ id: u.id, email: u.email })}>
                          {t('admin_shell.set_password')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {users.isSuccess && rows.length === 0 && <Text p="md" c="dimmed">{t('admin_shell.no_items')}</Text>}
      </Paper>
      <PasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
