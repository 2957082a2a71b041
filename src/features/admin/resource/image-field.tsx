'use client';

import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { MediaPickerButton } from '@/features/admin/media/media-picker';
import { uploadImage } from '@/features/admin/resource/upload';
import { FileDrop } from '@/features/ui/file-drop';
import { IMAGE_RULES, type UploadProgress } from '@/features/ui/file-rules';
import { serverErrors } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';

export interface ImageValue {
  url: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * An image uploaded through the one admin upload endpoint as soon as it is
 * dropped, pasted or chosen: refused in the browser when it is not a JPEG or
 * PNG or too large, resized there, checked again on the server; its width
 * and height are kept with its URL (SPEC.md section 3, SEO fields).
 */
export function ImageField({
  id,
  label,
  description,
  value,
  error,
  onChange,
  preview,
  labels,
  upload: send = uploadImage,
  library = false,
}: {
  id: string;
  label: string;
  description?: string;
  value: ImageValue;
  error?: ReactNode;
  onChange: (v: ImageValue) => void;
  /** How the current image is shown (default: the picture and its size). */
  preview?: ReactNode;
  /** The words of the actions (default: upload, replace and remove an image). */
  labels?: { upload: string; replace: string; remove: string };
  /** Where the file goes (default: the content image door). */
  upload?: typeof uploadImage;
  /** Offers "choose from library" beside the upload (content images; docs/policies/media-library.md). */
  library?: boolean;
}) {
  const { t } = useT();
  const [progress, setProgress] = useState<UploadProgress>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const words = labels ?? {
    upload: t('admin_content.upload_image'),
    replace: t('admin_content.replace_image'),
    remove: t('admin_content.remove_image'),
  };

  async function upload(file: File) {
    setUploadError(null);
    setProgress({ stage: 'resizing', percent: 0 });
    try {
      const stored = await send(file, setProgress);
      onChange({ url: stored.url, width: stored.width ?? null, height: stored.height ?? null });
    } catch (e) {
      setUploadError(t(serverErrors(e).message));
    } finally {
      setProgress(null);
    }
  }

  const shown =
    preview ??
    (value.url && (
      <Group align="flex-end" gap="sm">
        <Image
          src={value.url}
          alt=""
          h={120}
          w="auto"
          fit="contain"
          radius="sm"
          bg="gray.1"
          data-testid={`${id}-preview`}
        />
        {value.width && value.height ? (
          <Text size="xs" c="dimmed" data-testid={`${id}-size`}>
            {t('admin_content.image_size', { width: value.width, height: value.height })}
          </Text>
        ) : null}
      </Group>
    ));

  return (
    <Stack gap={4}>
      <FileDrop
        id={id}
        label={label}
        description={description ?? t('admin_content.image_rules')}
        error={uploadError ?? error}
        rules={IMAGE_RULES}
        onFiles={([file]) => file && void upload(file)}
        onRefuse={setUploadError}
        progress={progress}
        preview={shown}
        action={value.url ? words.replace : words.upload}
      />
      <Group gap="xs">
        {library && (
          <MediaPickerButton
            id={id}
            disabled={!!progress}
            onPick={(item) => {
              setUploadError(null);
              onChange({ url: item.url, width: item.width, height: item.height });
            }}
          />
        )}
        {value.url && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            w="fit-content"
            onClick={() => onChange({ url: null, width: null, height: null })}
          >
            {words.remove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
