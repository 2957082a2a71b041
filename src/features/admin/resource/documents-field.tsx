'use client';

import { ActionIcon, Anchor, Button, FileButton, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { uploadFile, MAX_UPLOAD_BYTES } from '@/features/admin/resource/upload';
import { useT } from '@/i18n/client';

export interface DocumentValue {
  name: string;
  file_url: string;
  mime_type?: string | null;
  size_bytes?: number | null;
}

/** SPEC.md section 5: spreadsheets, Word, PowerPoint, text and PDF. */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv';

/** A training's documents: uploaded (POST …/public_trainings/documents), named and ordered. */
export function DocumentsField({ id, label, value, error, onChange }: { id: string; label: string; value: DocumentValue[]; error?: string; onChange: (v: DocumentValue[]) => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError(t('admin_shell.error_file_too_large'));
    setBusy(true);
    setUploadError(null);
    try {
      const stored = await uploadFile('/api/v1/admin/services/public_trainings/documents', file, file.name);
      onChange([...value, { name: stored.name ?? file.name, file_url: stored.url, mime_type: stored.mime_type ?? null, size_bytes: stored.size_bytes ?? null }]);
    } catch (e) {
      setUploadError((e as Error).message || t('admin_content.upload_failed'));
    } finally {
      setBusy(false);
    }
  }

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <Input.Wrapper id={id} label={label} description={t('admin_content.documents_rules')} error={uploadError ?? error}>
      <Stack gap="xs" mt={4}>
        {value.map((doc, i) => (
          <Group key={doc.file_url} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('admin_content.document_name', { index: i + 1 })}
              value={doc.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                onChange(value.map((d, j) => (j === i ? { ...d, name } : d)));
              }}
              style={{ flex: 1 }}
            />
            <Anchor href={doc.file_url} target="_blank" rel="noopener" size="sm">{t('admin_content.open_file')}</Anchor>
            <ActionIcon variant="subtle" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('admin_content.move_up')}>↑</ActionIcon>
            <ActionIcon variant="subtle" disabled={i === value.length - 1} onClick={() => move(i, i + 1)} aria-label={t('admin_content.move_down')}>↓</ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('admin_content.remove_document', { name: doc.name })}>✕</ActionIcon>
          </Group>
        ))}
        {value.length === 0 && <Text size="sm" c="dimmed">{t('admin_content.no_documents')}</Text>}
        <FileButton onChange={upload} accept={DOCUMENT_ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={busy} w="fit-content" data-testid={`${id}-upload`}>
              {t('admin_content.upload_document')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
