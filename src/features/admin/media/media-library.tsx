'use client';

import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MediaDetails } from '@/features/admin/media/media-details';
import { MediaGrid } from '@/features/admin/media/media-grid';
import { uploadFile, uploadImage } from '@/features/admin/resource/upload';
import { FileDrop } from '@/features/ui/file-drop';
import {
  DOCUMENT_RULES,
  IMAGE_RULES,
  MEDIA_RULES,
  refusalOf,
  type UploadProgress,
} from '@/features/ui/file-rules';
import { serverErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/**
 * The media library's screen (docs/policies/media-library.md): images
 * uploaded through the drop zone (resized in the browser, checked again by
 * the server), and documents too for staff who may add training documents
 * (the door documents go through), the grid with its search, and each item's
 * details: alt text in both languages, where it is used, delete while unused.
 */
const DOCUMENTS_DOOR = '/api/v1/admin/services/public_trainings/documents';

export function MediaLibrary() {
  const { t } = useT();
  const utils = api.useUtils();
  const [progress, setProgress] = useState<UploadProgress>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const me = api.admin.user.useQuery();
  const takesDocuments = !!me.data?.permissions.includes('access/public_training');

  async function upload(files: File[]) {
    setUploadError(null);
    let done = 0;
    try {
      for (const file of files) {
        if (takesDocuments && refusalOf(file, DOCUMENT_RULES) === null)
          await uploadFile(DOCUMENTS_DOOR, file, file.name, setProgress);
        else await uploadImage(file, setProgress);
        done += 1;
      }
    } catch (e) {
      setUploadError(t(serverErrors(e).message));
    } finally {
      setProgress(null);
      if (done) {
        toastSuccess(t, t('media.uploaded', { count: done }));
        await utils.admin.media.list.invalidate();
      }
    }
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('media.title')}
      </Title>
      <Text size="sm" c="gray.7" maw={720}>
        {t('media.intro')}
      </Text>
      <FileDrop
        id="media-upload"
        label={t(takesDocuments ? 'media.upload_files' : 'media.upload')}
        description={t(takesDocuments ? 'media.rules_with_documents' : 'admin_content.image_rules')}
        error={uploadError}
        rules={takesDocuments ? MEDIA_RULES : IMAGE_RULES}
        multiple
        onFiles={(files) => void upload(files)}
        onRefuse={setUploadError}
        progress={progress}
        action={t(takesDocuments ? 'media.upload_files' : 'media.upload')}
      />
      <MediaGrid
        selectLabel={(name) => t('media.details', { name })}
        onSelect={(item) => setOpenId(item.id)}
      />
      <MediaDetails id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
