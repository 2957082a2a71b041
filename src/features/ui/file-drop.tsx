'use client';

import { Button, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
// The drop zone's styles (and the components it shows) load with it: no page that has no file field carries them.
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/dropzone/styles.layer.css';
import { type ClipboardEvent, type ReactNode, useId } from 'react';
import { type FileRules, refusalOf, type UploadProgress } from '@/features/ui/file-rules';
import { useT } from '@/i18n/client';

/** The first refusal of files the drop zone turned away, as a locale key. */
function refusalOfRejected(rejections: FileRejection[], rules: FileRules): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  return codes.includes('file-invalid-type') || codes.includes('too-many-files')
    ? rules.messages.type
    : rules.messages.size;
}

export interface FileDropProps {
  /** The field's id: the drop zone's test id is `${id}-upload`, its preview's `${id}-preview`. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** Already in words. */
  error?: ReactNode;
  required?: boolean;
  rules: FileRules;
  multiple?: boolean;
  /** Files that passed the rules. */
  onFiles: (files: File[]) => void;
  /** A refusal's words (null clears it): the field shows it as its error. */
  onRefuse: (message: string | null) => void;
  progress?: UploadProgress;
  /** What the zone shows first: a preview of the current image, the chosen file. */
  preview?: ReactNode;
  /** The words of the zone's action (upload, replace). */
  action: string;
  disabled?: boolean;
}

/**
 * A file field (@mantine/dropzone): drop a file on it, paste one while its
 * button has the focus, or click it (or press its button) to choose one. Files of the wrong
 * type or too large are refused here, in words, before any upload; the caller
 * resizes and sends the ones that pass, telling `progress`.
 */
export function FileDrop({
  id,
  label,
  description,
  error,
  required,
  rules,
  multiple = false,
  onFiles,
  onRefuse,
  progress,
  preview,
  action,
  disabled,
}: FileDropProps) {
  const { t } = useT();
  const hintId = useId();
  const busy = !!progress;

  function take(files: File[]) {
    const refused = files.map((f) => refusalOf(f, rules)).find(Boolean);
    if (refused) return onRefuse(t(refused));
    onRefuse(null);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  }

  function onPaste(event: ClipboardEvent) {
    const files = [...event.clipboardData.files];
    if (files.length === 0 || busy || disabled) return;
    event.preventDefault();
    take(files);
  }

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelProps={{ id: `${id}-label` }}
      description={description}
      error={error}
      required={required}
    >
      <Dropzone
        mt={4}
        p="sm"
        accept={rules.accept}
        maxSize={rules.maxBytes}
        multiple={multiple}
        disabled={disabled || busy}
        onDrop={(files) => take(files)}
        onReject={(rejections) => onRefuse(t(refusalOfRejected(rejections, rules)))}
        onPaste={onPaste}
        enablePointerEvents
        // Keyboard users reach the button inside, which opens the file dialog (and takes a paste) as the zone does.
        activateOnKeyboard={false}
        data-testid={`${id}-dropzone`}
        inputProps={{ 'aria-hidden': true }}
      >
        <Stack gap="xs" align="flex-start">
          {preview}
          <Text size="sm" c="gray.7" id={hintId}>
            {t(multiple ? rules.prompts.many : rules.prompts.one)}
          </Text>
          {progress && (
            <Stack gap={4} w="100%" maw={320} data-testid={`${id}-progress`}>
              <Progress
                value={progress.percent ?? 100}
                animated
                striped={progress.percent === null}
                aria-label={t(`upload.${progress.stage}`)}
              />
              <Text size="xs" c="gray.7" aria-live="polite">
                {t(`upload.${progress.stage}`)}
                {progress.percent !== null ? ` ${Math.round(progress.percent)}%` : ''}
              </Text>
            </Stack>
          )}
          <Button
            variant="light"
            size="xs"
            disabled={busy || disabled}
            aria-describedby={error ? `${hintId} ${id}-error` : hintId}
            data-testid={`${id}-upload`}
          >
            {action}
          </Button>
        </Stack>
      </Dropzone>
    </Input.Wrapper>
  );
}
