'use client';

import { Checkbox, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  FormPage,
  NOT_AN_ID,
  RecordPending,
  useEditedId,
} from '@/features/admin/resource/form-page';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { useGrantRule } from '@/features/admin/use-grant-rule';
import { RoleSecondFactorSwitch } from '@/features/admin/second-factor-admin';
import { useT } from '@/i18n/client';
import { type RoleFormInput, roleFormSchema } from '@/lib/schemas/admin';
import { api } from '@/trpc/react';

const LIST = '/admin/roles';

/** /admin/roles/form (?id= to edit): a name and a set of permissions. */
export function RoleForm() {
  const id = useEditedId();
  const role = api.admin.roles.get.useQuery(
    { id: id ?? NOT_AN_ID },
    { enabled: !!id, retry: false },
  );
  if (id !== null && !role.data)
    return <RecordPending failed={id === NOT_AN_ID || role.isError} listHref={LIST} />;
  return (
    <RoleFormFields
      key={id ?? 'new'}
      id={id}
      initial={{ name: role.data?.name ?? '', permissions: role.data?.permissions ?? [] }}
    />
  );
}

function RoleFormFields({
  id,
  initial,
}: {
  id: number | null;
  initial: { name: string; permissions: string[] };
}) {
  const { t } = useT();
  const utils = api.useUtils();
  const permissions = api.admin.permissions.useQuery();
  const { me, holdsAll } = useGrantRule();
  const create = api.admin.roles.create.useMutation();
  const update = api.admin.roles.update.useMutation();
  const form = useAdminForm({
    initial,
    schema: roleFormSchema,
    // Checked against the schema's list of permissions before it is sent.
    toInput: (values) => values as RoleFormInput,
    save: (input) => (id ? update.mutateAsync({ id, ...input }) : create.mutateAsync(input)),
    onSaved: () => utils.admin.roles.invalidate(),
    listHref: LIST,
  });

  return (
    <FormPage
      form={form}
      title={t(id ? 'admin_shell.role_edit_title' : 'admin_shell.role_create_title')}
      listHref={LIST}
      maw={860}
    >
      <Paper withBorder p="lg">
        <Stack>
          <TextInput
            label={t('admin_shell.role_name')}
            required
            maxLength={64}
            {...form.getInputProps('name')}
          />
          <Checkbox.Group
            label={t('admin_shell.permissions')}
            {...form.getInputProps('permissions')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
              {(permissions.data ?? []).map((p) => (
                // Only permissions the current admin holds can be granted (the grant rule).
                <Checkbox
                  key={p.name}
                  value={p.name}
                  label={p.label}
                  disabled={!!me && !holdsAll([p.name])}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Stack>
      </Paper>
      {id && <RoleSecondFactorSwitch id={id} />}
    </FormPage>
  );
}
