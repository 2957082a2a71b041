'use client';

import {
  Avatar,
  Button,
  Loader,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { PasswordPairFields } from '@/features/admin/password-fields';
import { SecondFactorPanel } from '@/features/admin/second-factor-panel';
import { ImageField } from '@/features/admin/resource/image-field';
import { uploadAvatar } from '@/features/admin/resource/upload';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { ownPasswordSchema, profileSchema } from '@/lib/schemas/admin';
import { api } from '@/trpc/react';

/** As the server stores an e-mail (profileSchema): trimmed, lower case. */
const normalEmail = (email: string) => email.trim().toLowerCase();

/** /admin/account: one's own name, e-mail and avatar, and one's password. */
export function AccountPage() {
  const me = api.admin.user.useQuery();
  if (!me.data) return me.isError ? null : <Loader />;
  return (
    <AccountForms
      initial={{
        firstname: me.data.firstname,
        lastname: me.data.lastname,
        email: me.data.email,
        image_url: me.data.imageUrl,
      }}
    />
  );
}

function AccountForms({
  initial,
}: {
  initial: { firstname: string; lastname: string; email: string; image_url: string | null };
}) {
  const { t } = useT();
  const router = useRouter();
  const utils = api.useUtils();
  const updateProfile = api.admin.account.updateProfile.useMutation();
  const changePassword = api.admin.account.changePassword.useMutation();
  // The e-mail is the login name: changing it asks for the current password (the server insists too).
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const profileForm = useAdminForm({
    initial: { ...initial, current_password: '' },
    schema: profileSchema,
    save: (input) => updateProfile.mutateAsync(input),
    onSaved: async () => {
      setSavedEmail(normalEmail(profileForm.values.email));
      profileForm.setFieldValue('current_password', '');
      await utils.admin.user.invalidate();
      router.refresh();
    },
  });
  const passwordForm = useAdminForm({
    initial: { current_password: '', password: '', password_confirmation: '' },
    schema: ownPasswordSchema,
    save: (input) => changePassword.mutateAsync(input),
    savedMessage: 'admin_shell.password_changed',
    clearOnSave: true,
  });
  const profile = profileForm.values;
  const emailChanges = normalEmail(profile.email) !== savedEmail;

  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {t('admin_shell.account')}
      </Title>
      <SecondFactorPanel />
      <Paper withBorder p="lg">
        <form onSubmit={profileForm.submit} noValidate>
          <Stack>
            <Title order={2} size="h4">
              {t('admin_shell.edit_account')}
            </Title>
            {/* The avatar has a door of its own, open to every admin (resized here, checked again by the server): it is set at once and the last one deleted. */}
            <ImageField
              id="image_url"
              label={t('admin_shell.avatar')}
              description={t('admin_shell.avatar_hint')}
              value={{ url: profile.image_url }}
              error={profileForm.errors.image_url}
              upload={uploadAvatar}
              onChange={(img) => {
                profileForm.setFieldValue('image_url', img.url);
                void utils.admin.user.invalidate();
              }}
              preview={
                <Avatar
                  src={profile.image_url}
                  alt={t('admin_shell.avatar')}
                  size={80}
                  radius="xl"
                  color="institute"
                >
                  {profile.firstname.slice(0, 1)}
                </Avatar>
              }
              labels={{
                upload: t('admin_shell.upload_avatar'),
                replace: t('admin_shell.upload_avatar'),
                remove: t('admin_shell.remove_avatar'),
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('admin_shell.firstname')}
                required
                maxLength={64}
                {...profileForm.getInputProps('firstname')}
              />
              <TextInput
                label={t('admin_shell.lastname')}
                maxLength={64}
                {...profileForm.getInputProps('lastname')}
              />
            </SimpleGrid>
            <TextInput
              label={t('admin_shell.email')}
              type="email"
              required
              {...profileForm.getInputProps('email')}
            />
            {emailChanges && (
              <PasswordInput
                label={t('admin_shell.current_password')}
                description={t('admin_shell.current_password_for_email')}
                required
                autoComplete="current-password"
                maxLength={128}
                {...profileForm.getInputProps('current_password')}
              />
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={profileForm.busy}>
                {t('admin_content.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="lg" id="password">
        <form onSubmit={passwordForm.submit} noValidate>
          <Stack>
            <Title order={2} size="h4">
              {t('admin_shell.change_password')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label={t('admin_shell.current_password')}
                required
                autoComplete="current-password"
                {...passwordForm.getInputProps('current_password')}
              />
            </SimpleGrid>
            <PasswordPairFields form={passwordForm} />
            <Group justify="flex-end">
              <Button type="submit" loading={passwordForm.busy}>
                {t('admin_shell.change_password')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
