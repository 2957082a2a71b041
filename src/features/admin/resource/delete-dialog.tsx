'use client';

import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useT } from '@/i18n/client';

const SHOWN = 10;

/** The confirmation before a bulk delete: it names what will go; a refusal (still in use) is told by the caller's toast. */
export function DeleteDialog({ names, opened, busy, onClose, onConfirm }: { names: string[]; opened: boolean; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin_content.confirm_delete_title')} closeButtonProps={{ 'aria-label': t('admin_content.close') }}>
      <Text mb="xs">{t('admin_content.confirm_delete_text')}</Text>
      <List mb="xs" data-testid="delete-names">
        {names.slice(0, SHOWN).map((name, i) => (
          <List.Item key={i}>{name}</List.Item>
        ))}
      </List>
      {names.length > SHOWN && <Text size="sm">{t('admin_content.confirm_delete_more', { count: names.length - SHOWN })}</Text>}
      <Text size="sm" c="dimmed" mt="sm">{t('admin_content.confirm_delete_hint')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('admin_content.cancel')}</Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid="confirm-delete">
          {t('admin_content.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
