'use client';

import { Avatar } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useState } from 'react';
import { FileDrop } from '@/features/ui/file-drop';
import { IMAGE_RULES, type UploadProgress } from '@/features/ui/file-rules';
import { serverErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { resizedDataUrl } from '@/features/ui/resize-image';
import { api } from '@/trpc/react';
import { memberSession } from '@/features/members/member-session';

/** The member's picture: refused here unless a JPEG or PNG of at most 10 MB, resized here (SPEC.md section 5), saved at once. */
const AVATAR_RULES = {
  ...IMAGE_RULES,
  messages: { type: 'member.avatar_invalid_type', size: 'member.avatar_too_large' },
};

export function AvatarUpload({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const { t } = useT();
  const utils = api.useUtils();
  const upload = api.member.account.updateAvatar.useMutation();
  const [progress, setProgress] = useState<UploadProgress>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function save(file: File) {
    setProgress({ stage: 'resizing', percent: 0 });
    try {
      const image = await resizedDataUrl(file, (percent) =>
        setProgress({ stage: 'resizing', percent }),
      );
      // A JSON call reports no progress of its own: the bar runs until the answer.
      setProgress({ stage: 'sending', percent: null });
      await upload.mutateAsync({ image });
      await Promise.all([utils.member.account.get.invalidate(), memberSession.refresh()]);
      toastSuccess(t, t('member.avatar_saved'));
    } catch (error) {
      toastErrors(t, serverErrors(error).message || 'cannot_upload_file');
    } finally {
      setProgress(null);
    }
  }

  return (
    <FileDrop
      id="member-avatar-file"
      label={t('member.account.change_avatar')}
      description={t('member.account.avatar_hint')}
      error={refusal}
      rules={AVATAR_RULES}
      onFiles={([file]) => file && void save(file)}
      onRefuse={setRefusal}
      progress={progress}
      action={t('member.account.change_avatar')}
      preview={
        <Avatar
          src={imageUrl}
          alt={t('member.account.avatar_alt', { name })}
          size={96}
          radius={96}
          color="institute"
          data-testid="member-avatar"
        >
          {name.slice(0, 1)}
        </Avatar>
      }
    />
  );
}
