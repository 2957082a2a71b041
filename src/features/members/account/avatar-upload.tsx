'use client';

import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import imageCompression from 'browser-image-compression';
import { useT } from 'next-i18next/client';
import { useState } from 'react';
import { serverErrors, toastErrors, toastSuccess } from '@/features/members/form-errors';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/schemas/member';
import { api } from '@/trpc/react';

/** SPEC.md section 5: 1024 px wide if landscape, else 750 px, JPEG quality 0.95. */
async function resizeForUpload(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  bitmap.close();
  const targetWidth = width > height ? 1024 : 750;
  const scale = Math.min(1, targetWidth / width);
  const maxWidthOrHeight = Math.round(Math.max(width, height) * scale);
  return imageCompression(file, { maxWidthOrHeight, fileType: 'image/jpeg', initialQuality: 0.95, useWebWorker: false, alwaysKeepResolution: false });
}

function dataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

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
      await upload.mutateAsync({ image: await dataUrl(resized) });
      await Promise.all([utils.member.account.get.invalidate(), utils.public.memberAuth.session.invalidate()]);
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
