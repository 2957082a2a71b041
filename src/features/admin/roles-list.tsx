'use client';

import { Badge, Button, Checkbox, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { notifyFailure, notifySaved } from '@/features/admin/server-errors';
import { isPermission, permissionLabelKey } from '@/lib/permissions';
import { api } from '@/trpc/react';

/** /admin/roles: every role with its permissions; several can be deleted at once. */
export function RolesList() {
  const { t } = useT();
  const router = useRouter();
  const utils = api.useUtils();
  const roles = api.admin.roles.list.useQuery();
  const [selected, setSelected] = useState<number[]>([]);
  const remove = api.admin.roles.delete.useMutation({
    onSuccess: async () => {
      setSelected([]);
      notifySaved(t, 'admin_shell.deleted');
      await utils.admin.roles.invalidate();
      // The current admin's permissions may have changed (SPEC.md section 4).
      router.refresh();
    },
    onError: (e) => notifyFailure(e, t),
  });
  const rows = roles.data ?? [];
  const allChecked = rows.length > 0 && selected.length === rows.length;

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">{t('admin_shell.roles_title')}</Title>
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
          <Button component={Link} href="/admin/roles/form">{t('admin_shell.add')}</Button>
        </Group>
      </Group>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="roles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox aria-label={t('admin_shell.select_all')} checked={allChecked} indeterminate={selected.length > 0 && !allChecked} onChange={() => setSelected(allChecked ? [] : rows.map((r) => r.id))} />
                </Table.Th>
                <Table.Th>{t('admin_shell.role_name')}</Table.Th>
                <Table.Th>{t('admin_shell.permissions')}</Table.Th>
                <Table.Th>{t('admin_shell.users_count')}</Table.Th>
                <Table.Th>{t('admin_shell.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('admin_shell.select_item', { name: r.name })}
                      checked={selected.includes(r.id)}
                      onChange={() => setSelected((s) => (s.includes(r.id) ? s.filter((x) => x !== r.id) : [...s, r.id]))}
                    />
                  </Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {r.permissions.filter(isPermission).map((p) => (
                        <Badge key={p} size="sm" variant="outline" color="gray">{t(permissionLabelKey(p))}</Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{r.users_count}</Table.Td>
                  <Table.Td>
                    <Button component={Link} href={`/admin/roles/form?id=${r.id}`} size="xs" variant="light" aria-label={t('admin_shell.edit_item', { name: r.name })}>
                      {t('admin_shell.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {roles.isSuccess && rows.length === 0 && <Text p="md" c="dimmed">{t('admin_shell.no_items')}</Text>}
      </Paper>
    </>
  );
}
