'use client';

import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useState } from 'react';
import { serverErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/schemas/member';
import { readAsDataUrl, resizeForUpload } from '@/features/ui/resize-image';
import { api } from '@/trpc/react';
import { memberSession } from '@/features/members/member-session';

export function AvatarUpload({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const { t } = useT();
  const utils = api.useUtils();
  const upload = api.member.account.updateAvatar.useMutation();
  const [busy, setBusy] = useState(false);

  async function choose(file: File | null) {
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return toastErrors(t, 'member.avatar_invalid_type');
    if (file.size > AVATAR_MAX_BYTES) return toastErrors(t, 'member.avatar_too_large');
    setBusy(true);
    try {
      const resized = await resizeForUpload(file);
      await upload.mutateAsync({ image: await readAsDataUrl(resized) });
      await Promise.all([utils.member.account.get.invalidate(), memberSession.refresh()]);
      toastSuccess(t, t('member.avatar_saved'));
    } catch (error) {
      toastErrors(t, serverErrors(error).message || 'cannot_upload_file');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={imageUrl} alt={t('member.account.avatar_alt', { name })} size={96} radius={96} color="institute" data-testid="member-avatar">
        {name.slice(0, 1)}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={(f) => void choose(f)} accept={AVATAR_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={busy}>
              {t('member.account.change_avatar')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {t('member.account.avatar_hint')}
        </Text>
      </Stack>
    </Group>
  );
}
