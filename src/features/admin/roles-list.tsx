'use client';

import { Badge, Group } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { ListPage } from '@/features/admin/resource/list-page';
import { useGrantRule } from '@/features/admin/use-grant-rule';
import { useT } from '@/i18n/client';
import { isPermission, permissionLabelKey } from '@/lib/permissions';
import { api, type RouterOutputs } from '@/trpc/react';

type Role = RouterOutputs['admin']['roles']['list'][number];

/** /admin/roles: every role with its permissions; several can be deleted at once. */
export function RolesList() {
  const { t } = useT();
  const router = useRouter();
  const utils = api.useUtils();
  const roles = api.admin.roles.list.useQuery();
  const remove = api.admin.roles.delete.useMutation();
  // A role holding a permission the current admin lacks cannot be deleted by them (the grant rule).
  const { holdsAll } = useGrantRule();

  return (
    <ListPage<Role>
      title={t('admin_shell.roles_title')}
      add={{
        href: '/admin/roles/form',
        label: t('admin_content.add_item', { item: t('admin_shell.role_item') }),
      }}
      records={roles.data ?? []}
      nameColumn={{ accessor: 'name', title: t('admin_shell.role_name') }}
      columns={[
        {
          accessor: 'permissions',
          title: t('admin_shell.permissions'),
          render: (r) => (
            <Group gap={4}>
              {r.permissions.filter(isPermission).map((p) => (
                <Badge key={p} size="sm" variant="outline" color="gray">
                  {t(permissionLabelKey(p))}
                </Badge>
              ))}
            </Group>
          ),
        },
        { accessor: 'users_count', title: t('admin_shell.users_count') },
      ]}
      editHref={(r) => `/admin/roles/form?id=${r.id}`}
      fetching={roles.isFetching}
      idOf={(r) => r.id}
      nameOf={(r) => r.name}
      remove={remove}
      deleteHint={t('admin_shell.role_delete_hint')}
      canSelect={(r) => holdsAll(r.permissions)}
      onDeleted={async () => {
        await utils.admin.roles.invalidate();
        // The current admin's permissions may have changed (SPEC.md section 4).
        router.refresh();
      }}
      testId="roles-table"
    />
  );
}
