'use client';

import { Avatar, Button, Loader, FileButton, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PasswordPairFields } from '@/features/admin/password-fields';
import { IMAGE_TYPES, uploadImage } from '@/features/admin/resource/upload';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { ownPasswordSchema, profileSchema } from '@/lib/schemas/admin';
import { api } from '@/trpc/react';

/** /admin/account: one's own name, e-mail and avatar, and one's password. */
export function AccountPage() {
  const me = api.admin.user.useQuery();
  if (!me.data) return me.isError ? null : <Loader />;
  return <AccountForms initial={{ firstname: me.data.firstname, lastname: me.data.lastname, email: me.data.email, image_url: me.data.imageUrl }} />;
}

function AccountForms({ initial }: { initial: { firstname: string; lastname: string; email: string; image_url: string | null } }) {
  const { t } = useT();
  const router = useRouter();
  const utils = api.useUtils();
  const [uploading, setUploading] = useState(false);
  const updateProfile = api.admin.account.updateProfile.useMutation();
  const changePassword = api.admin.account.changePassword.useMutation();
  const profileForm = useAdminForm({
    initial,
    schema: profileSchema,
    save: (input) => updateProfile.mutateAsync(input),
    onSaved: async () => {
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
  const { values: profile, errors: profileErrors } = profileForm;

  /** The avatar goes through the back office's one image upload (resized here, checked again by the server). */
  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadImage(file, { badType: t('admin_shell.error_image_type'), tooLarge: t('admin_shell.error_file_too_large') });
      profileForm.setErrors({});
      profileForm.set({ image_url: stored.url });
    } catch (e) {
      profileForm.setErrors({ image_url: (e as Error).message || t('cannot_upload_file') });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack maw={760}>
      <Title order={1} size="h2">{t('admin_shell.account')}</Title>
      <Paper withBorder p="lg">
        <form onSubmit={profileForm.submit} noValidate>
          <Stack>
            <Title order={2} size="h4">{t('admin_shell.edit_account')}</Title>
            <Group>
              <Avatar src={profile.image_url} alt={t('admin_shell.avatar')} size={80} radius="xl" color="institute">{profile.firstname.slice(0, 1)}</Avatar>
              <Stack gap={4}>
                <Group gap="xs">
                  <FileButton onChange={upload} accept={IMAGE_TYPES.join(',')}>
                    {(props) => (
                      <Button {...props} variant="light" loading={uploading}>{t('admin_shell.upload_avatar')}</Button>
                    )}
                  </FileButton>
                  {profile.image_url && (
                    <Button variant="subtle" color="red" onClick={() => profileForm.set({ image_url: null })}>{t('admin_shell.remove_avatar')}</Button>
                  )}
                </Group>
                <Text size="xs" c="dimmed">{t('admin_shell.avatar_hint')}</Text>
                {profileErrors.image_url && <Text size="sm" c="red" role="alert">{profileErrors.image_url}</Text>}
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('admin_shell.firstname')} required maxLength={64} value={profile.firstname} error={profileErrors.firstname} onChange={(e) => profileForm.set({ firstname: e.currentTarget.value })} />
              <TextInput label={t('admin_shell.lastname')} maxLength={64} value={profile.lastname} error={profileErrors.lastname} onChange={(e) => profileForm.set({ lastname: e.currentTarget.value })} />
            </SimpleGrid>
            <TextInput label={t('admin_shell.email')} type="email" required value={profile.email} error={profileErrors.email} onChange={(e) => profileForm.set({ email: e.currentTarget.value })} />
            <Group justify="flex-end">
              <Button type="submit" loading={profileForm.busy}>{t('admin_content.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="lg" id="password">
        <form onSubmit={passwordForm.submit} noValidate>
          <Stack>
            <Title order={2} size="h4">{t('admin_shell.change_password')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label={t('admin_shell.current_password')}
                required
                autoComplete="current-password"
                value={passwordForm.values.current_password}
                error={passwordForm.errors.current_password}
                onChange={(e) => passwordForm.set({ current_password: e.currentTarget.value })}
              />
            </SimpleGrid>
            <PasswordPairFields form={passwordForm} />
            <Group justify="flex-end">
              <Button type="submit" loading={passwordForm.busy}>{t('admin_shell.change_password')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
