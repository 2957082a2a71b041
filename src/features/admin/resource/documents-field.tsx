'use client';

import { ActionIcon, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { uploadFile } from '@/features/admin/resource/upload';
import { FileDrop } from '@/features/ui/file-drop';
import { DOCUMENT_RULES, type UploadProgress } from '@/features/ui/file-rules';
import { serverErrors } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';

export interface DocumentValue {
  name: string;
  file_url: string;
  mime_type?: string | null;
  size_bytes?: number | null;
}

/**
 * A training's documents: dropped, pasted or chosen (several at once),
 * refused in the browser when of another type or too large, uploaded one
 * after the other (POST …/public_trainings/documents), then named and ordered.
 */
export function DocumentsField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: DocumentValue[];
  error?: ReactNode;
  onChange: (v: DocumentValue[]) => void;
}) {
  const { t } = useT();
  const [progress, setProgress] = useState<UploadProgress>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(files: File[]) {
    setUploadError(null);
    let documents = value;
    try {
      for (const file of files) {
        const stored = await uploadFile(
          '/api/v1/admin/services/public_trainings/documents',
          file,
          file.name,
          setProgress,
        );
        documents = [
          ...documents,
          {
            name: stored.name ?? file.name,
            file_url: stored.url,
            mime_type: stored.mime_type ?? null,
            size_bytes: stored.size_bytes ?? null,
          },
        ];
        onChange(documents);
      }
    } catch (e) {
      setUploadError(t(serverErrors(e).message));
    } finally {
      setProgress(null);
    }
  }

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <FileDrop
        id={id}
        label={label}
        description={t('admin_content.documents_rules')}
        error={uploadError ?? error}
        rules={DOCUMENT_RULES}
        multiple
        onFiles={(files) => void upload(files)}
        onRefuse={setUploadError}
        progress={progress}
        action={t('admin_content.upload_document')}
      />
      {value.map((doc, i) => (
        <Group key={doc.file_url} gap="xs" wrap="nowrap" data-testid={`${id}-document`}>
          <TextInput
            aria-label={t('admin_content.document_name', { index: i + 1 })}
            value={doc.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              onChange(value.map((d, j) => (j === i ? { ...d, name } : d)));
            }}
            style={{ flex: 1 }}
          />
          <Anchor href={doc.file_url} target="_blank" rel="noopener" size="sm">
            {t('admin_content.open_file')}
          </Anchor>
          <ActionIcon
            variant="subtle"
            disabled={i === 0}
            onClick={() => move(i, i - 1)}
            aria-label={t('admin_content.move_up')}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={i === value.length - 1}
            onClick={() => move(i, i + 1)}
            aria-label={t('admin_content.move_down')}
          >
            ↓
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            aria-label={t('admin_content.remove_document', { name: doc.name })}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('admin_content.no_documents')}
        </Text>
      )}
    </Stack>
  );
}
