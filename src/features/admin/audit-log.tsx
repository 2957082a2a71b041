'use client';

import { Anchor, Badge, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DataTable } from 'mantine-datatable';
import { IntentLink } from '@/features/ui/intent-link';
import { useState } from 'react';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import type { Resource } from '@/lib/admin/resource';
import { type ResourceName, resources } from '@/lib/admin/resources';
import { formatDate } from '@/lib/dates';
import { auditActions } from '@/lib/schemas/audit';
import { api } from '@/trpc/react';

const actionColor: Record<string, string> = {
  create: 'teal',
  update: 'blue',
  publish: 'green',
  unpublish: 'orange',
  delete: 'red',
  restore: 'grape',
  token_create: 'teal',
  token_revoke: 'red',
  token_use: 'gray',
};

/**
 * The audit log (docs/policies/drafts-revisions-audit.md): who created,
 * changed, published, unpublished, deleted or restored what, and user and
 * role changes, newest first, filtered by person, kind of item, action and
 * days. For holders of access/audit_log.
 */
export function AuditLog() {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const [person, setPerson] = useState<string | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const date = range[0] && range[1] ? `${range[0]}..${range[1]}` : undefined;
  const query = {
    page,
    per_page: perPage,
    user_id: person ? Number(person) : undefined,
    entity: entity ?? undefined,
    action: (action ?? undefined) as (typeof auditActions)[number] | undefined,
    date,
  };
  const list = api.admin.audit.list.useQuery(query, { placeholderData: (p) => p });
  const people = api.admin.audit.people.useQuery();

  const entityLabel = (e: string) =>
    e in resources
      ? t(resources[e as ResourceName].titleKey)
      : t(`admin_safety.audit.entity_options.${e}`);
  const entities = [...Object.keys(resources), 'user', 'role', 'apiToken'].map((e) => ({
    value: e,
    label: entityLabel(e),
  }));
  const hrefOf = (e: string, id: number | null) => {
    if (id === null) return null;
    if (e === 'user') return `/admin/users/form?id=${id}`;
    if (e === 'role') return `/admin/roles/form?id=${id}`;
    if (e === 'apiToken') return '/admin/api_tokens';
    const r = resources[e as ResourceName];
    return r ? `${r.route}/form?${r.primaryKey}=${id}` : null;
  };
  const reset = () => setPage(1);
  /** A changed key as its form labels it ("Name (Thai)"), or as it is for users and roles. */
  const changedLabel = (e: string, key: string) => {
    const r = resources[e as ResourceName] as Resource | undefined;
    if (!r) return key;
    const [, code, k] = key.startsWith('lang.') ? key.split('.') : [null, null, key];
    const f = code ? r.lang?.[k!] : r.fields[k!];
    return f ? `${t(f.label)}${code ? ` (${t(`admin_content.language_${code}`)})` : ''}` : key;
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin_safety.audit.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label={t('admin_safety.audit.person')}
          placeholder={t('admin_content.filter_any')}
          data={(people.data ?? []).map((p) => ({ value: String(p.value), label: p.label }))}
          value={person}
          onChange={(v) => {
            setPerson(v);
            reset();
          }}
          clearable
          searchable
          data-testid="audit-person"
        />
        <Select
          label={t('admin_safety.audit.entity')}
          placeholder={t('admin_content.filter_any')}
          data={entities}
          value={entity}
          onChange={(v) => {
            setEntity(v);
            reset();
          }}
          clearable
          searchable
          data-testid="audit-entity"
        />
        <Select
          label={t('admin_safety.audit.action_label')}
          placeholder={t('admin_content.filter_any')}
          data={auditActions.map((a) => ({ value: a, label: t(`admin_safety.audit.action.${a}`) }))}
          value={action}
          onChange={(v) => {
            setAction(v);
            reset();
          }}
          clearable
          data-testid="audit-action"
        />
        <DatePickerInput
          type="range"
          label={t('admin_safety.audit.date')}
          placeholder={t('admin_content.filter_any')}
          value={range}
          onChange={(v) => {
            setRange(v as [string | null, string | null]);
            reset();
          }}
          clearable
          valueFormat="D/M/YYYY"
          data-testid="audit-date"
        />
      </SimpleGrid>
      <DataTable
        withTableBorder
        striped
        minHeight={160}
        records={list.data?.items ?? []}
        fetching={list.isFetching}
        noRecordsText={t('admin_safety.audit.none')}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={perPage}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={[20, 50, 100]}
        onRecordsPerPageChange={(n) => {
          setPerPage(n);
          reset();
        }}
        data-testid="audit-log"
        customRowAttributes={() => ({ 'data-testid': 'audit-row' })}
        columns={[
          {
            accessor: 'createdAt',
            title: t('admin_safety.audit.when'),
            render: (e) => formatDate(e.createdAt, locale),
          },
          {
            accessor: 'userName',
            title: t('admin_safety.audit.who'),
            render: (e) =>
              e.userName ? <span data-recorded>{e.userName}</span> : t('admin_safety.audit.nobody'),
          },
          {
            accessor: 'action',
            title: t('admin_safety.audit.what'),
            render: (e) => (
              <Badge
                variant="light"
                color={actionColor[e.action] ?? 'gray'}
                tt="none"
                h="auto"
                styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
              >
                {t(`admin_safety.audit.action.${e.action}`)}
              </Badge>
            ),
          },
          {
            accessor: 'label',
            title: t('admin_safety.audit.item'),
            render: (e) => {
              const href = e.action === 'delete' ? null : hrefOf(e.entity, e.entityId);
              return (
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {entityLabel(e.entity)}
                  </Text>
                  {/* The item's name as it was when the change was made, in the language it was written in. */}
                  {href ? (
                    <Anchor component={IntentLink} href={href} size="sm" data-recorded>
                      {e.label || `#${e.entityId}`}
                    </Anchor>
                  ) : (
                    <Text size="sm" data-recorded>
                      {e.label || `#${e.entityId}`}
                    </Text>
                  )}
                </Group>
              );
            },
          },
          {
            accessor: 'changed',
            title: t('admin_safety.audit.changed'),
            render: (e) => (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {e.changed.map((key) => changedLabel(e.entity, key)).join(', ')}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
