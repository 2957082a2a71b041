'use client';

import { Avatar, Button, Loader, FileButton, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, notifyFailure, notifySaved } from '@/features/admin/server-errors';
import { passwordPairSchema, profileSchema } from '@/lib/schemas/admin';
import { resizeForUpload } from '@/features/ui/resize-image';
import { api } from '@/trpc/react';

/** SPEC.md sections 5 and 9. */
export const MAX_IMAGE_BYTES = 10_240_000;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

function issuesToErrors(issues: { path: PropertyKey[]; message: string }[], t: (k: string) => string) {
  return Object.fromEntries(issues.map((i) => [String(i.path[0]), t(i.message)]));
}

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
  const [profile, setProfile] = useState(initial);
  const [profileErrors, setProfileErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [password, setPassword] = useState({ password: '', password_confirmation: '' });
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>({});

  const updateProfile = api.admin.account.updateProfile.useMutation({
    onSuccess: async () => {
      notifySaved(t);
      await utils.admin.user.invalidate();
      router.refresh();
    },
    onError: (e) => {
      const fields = fieldErrorsOf(e);
      setProfileErrors(fields);
      if (Object.keys(fields).length === 0) notifyFailure(e, t);
    },
  });
  const changePassword = api.admin.account.changePassword.useMutation({
    onSuccess: () => {
      notifySaved(t, 'admin_shell.password_changed');
      setPassword({ password: '', password_confirmation: '' });
    },
    onError: (e) => {
      const fields = fieldErrorsOf(e);
      setPasswordErrors(fields);
      notifyFailure(e, t);
    },
  });

  async function upload(file: File | null) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProfileErrors({ image_url: t('admin_shell.error_image_type') });
    if (file.size > MAX_IMAGE_BYTES) return setProfileErrors({ image_url: t('admin_shell.error_file_too_large') });
    setUploading(true);
    try {
      const body = new FormData();
      body.append('upload', await resizeForUpload(file, { maxBytes: MAX_IMAGE_BYTES }), 'avatar.jpg');
      const res = await fetch('/api/v1/admin/upload', { method: 'POST', body, credentials: 'same-origin' });
      const data = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
      if (!res.ok || !data.url) {
        setProfileErrors({ image_url: data.message ?? t('cannot_upload_file') });
        return;
      }
      setProfileErrors({});
      setProfile((p) => ({ ...p, image_url: data.url! }));
    } catch {
      setProfileErrors({ image_url: t('cannot_upload_file') });
    } finally {
      setUploading(false);
    }
  }

  function saveProfile(event: FormEvent) {
    event.preventDefault();
    const parsed = profileSchema.safeParse(profile);
    if (!parsed.success) return setProfileErrors(issuesToErrors(parsed.error.issues, t));
    setProfileErrors({});
    updateProfile.mutate(profile);
  }

  function savePassword(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordPairSchema.safeParse(password);
    if (!parsed.success) return setPasswordErrors(issuesToErrors(parsed.error.issues, t));
    setPasswordErrors({});
    changePassword.mutate(password);
  }

  return (
    <Stack maw={760}>
      <Title order={1} size="h2">{t('admin_shell.account')}</Title>
      <Paper withBorder p="lg">
        <form onSubmit={saveProfile} noValidate>
          <Stack>
            <Title order={2} size="h4">{t('admin_shell.edit_account')}</Title>
            <Group>
              <Avatar src={profile.image_url} alt={t('admin_shell.avatar')} size={80} radius="xl" color="institute">{profile.firstname.slice(0, 1)}</Avatar>
              <Stack gap={4}>
                <Group gap="xs">
                  <FileButton onChange={upload} accept="image/png,image/jpeg">
                    {(props) => (
                      <Button {...props} variant="light" loading={uploading}>{t('admin_shell.upload_avatar')}</Button>
                    )}
                  </FileButton>
                  {profile.image_url && (
                    <Button variant="subtle" color="red" onClick={() => setProfile((p) => ({ ...p, image_url: null }))}>{t('admin_shell.remove_avatar')}</Button>
                  )}
                </Group>
                <Text size="xs" c="dimmed">{t('admin_shell.avatar_hint')}</Text>
                {profileErrors.image_url && <Text size="sm" c="red" role="alert">{profileErrors.image_url}</Text>}
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('admin_shell.firstname')} required maxLength={64} value={profile.firstname} error={profileErrors.firstname} onChange={(e) => { const v = e.currentTarget.value; setProfile((p) => ({ ...p, firstname: v })); }} />
              <TextInput label={t('admin_shell.lastname')} maxLength={64} value={profile.lastname} error={profileErrors.lastname} onChange={(e) => { const v = e.currentTarget.value; setProfile((p) => ({ ...p, lastname: v })); }} />
            </SimpleGrid>
            <TextInput label={t('admin_shell.email')} type="email" required value={profile.email} error={profileErrors.email} onChange={(e) => { const v = e.currentTarget.value; setProfile((p) => ({ ...p, email: v })); }} />
            <Group justify="flex-end">
              <Button type="submit" loading={updateProfile.isPending}>{t('admin_shell.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="lg" id="password">
        <form onSubmit={savePassword} noValidate>
          <Stack>
            <Title order={2} size="h4">{t('admin_shell.change_password')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput label={t('admin_shell.new_password')} required autoComplete="new-password" value={password.password} error={passwordErrors.password} onChange={(e) => { const v = e.currentTarget.value; setPassword((p) => ({ ...p, password: v })); }} />
              <PasswordInput
                label={t('admin_shell.confirm_password')}
                required
                autoComplete="new-password"
                value={password.password_confirmation}
                error={passwordErrors.password_confirmation}
                onChange={(e) => { const v = e.currentTarget.value; setPassword((p) => ({ ...p, password_confirmation: v })); }}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={changePassword.isPending}>{t('admin_shell.change_password')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
