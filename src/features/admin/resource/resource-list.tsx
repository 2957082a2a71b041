'use client';

import '@mantine/dates/styles.css';

import {
  Badge,
  Button,
  type ComboboxData,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DatePickerInput } from '@mantine/dates';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useLookupData, useOptionData } from '@/features/admin/resource/field-options';
import { FieldValue } from '@/features/admin/resource/field-value';
import { type BulkAction, ListPage, type ListPaging } from '@/features/admin/resource/list-page';
import { RowMenu } from '@/features/admin/resource/row-menu';
import { duplicates, publishesInBulk } from '@/lib/admin/bulk';
import { useDebouncedText } from '@/features/admin/resource/use-debounced-text';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastCloseButtonProps, toastSuccess } from '@/features/ui/form-feedback';
import { useResourceApi, useResourceUtils } from '@/features/admin/resource/use-resource';
import { useUrlState } from '@/features/admin/use-url-state';
import { useT } from '@/i18n/client';
import { type FieldDef, optionLabelKey } from '@/lib/admin/fields';
import { type ResourceName, resources } from '@/lib/admin/resources';
import type { AnyRecord, Resource } from '@/lib/admin/resource';
import { formatDate, formatWallTime } from '@/lib/dates';
import { schedules } from '@/lib/admin/publication';
import type { Locale } from '@/i18n/locales';

type Item = AnyRecord;
export const PAGE_SIZES = [10, 20, 50, 100];

/** The list's state lives in the URL, so a filtered page can be shared, reloaded and gone back to. Any back-office list with the spec's list query uses it. */
export function useListParams(
  list: Pick<Resource['list'], 'sortable' | 'defaultSort' | 'filters'>,
) {
  const { get: read, set } = useUrlState();
  const state = {
    page: Math.max(1, Number(read('page')) || 1),
    per_page: PAGE_SIZES.includes(Number(read('per_page'))) ? Number(read('per_page')) : 20,
    sort: list.sortable.includes(read('sort')) ? read('sort') : list.defaultSort.column,
    order: (read('order') === 'ASC' || read('order') === 'DESC'
      ? read('order')
      : read('sort')
        ? 'ASC'
        : list.defaultSort.order) as 'ASC' | 'DESC',
    search: read('search'),
    filters: Object.fromEntries(list.filters.map((k) => [k, read(`filter_${k}`)])),
  };
  /** The list page's paging and sorting, read from and written to the URL. */
  const paging = (total: number): ListPaging => ({
    page: state.page,
    perPage: state.per_page,
    perPageOptions: PAGE_SIZES,
    total,
    onPageChange: (page) => set({ page }),
    onPerPageChange: (perPage) => set({ per_page: perPage }),
    sortStatus: { columnAccessor: state.sort, direction: state.order === 'ASC' ? 'asc' : 'desc' },
    onSortStatusChange: ({ column, order }) => set({ sort: column, order }),
  });
  return { state, set, paging };
}

/** A from–to filter of days, held in the URL as "from..to" (the list query's date-range filter). */
function DateRangeFilter({
  name,
  field,
  value,
  onChange,
}: {
  name: string;
  field: FieldDef;
  value: string;
  onChange: (v: string | null) => void;
}) {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const [from = '', to = ''] = value.split('..');
  const [range, setRange] = useState<[string | null, string | null]>([from || null, to || null]);
  return (
    <DatePickerInput
      type="range"
      label={t(field.label)}
      placeholder={t('admin_content.filter_any')}
      value={range}
      allowSingleDateInRange
      clearable
      // Thai shows the Buddhist year (SPEC.md section 9), as every date of the back office.
      valueFormatter={({ date }) =>
        (Array.isArray(date) ? date : [date])
          .filter(Boolean)
          .map((d) => formatWallTime(String(d), locale, 'D/M/YYYY'))
          .join(' – ')
      }
      yearLabelFormat={(v) => formatWallTime(String(v), locale, 'YYYY')}
      monthLabelFormat={(v) => formatWallTime(String(v), locale, 'MMMM YYYY')}
      decadeLabelFormat={(start, end) =>
        `${formatWallTime(String(start), locale, 'YYYY')} – ${formatWallTime(String(end), locale, 'YYYY')}`
      }
      onChange={(v) => {
        const next = v as [string | null, string | null];
        setRange(next);
        // The filter applies once the range is whole (or cleared), not on its first click.
        if (!next[0] && !next[1]) onChange(null);
        else if (next[0] && next[1]) onChange(`${next[0]}..${next[1]}`);
      }}
      data-testid={`filter-${name}`}
    />
  );
}

