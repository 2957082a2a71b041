'use client';

import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IntentLink } from '@/features/ui/intent-link';
import { useState } from 'react';
import { sizeLabel } from '@/features/admin/media/media-grid';
import { serverErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { MAX_ALT_LENGTH, mediaAltSchema } from '@/lib/schemas/media';
import { api, type RouterOutputs } from '@/trpc/react';

type Item = RouterOutputs['admin']['media']['get'];

/** One library item in a dialog: the file, its alt text (editable), where it is used, and delete. */
export function MediaDetails({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useT();
  const narrow = useMediaQuery('(max-width: 48em)');
  const item = api.admin.media.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={item.data ? item.data.name : t('media.title')}
      size="lg"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {item.data && item.data.id === id ? (
        <Details key={item.data.id} item={item.data} onClose={onClose} />
      ) : (
        <Loader size="sm" />
      )}
    </Modal>
  );
}

function Details({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const utils = api.useUtils();
  const updateAlt = api.admin.media.updateAlt.useMutation();
  const remove = api.admin.media.delete.useMutation();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm({
    initialValues: { id: item.id, alt_th: item.altTh, alt_en: item.altEn },
    schema: mediaAltSchema,
    send: (input) => updateAlt.mutateAsync(input),
    onSuccess: async () => {
      toastSuccess(t, t('media.saved'));
      form.markSaved();
      await utils.admin.media.invalidate();
    },
  });

  async function confirmDelete() {
    setRefusal(null);
    try {
      await remove.mutateAsync({ id: item.id });
      toastSuccess(t, t('media.deleted', { name: item.name }));
      await utils.admin.media.list.invalidate();
      onClose();
    } catch (e) {
      // The reason stays in the dialog (it names where the file is used), not in a passing toast.
      setRefusal(t(serverErrors(e).message));
      setConfirming(false);
    }
  }

  return (
    <Stack gap="md" data-testid="media-details">
      {item.kind === 'image' ? (
        <Image
          src={item.url}
          alt={item.altTh || item.altEn || ''}
          mah={280}
          fit="contain"
          bg="gray.1"
          radius="sm"
        />
      ) : null}
      <Text size="sm" c="gray.7">
        {[
          item.width && item.height
            ? t('media.dimensions', { width: item.width, height: item.height })
            : null,
          sizeLabel(t, item.sizeBytes),
          item.mimeType.split(';')[0],
        ]
          .filter(Boolean)
          .join(' · ')}
        <br />
        {item.createdBy
          ? t('media.uploaded_by', {
              name: item.createdBy,
              date: formatDate(item.createdAt, locale),
            })
          : t('media.uploaded_on', { date: formatDate(item.createdAt, locale) })}
        {' · '}
        <Anchor href={item.url} target="_blank" rel="noopener" size="sm">
          {t('media.open_file')}
        </Anchor>
      </Text>

      <form onSubmit={form.submit} noValidate>
        <Stack gap="xs">
          <TextInput
            label={t('media.alt_th')}
            description={t('media.alt_help')}
            maxLength={MAX_ALT_LENGTH + 50}
            {...form.getInputProps('alt_th')}
            data-testid="media-alt-th"
          />
          <TextInput
            label={t('media.alt_en')}
            maxLength={MAX_ALT_LENGTH + 50}
            {...form.getInputProps('alt_en')}
            data-testid="media-alt-en"
          />
          <Button type="submit" loading={form.busy} w="fit-content" data-testid="media-alt-save">
            {t('media.save')}
          </Button>
        </Stack>
      </form>

      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('media.uses')}
        </Title>
        {item.uses.length === 0 ? (
          <Text size="sm" c="gray.7" data-testid="media-unused">
            {t('media.unused')}
          </Text>
        ) : (
          <List size="sm" data-testid="media-uses">
            {item.uses.map((u) => (
              <List.Item key={`${u.entity}-${u.entity_id}-${u.field}-${u.lang}`}>
                <Anchor component={IntentLink} href={u.href} size="sm">
                  {t('media.use', {
                    entity: u.entity_label,
                    label: u.label,
                    where: u.lang
                      ? `${u.field}, ${t(`admin_content.language_${u.lang}`)}`
                      : u.field,
                  })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      {refusal && (
        <Alert color="red" data-testid="media-delete-refusal">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        {confirming ? (
          <>
            <Text size="sm" fw={500}>
              {t('media.delete_confirm', { name: item.name })}
            </Text>
            <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
              {t('media.cancel')}
            </Button>
            <Button
              color="red"
              size="xs"
              loading={remove.isPending}
              onClick={() => void confirmDelete()}
              data-testid="media-delete-confirm"
            >
              {t('media.delete')}
            </Button>
          </>
        ) : (
          <Button
            color="red"
            variant="light"
            size="xs"
            onClick={() => setConfirming(true)}
            data-testid="media-delete"
          >
            {t('media.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
