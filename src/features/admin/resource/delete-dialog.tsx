'use client';

import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import { useT } from '@/i18n/client';

const SHOWN = 10;

/** A refused delete: the server's message and its reason per item (fieldErrors `ids.<id>`). */
export interface DeleteRefusal {
  message: string;
  reasons: { id: number; text: string }[];
}

/** What staff may do instead of deleting the refused items (disable members). */
export interface InsteadAction {
  label: string;
  busy: boolean;
  onClick: () => void;
}

/**
 * The confirmation before a bulk delete: it names what will go. A refusal
 * with a reason per item (a member with paid registrations) is shown here,
 * with the action offered instead; other refusals are told by the caller's toast.
 */
export function DeleteDialog({
  names,
  opened,
  busy,
  onClose,
  onConfirm,
  refusal,
  instead,
}: {
  names: string[];
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  refusal?: DeleteRefusal | null;
  instead?: InsteadAction;
}) {
  const { t } = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin_content.confirm_delete_title')}
      closeButtonProps={{ 'aria-label': t('admin_content.close') }}
    >
      {refusal ? (
        <Alert color="orange" title={refusal.message} data-testid="delete-refusal">
          <List size="sm">
            {refusal.reasons.map((r) => (
              <List.Item key={r.id} data-testid={`refusal-${r.id}`}>
                {r.text}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <>
          <Text mb="xs">{t('admin_content.confirm_delete_text')}</Text>
          <List mb="xs" data-testid="delete-names">
            {names.slice(0, SHOWN).map((name, i) => (
              <List.Item key={i}>{name}</List.Item>
            ))}
          </List>
          {names.length > SHOWN && (
            <Text size="sm">
              {t('admin_content.confirm_delete_more', { count: names.length - SHOWN })}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt="sm">
            {t('admin_content.confirm_delete_hint')}
          </Text>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('admin_content.cancel')}
        </Button>
        {refusal ? (
          instead && (
            <Button
              color="orange"
              loading={instead.busy}
              onClick={instead.onClick}
              data-testid="delete-instead"
            >
              {instead.label}
            </Button>
          )
        ) : (
          <Button color="red" loading={busy} onClick={onConfirm} data-testid="confirm-delete">
            {t('admin_content.delete')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
