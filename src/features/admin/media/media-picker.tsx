'use client';

import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { MediaGrid, type MediaListItem } from '@/features/admin/media/media-grid';
import { useT } from '@/i18n/client';

/** The library's images in a dialog: search, then pick one (docs/policies/media-library.md). */
export function MediaPicker({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (item: MediaListItem) => void;
}) {
  const { t } = useT();
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('media.picker_title')}
      size="80rem"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {opened && (
        <MediaGrid
          kind="image"
          testId="media-picker"
          selectLabel={(name) => t('media.pick', { name })}
          onSelect={(item) => {
            onPick(item);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/** The "choose from library" button beside an image field's upload, with its dialog. */
export function MediaPickerButton({
  id,
  onPick,
  disabled,
}: {
  id: string;
  onPick: (item: MediaListItem) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        onClick={() => setOpened(true)}
        disabled={disabled}
        data-testid={`${id}-library`}
      >
        {t('media.choose')}
      </Button>
      <MediaPicker opened={opened} onClose={() => setOpened(false)} onPick={onPick} />
    </>
  );
}
