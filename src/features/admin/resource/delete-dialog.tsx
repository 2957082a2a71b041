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
 * (an item in use, a member with paid registrations) is shown here, with its
 * reason per item and the action offered instead.
 */
export function DeleteDialog({
  names,
  opened,
  busy,
  onClose,
  onConfirm,
  refusal,
  instead,
  hint,
}: {
  names: string[];
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  refusal?: DeleteRefusal | null;
  instead?: InsteadAction;
  /** Under the names: what deleting means here (by default, the content lists' hint). */
  hint?: string;
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
          {refusal.reasons.length > 0 && (
            <List size="sm">
              {refusal.reasons.map((r) => (
                <List.Item key={r.id} data-testid={`refusal-${r.id}`}>
                  {r.text}
                </List.Item>
              ))}
            </List>
          )}
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
            {hint ?? t('admin_content.confirm_delete_hint')}
          </Text>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('admin_content.cancel')}
        </Button>
        {refusal ? (
          instead &&
          refusal.reasons.length > 0 && (
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
