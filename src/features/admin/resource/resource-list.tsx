'use client';

import { type ComboboxData, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useOptionData } from '@/features/admin/resource/field-input';
import { FieldValue } from '@/features/admin/resource/field-value';
import { ListPage } from '@/features/admin/resource/list-page';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { useResourceApi, useResourceUtils } from '@/features/admin/resource/use-resource';
import { useT } from '@/i18n/client';
import type { FieldDef } from '@/lib/admin/fields';
import { type ResourceName, resources } from '@/lib/admin/resources';
import type { Resource } from '@/lib/admin/resource';

type Item = Record<string, unknown>;
export const PAGE_SIZES = [10, 20, 50, 100];

/** The list's state lives in the URL, so a filtered page can be shared, reloaded and gone back to. Any back-office list with the spec's list query uses it. */
export function useListParams(list: Pick<Resource['list'], 'sortable' | 'defaultSort' | 'filters'>) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const read = (key: string) => params.get(key) ?? '';
  const state = {
    page: Math.max(1, Number(read('page')) || 1),
    per_page: PAGE_SIZES.includes(Number(read('per_page'))) ? Number(read('per_page')) : 20,
    sort: list.sortable.includes(read('sort')) ? read('sort') : list.defaultSort.column,
    order: (read('order') === 'ASC' || read('order') === 'DESC' ? read('order') : read('sort') ? 'ASC' : list.defaultSort.order) as 'ASC' | 'DESC',
    search: read('search'),
    filters: Object.fromEntries(list.filters.map((k) => [k, read(`filter_${k}`)])),
  };
  const set = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };
  return { state, set };
}

function FilterSelect({ name, field, value, onChange }: { name: string; field: FieldDef; value: string; onChange: (v: string | null) => void }) {
  const { t } = useT();
  const options = useOptionData(field.resource, field.kind === 'reference');
  const data: ComboboxData =
    field.kind === 'boolean'
      ? [
          { value: '1', label: name === 'status' ? t('admin_content.published') : t('admin_content.yes') },
          { value: '0', label: name === 'status' ? t('admin_content.unpublished') : t('admin_content.no') },
        ]
      : field.kind === 'enum'
        ? (field.values ?? []).map((v) => ({ value: v, label: t(`${field.label}_options.${v}`) }))
        : options;
  return (
    <Select
      label={t(field.label)}
      placeholder={t('admin_content.filter_any')}
      data={data}
      value={value || null}
      onChange={onChange}
      clearable
      searchable={field.kind === 'reference'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The list of every back-office resource: server-side paging, sorting and
 * filtering in the spec's list query, search by name in either language, a
 * publish toggle, and bulk delete after a confirmation that names what goes.
 */
export function ResourceList({ name }: { name: ResourceName }) {
  const resource: Resource = resources[name];
  const { t, i18n } = useT();
  const language = i18n.language;
  const { state, set } = useListParams(resource.list);
  const [search, setSearch] = useState(state.search);
  const [debouncedSearch] = useDebouncedValue(search, 400);
  useEffect(() => {
    if (debouncedSearch !== state.search) set({ search: debouncedSearch });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search term changes the URL
  }, [debouncedSearch]);

  const hooks = useResourceApi(name);
  const utils = useResourceUtils(name);
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v !== ''));
  const query = { page: state.page, per_page: state.per_page, sort: state.sort, order: state.order, search: state.search || undefined, filters };
  const list = hooks.list.useQuery(query, { placeholderData: (previous) => previous });
  const remove = hooks.delete.useMutation();
  const setStatus = hooks.setStatus.useMutation({ onSuccess: () => utils.list.invalidate(), onError: (e) => toastCallFailure(t, e) });

  const titleField = resource.titleField ?? 'name';
  const pk = resource.primaryKey;
  const fieldOf = (column: string): FieldDef | undefined => resource.fields[column] ?? resource.lang?.[column];

  const nameOf = (item: Item) => String(item[titleField] ?? `#${String(item[pk])}`);
  const columns = useMemo<DataTableColumn<Item>[]>(
    () =>
      resource.list.columns.map<DataTableColumn<Item>>((column) => {
        const field = fieldOf(column);
        const reference = Object.entries(resource.fields).find(([k]) => `${k.replace(/_id$/, '')}_name` === column)?.[1];
        return {
          accessor: column,
          title: t(field?.label ?? reference?.label ?? `admin_content.${column}`),
          sortable: resource.list.sortable.includes(column),
          render: (item) =>
            column === 'status' ? (
              <Switch
                aria-label={t('admin_content.publish_of', { name: String(item[titleField] ?? '') })}
                checked={Boolean(item.status)}
                disabled={setStatus.isPending}
                onChange={(e) => setStatus.mutate({ id: item[pk] as number, status: e.currentTarget.checked })}
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
    <ListPage<Item>
      title={t(resource.titleKey)}
      add={resource.canCreate ? { href: `${resource.route}/form`, label: t('admin_content.add_item', { item: t(resource.itemKey) }) } : undefined}
      filters={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, resource.list.filters.length + 1) }}>
          <TextInput label={t('admin_content.search')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="list-search" />
          {resource.list.filters.map((key) => {
            const field = resource.fields[key];
            return field ? <FilterSelect key={key} name={key} field={field} value={state.filters[key] ?? ''} onChange={(v) => set({ [`filter_${key}`]: v })} /> : null;
          })}
        </SimpleGrid>
      }
      records={list.data?.items ?? []}
      nameColumn={{ accessor: titleField, title: t(fieldOf(titleField)?.label ?? 'admin_content.name') }}
      columns={columns}
      editHref={(item) => `${resource.route}/form?${pk}=${String(item[pk])}`}
      fetching={list.isFetching}
      idOf={(item) => item[pk] as number}
      nameOf={nameOf}
      remove={resource.canDelete ? remove : undefined}
      onDeleted={() => utils.invalidate()}
      paging={{
        page: state.page,
        perPage: state.per_page,
        perPageOptions: PAGE_SIZES,
        total: list.data?.total ?? 0,
        onPageChange: (page) => set({ page }),
        onPerPageChange: (perPage) => set({ per_page: perPage }),
        sortStatus: { columnAccessor: state.sort, direction: state.order === 'ASC' ? 'asc' : 'desc' },
        onSortStatusChange: ({ column, order }) => set({ sort: column, order }),
      }}
      testId="resource-table"
    />
  );
}
