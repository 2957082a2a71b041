'use client';

import type { ResourceName } from '@/lib/admin/resources';

import {
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useResourceApi, useResourceUtils } from '@/features/admin/resource/use-resource';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { type Locale, locales } from '@/i18n/locales';
import type { Fields } from '@/lib/admin/fields';
import type { Resource } from '@/lib/admin/resource';
import { formatDate } from '@/lib/dates';

type Data = Record<string, unknown>;

/** A value as the comparison shows it: text without its markup, dates as the site writes them, switches as marks. */
function shown(value: unknown, empty: string, kind?: string, locale: Locale = 'th'): string {
  if (value === null || value === undefined || value === '') return empty;
  if (kind === 'dateTime' && typeof value === 'string') return formatDate(value, locale);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map((v) => shown(v, empty)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value)
    .replace(/<\/(p|div|li|h\d)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

interface Row {
  key: string;
  kind: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** The fields that differ between two revisions, each with its label (and language). */
function differences(
  resource: Resource,
  a: Data,
  b: Data,
  t: (key: string, o?: Record<string, unknown>) => string,
): Row[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  const rows: Row[] = [];
  const of = (fields: Fields, before: Data, after: Data, prefix: string, suffix: string) => {
    for (const [key, f] of Object.entries(fields)) {
      if (f.kind === 'readonly' || f.kind === 'password' || f.kind === 'imageSize') continue;
      if (!same(before[key], after[key]))
        rows.push({
          key: `${prefix}${key}`,
          kind: f.kind,
          label: `${t(f.label)}${suffix}`,
          before: before[key],
          after: after[key],
        });
    }
  };
  of(resource.fields, a, b, '', '');
  if (resource.lang) {
    const la = (a.lang ?? {}) as Record<string, Data | undefined>;
    const lb = (b.lang ?? {}) as Record<string, Data | undefined>;
    for (const code of locales)
      of(
        resource.lang,
        la[code] ?? {},
        lb[code] ?? {},
        `lang.${code}.`,
        ` (${t(`admin_content.language_${code}`)})`,
      );
  }
  return rows;
}

/**
 * The edited item's revisions (docs/policies/drafts-revisions-audit.md): who
 * saved it when and what changed, two of them compared field by field in both
 * languages, and one restored (a new revision; the Published switch stays).
 */
export function RevisionsButton({
  name,
  resource,
  id,
  onRestored,
}: {
  name: ResourceName;
  resource: Resource;
  id: number;
  onRestored: () => void;
}) {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const hooks = useResourceApi(name);
  const utils = useResourceUtils(name);
  const list = hooks.revisions.useQuery({ id }, { enabled: opened });
  const items = list.data ?? [];
  const [older, newer] = [...picked].sort((x, y) => x - y);
  const a = hooks.revision.useQuery(
    { id, revision_id: older ?? 0 },
    { enabled: opened && !!older && !!newer },
  );
  const b = hooks.revision.useQuery(
    { id, revision_id: newer ?? 0 },
    { enabled: opened && !!older && !!newer },
  );
  const restore = hooks.restoreRevision.useMutation();
  const empty = t('admin_safety.revisions.empty');

  const toggle = (revisionId: number) =>
    setPicked((p) =>
      p.includes(revisionId) ? p.filter((x) => x !== revisionId) : [...p.slice(-1), revisionId],
    );

  const [confirming, setConfirming] = useState<number | null>(null);
  const doRestore = async (revisionId: number) => {
    try {
      await restore.mutateAsync({ id, revision_id: revisionId });
      toastSuccess(t, t('admin_safety.revisions.restored', { id: revisionId }));
      setPicked([]);
      setConfirming(null);
      await utils.invalidate();
      onRestored();
    } catch (error) {
      setConfirming(null);
      toastCallFailure(t, error);
    }
  };

  const rows =
    a.data && b.data
      ? differences(resource, a.data.data as Data, b.data.data as Data, t as never)
      : null;
  const fieldLabel = (key: string) => {
    const [, code, k] = key.startsWith('lang.') ? key.split('.') : [null, null, key];
    const f = code ? resource.lang?.[k!] : resource.fields[k!];
    return f
      ? `${t(f.label)}${code ? ` (${t(`admin_content.language_${code}`)})` : ''}`
      : (k ?? key);
  };

  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() => setOpened(true)}
        data-testid="revisions-open"
      >
        {t('admin_safety.revisions.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="xl"
        title={
          <Title order={2} size="h3">
            {t('admin_safety.revisions.title')}
          </Title>
        }
      >
        {list.isLoading ? (
          <Loader aria-label={t('admin_content.loading')} />
        ) : items.length === 0 ? (
          <Text c="dimmed">{t('admin_safety.revisions.none')}</Text>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('admin_safety.revisions.compare_hint')}
            </Text>
            <Table striped data-testid="revisions-list">
              <Table.Tbody>
                {items.map((r) => (
                  <Table.Tr key={r.revision_id} data-testid={`revision-${r.revision_id}`}>
                    <Table.Td w={36}>
                      <Checkbox
                        aria-label={`${t('admin_safety.revisions.compare')} #${r.revision_id}`}
                        checked={picked.includes(r.revision_id)}
                        onChange={() => toggle(r.revision_id)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600} size="sm">
                          #{r.revision_id}
                        </Text>
                        <Badge variant="light" color={r.published ? 'teal' : 'gray'}>
                          {t(`admin_safety.revisions.action.${r.action}`, {
                            from: r.restored_from,
                          })}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {formatDate(r.created_at, locale)} ·{' '}
                        {r.user_name || t('admin_safety.revisions.nobody')}
                      </Text>
                      {r.changed.length > 0 && (
                        <Text size="xs">
                          {t('admin_safety.revisions.changed', {
                            fields: r.changed.map(fieldLabel).join(', '),
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={120}>
                      {r.revision_id !== items[0]!.revision_id && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => setConfirming(r.revision_id)}
                          loading={restore.isPending}
                          data-testid={`restore-${r.revision_id}`}
                        >
                          {t('admin_safety.revisions.restore')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {older && newer && (
              <Stack gap="xs" data-testid="revision-diff">
                <Title order={3} size="h5">
                  {t('admin_safety.revisions.compare')} #{older} → #{newer}
                </Title>
                {!rows ? (
                  <Loader size="sm" aria-label={t('admin_content.loading')} />
                ) : rows.length === 0 ? (
                  <Text size="sm">{t('admin_safety.revisions.no_difference')}</Text>
                ) : (
                  <Table withTableBorder layout="fixed">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w="22%">{t('admin_safety.revisions.field')}</Table.Th>
                        <Table.Th>
                          {t('admin_safety.revisions.before')} #{older}
                        </Table.Th>
                        <Table.Th>
                          {t('admin_safety.revisions.after')} #{newer}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((row) => (
                        <Table.Tr key={row.key}>
                          <Table.Td>{row.label}</Table.Td>
                          <Table.Td
                            bg="var(--mantine-color-red-light)"
                            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                          >
                            {shown(row.before, empty, row.kind, locale)}
                          </Table.Td>
                          <Table.Td
                            bg="var(--mantine-color-green-light)"
                            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                          >
                            {shown(row.after, empty, row.kind, locale)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </Drawer>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('admin_safety.revisions.restore')}
        zIndex={400}
      >
        <Text size="sm">{t('admin_safety.revisions.restore_confirm', { id: confirming })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('admin_content.cancel')}
          </Button>
          <Button
            loading={restore.isPending}
            onClick={() => confirming !== null && void doRestore(confirming)}
            data-testid="restore-confirm"
          >
            {t('admin_safety.revisions.restore')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
