'use client';

import { MultiSelect, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { PasswordPairFields } from '@/features/admin/password-fields';
import {
  FormPage,
  NOT_AN_ID,
  RecordPending,
  useEditedId,
} from '@/features/admin/resource/form-page';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { useGrantRule } from '@/features/admin/use-grant-rule';
import { useT } from '@/i18n/client';
import { userCreateSchema, userFormSchema } from '@/lib/schemas/admin';
import { api } from '@/trpc/react';
import { UserSecondFactorReset } from '@/features/admin/second-factor-admin';

const LIST = '/admin/users';
const empty = {
  firstname: '',
  lastname: '',
  email: '',
  status: true,
  roles: [] as string[],
  password: '',
  password_confirmation: '',
};

/** /admin/users/form (?id= to edit): name, e-mail, status, roles; a first password when creating. */
export function UserForm() {
  const id = useEditedId();
  const user = api.admin.users.get.useQuery(
    { id: id ?? NOT_AN_ID },
    { enabled: !!id, retry: false },
  );
  if (id !== null && !user.data)
    return <RecordPending failed={id === NOT_AN_ID || user.isError} listHref={LIST} />;
  const u = user.data;
  const initial = u
    ? {
        ...empty,
        firstname: u.firstname,
        lastname: u.lastname,
        email: u.email,
        status: u.status,
        roles: u.roles.map((r) => String(r.id)),
      }
    : empty;
  return <UserFormFields key={id ?? 'new'} id={id} initial={initial} />;
}

function UserFormFields({ id, initial }: { id: number | null; initial: typeof empty }) {
  const { t } = useT();
  const utils = api.useUtils();
  const roles = api.admin.roles.list.useQuery();
  const { holdsAll } = useGrantRule();
  const create = api.admin.users.create.useMutation();
  const update = api.admin.users.update.useMutation();
  const form = useAdminForm({
    initial,
    schema: id ? userFormSchema : userCreateSchema,
    toInput: ({ password, password_confirmation, ...values }) => ({
      ...values,
      roles: values.roles.map(Number),
      ...(id ? {} : { password, password_confirmation }),
    }),
    save: (input) =>
      id
        ? update.mutateAsync({ id, ...input })
        : create.mutateAsync({
            ...input,
            password: input.password ?? '',
            password_confirmation: input.password_confirmation ?? '',
          }),
    onSaved: () => utils.admin.users.invalidate(),
    listHref: LIST,
  });

  return (
    <FormPage
      form={form}
      title={t(id ? 'admin_shell.user_edit_title' : 'admin_shell.user_create_title')}
      listHref={LIST}
      maw={760}
    >
      <Paper withBorder p="lg">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin_shell.firstname')}
              required
              maxLength={64}
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={t('admin_shell.lastname')}
              maxLength={64}
              {...form.getInputProps('lastname')}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin_shell.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <MultiSelect
            label={t('admin_shell.roles')}
            // The server refuses roles holding a permission the current admin lacks (the grant rule): not offered.
            data={(roles.data ?? []).map((r) => ({
              value: String(r.id),
              label: r.name,
              disabled: !holdsAll(r.permissions),
            }))}
            {...form.getInputProps('roles')}
            clearable
          />
          <Switch
            label={t('admin_shell.status_enabled')}
            {...form.getInputProps('status', { type: 'checkbox' })}
          />
          {!id && <PasswordPairFields form={form} />}
        </Stack>
      </Paper>
      {id && <UserSecondFactorReset id={id} />}
    </FormPage>
  );
}
