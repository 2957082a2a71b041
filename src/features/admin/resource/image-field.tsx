'use client';

import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_TYPES, uploadImage } from '@/features/admin/resource/upload';
import { useT } from '@/i18n/client';

export interface ImageValue {
  url: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * An image uploaded through the one admin upload endpoint: resized in the
 * browser, checked again on the server; its width and height are kept with
 * its URL (SPEC.md section 3, SEO fields).
 */
export function ImageField({ id, label, value, error, onChange }: { id: string; label: string; value: ImageValue; error?: string; onChange: (v: ImageValue) => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      const stored = await uploadImage(file, { badType: t('admin_shell.error_image_type'), tooLarge: t('admin_shell.error_file_too_large') });
      onChange({ url: stored.url, width: stored.width ?? null, height: stored.height ?? null });
    } catch (e) {
      setUploadError((e as Error).message || t('admin_content.upload_failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Input.Wrapper id={id} label={label} description={t('admin_content.image_rules')} error={uploadError ?? error}>
      <Stack gap="xs" mt={4}>
        {value.url && (
          <Group align="flex-end" gap="sm">
            <Image src={value.url} alt="" h={120} w="auto" fit="contain" radius="sm" bg="gray.1" data-testid={`${id}-preview`} />
            {value.width && value.height ? <Text size="xs" c="dimmed">{t('admin_content.image_size', { width: value.width, height: value.height })}</Text> : null}
          </Group>
        )}
        <Group gap="xs">
          <FileButton onChange={upload} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={busy} aria-describedby={id} data-testid={`${id}-upload`}>
                {value.url ? t('admin_content.replace_image') : t('admin_content.upload_image')}
              </Button>
            )}
          </FileButton>
          {value.url && (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange({ url: null, width: null, height: null })}>
              {t('admin_content.remove_image')}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
