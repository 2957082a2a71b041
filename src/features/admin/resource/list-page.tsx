'use client';

import 'mantine-datatable/styles.css';

import { Anchor, Button, Checkbox, Group, Menu, Paper, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { IntentLink } from '@/features/ui/intent-link';
import { type ReactNode, useState } from 'react';
import { DeleteDialog, type DeleteRefusal } from '@/features/admin/resource/delete-dialog';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { serverErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';

/** A list's delete procedure (DELETE …/{ids}): every back-office delete answers how many went. */
export interface BulkDelete {
  mutate(
    input: { ids: number[] },
    options: {
      onSuccess: (result: { deleted: number }) => unknown;
      onError: (error: unknown) => void;
    },
  ): void;
  isPending: boolean;
}

/** An action on the selected rows (bulk publish): its button's label, test id and what it does. */
export interface BulkAction {
  key: string;
  label: string;
  run: (ids: number[]) => Promise<unknown>;
}

/** Server-side paging and sorting in the spec's list query (page, per_page, sort, order). */
export interface ListPaging {
  page: number;
  perPage: number;
  perPageOptions: number[];
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  sortStatus: DataTableSortStatus<never>;
  onSortStatusChange: (sort: { column: string; order: 'ASC' | 'DESC' }) => void;
}

interface ListPageProps<T> {
  title: string;
  /** The form for a new item, with the add button's label. */
  add?: { href: string; label: string };
  /** Filters above the table. */
  filters?: ReactNode;
  /** Buttons beside the title's add button (a page's own actions). */
  actions?: ReactNode;
  /** Between the filters and the table (e.g. counts). */
  summary?: ReactNode;
  records: T[];
  /** The first column, an item's name linking to its form (accessor and title). */
  nameColumn: { accessor: string; title: string; sortable?: boolean };
  /** The columns between the name and the actions. */
  columns: DataTableColumn<T>[];
  editHref: (item: T) => string;
  /** The row button's label (default: Edit), e.g. Open where the name leads to a detail page. */
  editLabel?: string;
  /** Buttons after Edit. */
  rowActions?: (item: T) => ReactNode;
  fetching: boolean;
  idOf: (item: T) => number;
  /** How an item is named in its checkbox and in the delete confirmation. */
  nameOf: (item: T) => string;
  /** Bulk delete after a confirmation that names what goes. */
  remove?: BulkDelete;
  /** Other actions on the selected rows, beside bulk delete (publish, unpublish); the selection clears once one has run. */
  bulkActions?: BulkAction[];
  /** Rows the admin may not delete (their own, or beyond their permissions) are greyed out. */
  canSelect?: (item: T) => boolean;
  onDeleted?: () => unknown;
  /** When a delete is refused item by item, what is offered instead for those items (disable them). */
  insteadOfDelete?: { label: string; run: (ids: number[]) => Promise<unknown> };
  /** What the delete dialog says under the names, when not the content lists' hint (a role's). */
  deleteHint?: string;
  /** Staff pick the columns shown (kept in the browser under this key); these start hidden. */
  columnPicker?: { key: string; hidden?: string[] };
  paging?: ListPaging;
  /** data-testid of the table and of each row. */
  testId: string;
  rowTestId?: string;
}

/**
 * A back-office list: title, add button, filters, the table (mantine-datatable)
 * with row selection, bulk actions (publish, unpublish) and bulk delete after
 * a confirmation naming what goes.
 * Resources, users and roles declare only their columns and filters.
 */
export function ListPage<T>({
  title,
  add,
  filters,
  actions,
  summary,
  records,
  nameColumn,
  columns,
  editHref,
  editLabel,
  rowActions,
  fetching,
  idOf,
  nameOf,
  remove,
  bulkActions,
  canSelect,
  onDeleted,
  insteadOfDelete,
  deleteHint,
  columnPicker,
  paging,
  testId,
  rowTestId,
}: ListPageProps<T>) {
  const { t } = useT();
  const [selected, setSelected] = useState<T[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);
  const [insteadBusy, setInsteadBusy] = useState(false);
  const [bulkBusy, setBulkBusy] = useState<string | null>(null);

  const runBulk = async (action: BulkAction) => {
    setBulkBusy(action.key);
    try {
      await action.run(selected.map(idOf));
      setSelected([]);
    } catch (error) {
      toastCallFailure(t, error);
    } finally {
      setBulkBusy(null);
    }
  };

  const [pickedHidden, setPickedHidden] = useLocalStorage<string[] | null>({
    key: `admin-columns:${columnPicker?.key ?? testId}`,
    defaultValue: null,
    getInitialValueInEffect: true,
  });
  const hiddenColumns = columnPicker ? (pickedHidden ?? columnPicker.hidden ?? []) : [];

  const closeDialog = () => {
    setConfirming(false);
    setRefusal(null);
  };

  /**
   * A refusal (a 4xx: in use, not allowed) stays in the dialog with its reasons (fieldErrors
   * ids.<id>) and the action offered instead, rather than vanishing with a toast; a failure
   * of the server or the network is the shell's toast.
   */
  const onDeleteError = (error: unknown) => {
    const { fields, message, status } = serverErrors(error);
    const reasons = Object.entries(fields).flatMap(([key, text]) =>
      /^ids\.\d+$/.test(key) ? [{ id: Number(key.slice(4)), text }] : [],
    );
    if (reasons.length || (status && status >= 400 && status < 500 && status !== 401))
      setRefusal({ message, reasons });
    else toastCallFailure(t, error);
  };

  const runInstead = async () => {
    if (!refusal || !insteadOfDelete) return;
    setInsteadBusy(true);
    try {
      await insteadOfDelete.run(refusal.reasons.map((r) => r.id));
      setSelected([]);
      closeDialog();
      await onDeleted?.();
    } catch (error) {
      toastCallFailure(t, error);
    } finally {
      setInsteadBusy(false);
    }
  };

  const confirmDelete = () =>
    remove?.mutate(
      { ids: selected.map(idOf) },
      {
        onSuccess: async (result) => {
          toastSuccess(t, t('admin_content.deleted', { count: result.deleted }));
          setSelected([]);
          setConfirming(false);
          await onDeleted?.();
        },
        onError: onDeleteError,
      },
    );

  const allColumns: DataTableColumn<T>[] = [
    {
      ...nameColumn,
      render: (item) => (
        <Anchor component={IntentLink} href={editHref(item)} fw={500}>
          {nameOf(item)}
        </Anchor>
      ),
    },
    ...columns.filter((c) => !hiddenColumns.includes(String(c.accessor))),
    {
      accessor: 'actions',
      title: t('admin_content.actions'),
      textAlign: 'right',
      render: (item) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            component={IntentLink}
            href={editHref(item)}
            size="compact-sm"
            variant="light"
            aria-label={
              editLabel
                ? `${editLabel} ${nameOf(item)}`
                : t('admin_shell.edit_item', { name: nameOf(item) })
            }
          >
            {editLabel ?? t('admin_content.edit')}
          </Button>
          {rowActions?.(item)}
        </Group>
      ),
    },
  ];

  const selection =
    remove || bulkActions?.length
      ? {
          selectedRecords: selected,
          onSelectedRecordsChange: setSelected,
          isRecordSelectable: canSelect ? (item: T) => canSelect(item) : undefined,
          allRecordsSelectionCheckboxProps: { 'aria-label': t('admin_shell.select_all') },
          getRecordSelectionCheckboxProps: (item: T) => ({
            'aria-label': t('admin_shell.select_item', { name: nameOf(item) }),
          }),
        }
      : {};
  const pagination = paging
    ? {
        totalRecords: paging.total,
        recordsPerPage: paging.perPage,
        page: paging.page,
        onPageChange: paging.onPageChange,
        recordsPerPageOptions: paging.perPageOptions,
        onRecordsPerPageChange: paging.onPerPageChange,
        recordsPerPageLabel: t('admin_content.records_per_page'),
        paginationText: ({
          from,
          to,
          totalRecords,
        }: {
          from: number;
          to: number;
          totalRecords: number;
        }) => t('admin_content.pagination', { from, to, total: totalRecords }),
        getPaginationControlProps: (control: string) => ({
          'aria-label': t(`admin_content.page_${control}`),
        }),
        sortStatus: paging.sortStatus as DataTableSortStatus<T>,
        onSortStatusChange: (s: DataTableSortStatus<T>) =>
          paging.onSortStatusChange({
            column: String(s.columnAccessor),
            order: s.direction === 'asc' ? 'ASC' : 'DESC',
          }),
      }
    : {};

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {columnPicker && (
            <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" data-testid="pick-columns">
                  {t('admin_content.columns')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {columns.map((c) => {
                  const key = String(c.accessor);
                  const shown = !hiddenColumns.includes(key);
                  return (
                    <Menu.Item key={key}>
                      <Checkbox
                        label={typeof c.title === 'string' ? c.title : key}
                        checked={shown}
                        onChange={() =>
                          setPickedHidden(
                            shown
                              ? [...hiddenColumns, key]
                              : hiddenColumns.filter((h) => h !== key),
                          )
                        }
                        data-testid={`column-${key}`}
                      />
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          )}
          {bulkActions?.map((action) => (
            <Button
              key={action.key}
              variant="light"
              disabled={selected.length === 0 || (!!bulkBusy && bulkBusy !== action.key)}
              loading={bulkBusy === action.key}
              onClick={() => void runBulk(action)}
              data-testid={`bulk-${action.key}`}
            >
              {action.label} {selected.length > 0 ? `(${selected.length})` : ''}
            </Button>
          ))}
          {remove && (
            <Button
              color="red"
              variant="light"
              disabled={selected.length === 0}
              onClick={() => setConfirming(true)}
              data-testid="delete-selected"
            >
              {t('admin_content.delete_selected')}{' '}
              {selected.length > 0 ? `(${selected.length})` : ''}
            </Button>
          )}
          {add && (
            <Button component={IntentLink} href={add.href} data-testid="add-item">
              {add.label}
            </Button>
          )}
        </Group>
      </Group>
      {filters && (
        <Paper withBorder p="md" mb="md">
          {filters}
        </Paper>
      )}
      {summary}
      <DataTable<T>
        {...({
          withTableBorder: true,
          borderRadius: 'sm',
          striped: true,
          highlightOnHover: true,
          minHeight: 180,
          idAccessor: (item: T) => idOf(item),
          records,
          columns: allColumns,
          fetching,
          noRecordsText: t('admin_content.no_records'),
          loadingText: t('admin_content.loading'),
          customRowAttributes: rowTestId ? () => ({ 'data-testid': rowTestId }) : undefined,
          ...selection,
          ...pagination,
        } as DataTableProps<T>)}
        data-testid={testId}
      />
      {remove && (
        <DeleteDialog
          names={selected.map(nameOf)}
          opened={confirming}
          busy={remove.isPending}
          onClose={closeDialog}
          onConfirm={confirmDelete}
          refusal={refusal}
          hint={deleteHint}
          instead={
            insteadOfDelete
              ? {
                  label: insteadOfDelete.label,
                  busy: insteadBusy,
                  onClick: () => void runInstead(),
                }
              : undefined
          }
        />
      )}
    </>
  );
}