function FilterSelect({
  name,
  field,
  value,
  onChange,
}: {
  name: string;
  field: FieldDef;
  value: string;
  onChange: (v: string | null) => void;
}) {
  const { t } = useT();
  const options = useOptionData(field.resource, field.kind === 'reference');
  const lookup = useLookupData(field.lookup);
  const data: ComboboxData =
    field.kind === 'boolean'
      ? [
          {
            value: '1',
            label: field.optionKey
              ? t(optionLabelKey(field, 1))
              : name === 'status'
                ? t('admin_content.published')
                : t('admin_content.yes'),
          },
          {
            value: '0',
            label: field.optionKey
              ? t(optionLabelKey(field, 0))
              : name === 'status'
                ? t('admin_content.unpublished')
                : t('admin_content.no'),
          },
        ]
      : field.kind === 'enum' || (field.kind === 'readonly' && field.values)
        ? (field.values ?? []).map((v) => ({ value: v, label: t(optionLabelKey(field, v)) }))
        : field.kind === 'lookup'
          ? lookup
          : options;
  return (
    <Select
      label={t(field.label)}
      placeholder={t('admin_content.filter_any')}
      data={data}
      value={value || null}
      onChange={onChange}
      clearable
      searchable={field.kind === 'reference' || field.kind === 'lookup'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A text filter (a part of an e-mail): applied a moment after typing stops. */
function TextFilter({
  name,
  field,
  value,
  onChange,
}: {
  name: string;
  field: FieldDef;
  value: string;
  onChange: (v: string | null) => void;
}) {
  const { t } = useT();
  const text = useDebouncedText(value, (v) => onChange(v || null));
  return (
    <TextInput label={t(field.label)} type="search" {...text} data-testid={`filter-${name}`} />
  );
}

const stateColor: Record<string, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'teal',
  unpublished: 'orange',
  ended: 'gray',
};

/** Where an item stands at a glance: draft, scheduled for its date, published, unpublished, ended. */
function PublicationBadge({ state, at }: { state: string | null; at: Date | string | null }) {
  const { t, i18n } = useT();
  if (!state) return null;
  return (
    <Badge
      variant="light"
      color={stateColor[state] ?? 'gray'}
      tt="none"
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      data-testid="publication-state"
    >
      {state === 'scheduled' && at
        ? t('admin_safety.scheduled_for', { date: formatDate(at, i18n.language as Locale) })
        : t(`admin_safety.publication_options.${state}`)}
    </Badge>
  );
}

/**
 * The list of every back-office resource: server-side paging, sorting and
 * filtering in the spec's list query, search by name in either language, a
 * publish toggle, bulk publish and unpublish, duplicate as a draft from a
 * row's menu, and bulk delete after a confirmation that names what goes.
 */
export function ResourceList({ name }: { name: ResourceName }) {
  const resource: Resource = resources[name];
  const { t, i18n } = useT();
  const language = i18n.language;
  const { state, set, paging } = useListParams(resource.list);
  const search = useDebouncedText(state.search, (text) => set({ search: text }));

  const hooks = useResourceApi(name);
  const disable = hooks.setStatus.useMutation();
  const utils = useResourceUtils(name);
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v !== ''));
  const query = {
    page: state.page,
    per_page: state.per_page,
    sort: state.sort,
    order: state.order,
    search: state.search || undefined,
    filters,
  };
  const list = hooks.list.useQuery(query, { placeholderData: (previous) => previous });
  const remove = hooks.delete.useMutation();
  const setStatusMany = hooks.setStatusMany.useMutation();
  const bulkActions: BulkAction[] | undefined = publishesInBulk(resource)
    ? [true, false].map((on) => ({
        key: on ? 'publish' : 'unpublish',
        label: t(on ? 'admin_bulk.publish_selected' : 'admin_bulk.unpublish_selected'),
        run: async (ids: number[]) => {
          const { changed } = await setStatusMany.mutateAsync({ ids, status: on });
          toastSuccess(
            t,
            changed
              ? t(on ? 'admin_bulk.published_many' : 'admin_bulk.unpublished_many', {
                  count: changed,
                })
              : t('admin_bulk.nothing_changed'),
          );
          await utils.invalidate();
        },
      }))
    : undefined;
  const setStatus = hooks.setStatus.useMutation({
    onSuccess: () => utils.list.invalidate(),
    onError: (e) => toastCallFailure(t, e),
  });
  /** A status switch waiting for its confirmation (turning a member off signs them out: no undo). */
  const [confirming, setConfirming] = useState<{ id: number; name: string; on: boolean } | null>(
    null,
  );
  // Publishing can be taken back: it happens at once, says so, and offers undo. Disabling a
  // member (sessions end) is confirmed first.
  const confirmFirst = !!resource.list.disableInstead;
  const changeStatus = (id: number, name: string, on: boolean, undoable = true) =>
    setStatus.mutate(
      { id, status: on },
      {
        onSuccess: () => {
          const statusField = resource.fields.status;
          const message = statusField?.optionKey
            ? t('admin_content.status_changed', {
                name,
                status: t(optionLabelKey(statusField, on ? 1 : 0)),
              })
            : t(on ? 'admin_content.published_now' : 'admin_content.unpublished_now', { name });
          const toastId = `status-${id}-${Date.now()}`;
          notifications.show({
            id: toastId,
            color: 'teal',
            // Long enough to read and reach Undo.
            autoClose: 10_000,
            closeButtonProps: toastCloseButtonProps(t),
            message: (
              <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="status-toast">
                <Text size="sm">{message}</Text>
                {undoable && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => {
                      notifications.hide(toastId);
                      changeStatus(id, name, !on, false);
                    }}
                    data-testid="status-undo"
                  >
                    {t('admin_content.undo')}
                  </Button>
                )}
              </Group>
            ),
          });
        },
      },
    );

  const titleField = resource.titleField ?? 'name';
  const pk = resource.primaryKey;
  const fieldOf = (column: string): FieldDef | undefined =>
    resource.fields[column] ?? resource.lang?.[column];

  const nameOf = (item: Item) => String(item[titleField] ?? `#${String(item[pk])}`);
  const columns = useMemo<DataTableColumn<Item>[]>(
    () =>
      resource.list.columns.map<DataTableColumn<Item>>((column) => {
        const field = fieldOf(column);
        const reference = Object.entries(resource.fields).find(
          ([k]) => `${k.replace(/_id$/, '')}_name` === column,
        )?.[1];
        return {
          accessor: column,
          title: t(field?.label ?? reference?.label ?? `admin_content.${column}`),
          sortable: resource.list.sortable.includes(column),
          render: (item) =>
            column === 'status' ? (
              <Switch
                aria-label={
                  field?.optionKey
                    ? `${t(field.label)}: ${String(item[titleField] ?? '')}`
                    : t('admin_content.publish_of', { name: String(item[titleField] ?? '') })
                }
                checked={Boolean(item.status)}
                disabled={setStatus.isPending}
                onChange={(e) => {
                  const change = {
                    id: item[pk] as number,
                    name: String(item[titleField] ?? ''),
                    on: e.currentTarget.checked,
                  };
                  if (confirmFirst && !change.on) setConfirming(change);
                  else changeStatus(change.id, change.name, change.on, !confirmFirst);
                }}
              />
            ) : column === 'publication' ? (
              <PublicationBadge
                state={item.publication as string | null}
                at={item[schedules[name]?.start ?? ''] as Date | string | null}
              />
            ) : (
              <FieldValue field={field} value={item[column]} t={t} locale={language} />
            ),
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language or a toggle's state changes
    [language, setStatus.isPending, resource],
  );

  return (
    <>
      <ListPage<Item>
        title={t(resource.titleKey)}
        add={
          resource.canCreate
            ? {
                href: `${resource.route}/form`,
                label: t('admin_content.add_item', { item: t(resource.itemKey) }),
              }
            : undefined
        }
        filters={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, resource.list.filters.length + 1) }}>
            <TextInput
              label={t(resource.list.searchLabel ?? 'admin_content.search')}
              type="search"
              {...search}
              data-testid="list-search"
            />
            {resource.list.filters.map((key) => {
              const field = resource.fields[key];
              if (!field) return null;
              const onChange = (v: string | null) => set({ [`filter_${key}`]: v });
              if (field.kind === 'text' || field.kind === 'email')
                return (
                  <TextFilter
                    key={key}
                    name={key}
                    field={field}
                    value={state.filters[key] ?? ''}
                    onChange={onChange}
                  />
                );
              if (field.range === 'date' || field.kind === 'dateTime')
                return (
                  <DateRangeFilter
                    key={key}
                    name={key}
                    field={field}
                    value={state.filters[key] ?? ''}
                    onChange={onChange}
                  />
                );
              return (
                <FilterSelect
                  key={key}
                  name={key}
                  field={field}
                  value={state.filters[key] ?? ''}
                  onChange={onChange}
                />
              );
            })}
          </SimpleGrid>
        }
        records={list.data?.items ?? []}
        nameColumn={{
          accessor: titleField,
          title: t(fieldOf(titleField)?.label ?? 'admin_content.name'),
          sortable: resource.list.sortable.includes(titleField),
        }}
        columns={columns}
        editHref={(item) => `${resource.route}/form?${pk}=${String(item[pk])}`}
        fetching={list.isFetching}
        idOf={(item) => item[pk] as number}
        nameOf={nameOf}
        remove={resource.canDelete ? remove : undefined}
        bulkActions={bulkActions}
        rowActions={
          resource.canCreate && duplicates(resource)
            ? (item) => <RowMenu name={name} id={item[pk] as number} label={nameOf(item)} />
            : undefined
        }
        onDeleted={() => utils.invalidate()}
        insteadOfDelete={
          resource.list.disableInstead
            ? {
                label: t(resource.list.disableInstead.actionKey),
                run: async (ids) => {
                  for (const id of ids) {
                    const item = await disable.mutateAsync({ id, status: false });
                    toastSuccess(
                      t,
                      t(resource.list.disableInstead!.doneKey, {
                        name: String(item[titleField] ?? `#${id}`),
                      }),
                    );
                  }
                },
              }
            : undefined
        }
        paging={paging(list.data?.total ?? 0)}
        columnPicker={{ key: name, hidden: resource.list.hiddenColumns }}
        testId="resource-table"
      />
      <Modal
        opened={!!confirming}
        onClose={() => setConfirming(null)}
        title={t('admin_content.confirm_disable_title', { name: confirming?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('admin_content.close') }}
      >
        <Text mb="md">
          {t(resource.fields.status?.hint ?? 'admin_content.confirm_disable_text')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('admin_content.cancel')}
          </Button>
          <Button
            color="red"
            data-testid="confirm-disable"
            loading={setStatus.isPending}
            onClick={() => {
              if (confirming) changeStatus(confirming.id, confirming.name, false, false);
              setConfirming(null);
            }}
          >
            {t('admin_content.confirm_disable')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
