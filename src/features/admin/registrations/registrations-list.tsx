'use client';

import '@mantine/dates/styles.css';

import { Chip, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { ReceiptExportButton } from '@/features/admin/registrations/receipt-export-button';
import { SeatHoldsPanel } from '@/features/admin/registrations/seat-holds-panel';
import { WaitingListPanel } from '@/features/admin/registrations/waiting-list-panel';
import { StatusRunButton } from '@/features/admin/registrations/status-run-button';
import { ListPage } from '@/features/admin/resource/list-page';
import { useListParams } from '@/features/admin/resource/resource-list';
import { useDebouncedText } from '@/features/admin/resource/use-debounced-text';
import { StatusBadge } from '@/features/registrations/status-badge';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate, formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { RegisterStatus } from '@/lib/register-status';
import { registrationSortColumns } from '@/lib/schemas/admin-registrations';
import { api, type RouterOutputs } from '@/trpc/react';

type Item = RouterOutputs['admin']['registrations']['list']['items'][number];

export const REGISTRATIONS_ROUTE = '/admin/services/public_training_register';

const listConfig = {
  sortable: [...registrationSortColumns],
  defaultSort: { column: 'created_at', order: 'DESC' as const },
  filters: [
    'public_training_id',
    'register_status_id',
    'payment_method_id',
    'date_from',
    'date_to',
    'paid_from',
    'paid_to',
  ],
};

/** Nothing was paid or is waiting to be checked: these may be deleted (the server says the same). */
const deletable = new Set<number>([
  RegisterStatus.REGISTERED,
  RegisterStatus.AWAITING_PAYMENT,
  RegisterStatus.PAYMENT_TO_CORRECT,
  RegisterStatus.CANCELLED,
  RegisterStatus.EXPIRED,
]);

/**
 * /admin/services/public_training_register: every registration, paged,
 * sorted and filtered on the server (state in the URL), with the count of
 * each status on top (a click filters by it), the status run and the
 * receipt export.
 */
export function RegistrationsList() {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const { state, set, paging } = useListParams(listConfig);
  const search = useDebouncedText(state.search, (text) => set({ search: text }));

  const utils = api.useUtils();
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v !== ''));
  const list = api.admin.registrations.list.useQuery(
    {
      page: state.page,
      per_page: state.per_page,
      sort: state.sort as (typeof registrationSortColumns)[number],
      order: state.order,
      search: state.search || undefined,
      filters,
    },
    { placeholderData: (previous) => previous },
  );
  const trainings = api.admin.registrations.trainingChoices.useQuery(undefined, {
    staleTime: 60_000,
  });
  const remove = api.admin.registrations.delete.useMutation();

  const columns = useMemo<DataTableColumn<Item>[]>(
    () => [
      {
        accessor: 'member_name',
        title: t('admin_registrations.member'),
        render: (r) => (
          <>
            {r.memberName}
            <br />
            <Text span size="xs" c="gray.7">
              {r.memberEmail}
            </Text>
          </>
        ),
      },
      {
        accessor: 'training_date',
        title: t('admin_registrations.course_and_date'),
        sortable: true,
        render: (r) => (
          <>
            {r.courseName}
            <br />
            <Text span size="xs" c="gray.7">
              {formatDay(r.trainingDate, locale)}
            </Text>
          </>
        ),
      },
      {
        accessor: 'total_amount',
        title: t('admin_registrations.amount'),
        sortable: true,
        textAlign: 'right',
        render: (r) => (
          <>
            {formatBaht(r.totalAmount, locale)}
            <br />
            <Text span size="xs" c="gray.7">
              {t('admin_registrations.attendees_short', { count: r.quantity })} ·{' '}
              {r.paymentMethodId
                ? t(`admin_registrations.method_${r.paymentMethodId === 1 ? 'card' : 'bank'}`)
                : '–'}
            </Text>
          </>
        ),
      },
      {
        accessor: 'register_status_id',
        title: t('admin_registrations.status'),
        sortable: true,
        render: (r) => (
          <>
            <StatusBadge statusId={r.registerStatusId} name={r.registerStatus} />
            {r.seatsHeldUntil && (
              <Text size="xs" c="gray.7" mt={2}>
                {t('admin_registrations.seat_holds.held_until_short', {
                  time: formatDate(r.seatsHeldUntil, locale),
                })}
              </Text>
            )}
          </>
        ),
      },
      {
        accessor: 'created_at',
        title: t('admin_registrations.registered_at'),
        sortable: true,
        render: (r) => formatDate(r.createdAt, locale),
      },
    ],
    [t, locale],
  );

  const counts = list.data?.counts ?? [];
  const all = counts.reduce((sum, c) => sum + c.count, 0);
  const statusFilter = state.filters.register_status_id ?? '';

  return (
    <ListPage<Item>
      title={t('permissions.public_training_register')}
      actions={
        <>
          <StatusRunButton onDone={() => utils.admin.registrations.invalidate()} />
          <ReceiptExportButton />
        </>
      }
      summary={
        <>
          {Number(state.filters.public_training_id) > 0 && (
            <>
              <SeatHoldsPanel trainingId={Number(state.filters.public_training_id)} />
              <WaitingListPanel trainingId={Number(state.filters.public_training_id)} />
            </>
          )}
          <Chip.Group
            value={statusFilter || 'all'}
            onChange={(v) => set({ filter_register_status_id: v === 'all' ? null : String(v) })}
          >
            <Group
              gap={6}
              mb="md"
              data-testid="status-counts"
              aria-label={t('admin_registrations.counts_label')}
              role="group"
            >
              <Chip value="all" size="sm">
                {t('admin_registrations.all')} ({all})
              </Chip>
              {counts.map((c) => (
                <Chip
                  key={c.registerStatusId}
                  value={String(c.registerStatusId)}
                  size="sm"
                  data-testid={`status-count-${c.registerStatusId}`}
                >
                  {c.registerStatus} ({c.count})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </>
      }
      filters={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={t('admin_registrations.search')}
            placeholder={t('admin_registrations.search_hint')}
            type="search"
            {...search}
            data-testid="list-search"
          />
          <Select
            label={t('admin_registrations.course')}
            placeholder={t('admin_content.filter_any')}
            data={(trainings.data ?? []).map((c) => ({
              value: String(c.publicTrainingId),
              label: c.name,
            }))}
            value={state.filters.public_training_id || null}
            onChange={(v) => set({ filter_public_training_id: v })}
            searchable
            clearable
          />
          <Select
            label={t('admin_registrations.method')}
            placeholder={t('admin_content.filter_any')}
            data={[
              { value: '1', label: t('admin_registrations.method_card') },
              { value: '2', label: t('admin_registrations.method_bank') },
            ]}
            value={state.filters.payment_method_id || null}
            onChange={(v) => set({ filter_payment_method_id: v })}
            clearable
          />
          <DatePickerInput
            label={t('admin_registrations.registered_from')}
            placeholder={t('admin_content.filter_any')}
            value={state.filters.date_from || null}
            onChange={(v) => set({ filter_date_from: v })}
            valueFormat="D/M/YYYY"
            clearable
          />
          <DatePickerInput
            label={t('admin_registrations.registered_to')}
            placeholder={t('admin_content.filter_any')}
            value={state.filters.date_to || null}
            onChange={(v) => set({ filter_date_to: v })}
            valueFormat="D/M/YYYY"
            clearable
          />
          <DatePickerInput
            label={t('admin_registrations.paid_from')}
            placeholder={t('admin_content.filter_any')}
            value={state.filters.paid_from || null}
            onChange={(v) => set({ filter_paid_from: v })}
            valueFormat="D/M/YYYY"
            clearable
            data-testid="filter-paid_from"
          />
          <DatePickerInput
            label={t('admin_registrations.paid_to')}
            placeholder={t('admin_content.filter_any')}
            value={state.filters.paid_to || null}
            onChange={(v) => set({ filter_paid_to: v })}
            valueFormat="D/M/YYYY"
            clearable
          />
        </SimpleGrid>
      }
      records={list.data?.items ?? []}
      nameColumn={{
        accessor: 'register_code',
        title: t('admin_registrations.register_code'),
        sortable: true,
      }}
      columns={columns}
      editHref={(r) => `${REGISTRATIONS_ROUTE}/${r.registerId}`}
      editLabel={t('admin_registrations.open')}
      fetching={list.isFetching}
      idOf={(r) => r.registerId}
      nameOf={(r) => r.registerCode}
      remove={remove}
      canSelect={(r) => deletable.has(r.registerStatusId)}
      onDeleted={() => utils.admin.registrations.invalidate()}
      paging={paging(list.data?.total ?? 0)}
      testId="registrations-table"
      rowTestId="registration-row"
    />
  );
}
