'use client';

import 'mantine-datatable/styles.css';

import { keepPreviousData } from '@tanstack/react-query';
import { Button, Group, Paper, Select, SimpleGrid, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useT } from '@/i18n/client';
import { type ReportColumn, reportColumns } from '@/lib/reports/columns';
import type { ReportDataSet } from '@/lib/schemas/reports';
import { serviceKinds, serviceKindTitleKeys } from '@/lib/service-kinds';
import { formatReportCell } from '@/features/admin/reports/report-cell';
import { useReportParams } from '@/features/admin/reports/use-report-params';
import { YearSelect } from '@/features/admin/reports/year-select';
import { PAGE_SIZES } from '@/features/admin/resource/resource-list';
import { api } from '@/trpc/react';

type Row = Record<string, unknown>;

/** The filters each data set takes (its REST query names). */
const filtersOf: Record<ReportDataSet, string[]> = {
  public_training_registers: ['filter_year', 'filter_category_id', 'filter_register_status_id'],
  inhouse_training_registers: ['filter_year', 'filter_status'],
  service_registers: ['filter_year', 'filter_kind', 'filter_status'],
  members_by_province: ['filter_year'],
  members_organization_by_company_type: ['filter_year'],
};

function useColumns(columns: ReportColumn[]): DataTableColumn<Row>[] {
  const { t, i18n } = useT();
  return columns.map((c) => ({
    accessor: c.key,
    title: t(c.label),
    textAlign: c.kind === 'count' || c.kind === 'money' ? 'right' : 'left',
    noWrap: c.kind !== 'text',
    render: (row: Row) => formatReportCell(c.kind, row[c.key], i18n.language),
  }));
}

/** Category, register status, request status and kind of service: the selects of the data sets that have them. */
function Filters({ report }: { report: ReportDataSet }) {
  const { t } = useT();
  const { get, set } = useReportParams();
  const names = filtersOf[report];
  const categories = api.public.publicTrainings.categories.useQuery(undefined, {
    enabled: names.includes('filter_category_id'),
  });
  const statuses = api.public.lookups.registerStatuses.useQuery(undefined, {
    enabled: names.includes('filter_register_status_id'),
  });
  const select = (
    name: string,
    label: string,
    placeholder: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      key={name}
      label={t(label)}
      placeholder={t(placeholder)}
      data={data}
      value={get(name) || null}
      onChange={(v) => set({ [name]: v })}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
      data-testid={`report-${name}`}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <YearSelect value={get('filter_year')} onChange={(v) => set({ filter_year: v })} allowAll />
      {names.includes('filter_category_id') &&
        select(
          'filter_category_id',
          'admin_reports.filters.category',
          'admin_reports.filters.all_categories',
          (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        )}
      {names.includes('filter_register_status_id') &&
        select(
          'filter_register_status_id',
          'admin_reports.filters.register_status',
          'admin_reports.filters.all_statuses',
          (statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        )}
      {names.includes('filter_kind') &&
        select(
          'filter_kind',
          'admin_reports.filters.service_kind',
          'admin_reports.filters.all_kinds',
          serviceKinds.map((k) => ({ value: k, label: t(serviceKindTitleKeys[k]) })),
        )}
      {names.includes('filter_status') &&
        select(
          'filter_status',
          'admin_reports.filters.request_status',
          'admin_reports.filters.all_statuses',
          (['new', 'contacted', 'closed'] as const).map((s) => ({
            value: s,
            label: t(`admin_reports.request_status.${s}`),
          })),
        )}
    </SimpleGrid>
  );
}

/** The default report's summary: registrations, attendees and amount paid per category; a row filters the list below by its category. */
function CategorySummary({ rows }: { rows: Row[] }) {
  const { t } = useT();
  const { set } = useReportParams();
  const columns = useColumns([
    { key: 'categoryName', label: 'admin_reports.columns.category', kind: 'text', width: 0 },
    { key: 'registers', label: 'admin_reports.columns.registers', kind: 'count', width: 0 },
    { key: 'attendees', label: 'admin_reports.columns.attendees', kind: 'count', width: 0 },
    {
      key: 'paidAmountSatang',
      label: 'admin_reports.columns.paid_amount',
      kind: 'money',
      width: 0,
    },
  ]);
  return (
    <>
      <Title order={2} size="h4" mb="xs">
        {t('admin_reports.by_category')}
      </Title>
      <DataTable<Row>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        records={rows}
        idAccessor="categoryId"
        columns={columns}
        noRecordsText={t('admin_content.no_records')}
        minHeight={rows.length ? undefined : 120}
        onRowClick={({ record }) => set({ filter_category_id: String(record.categoryId) })}
        mb="lg"
        data-testid="report-category-summary"
      />
    </>
  );
}

/** One of the five data sets: filters, a Download XLSX link (the REST door with download=1), the paged table. */
export function DataSetReport({ report }: { report: ReportDataSet }) {
  const { t } = useT();
  const { get, set } = useReportParams();
  const page = Math.max(1, Number(get('page')) || 1);
  const perPage = PAGE_SIZES.includes(Number(get('per_page'))) ? Number(get('per_page')) : 20;
  const filters = Object.fromEntries(
    filtersOf[report].map((name) => [name, get(name)]).filter(([, v]) => v !== ''),
  );
  const input = { ...filters, page, per_page: perPage };
  const keep = { placeholderData: keepPreviousData };
  const queries = {
    public_training_registers: api.admin.reports.publicTrainingRegisters.useQuery(input, {
      enabled: report === 'public_training_registers',
      ...keep,
    }),
    inhouse_training_registers: api.admin.reports.inhouseTrainingRegisters.useQuery(input, {
      enabled: report === 'inhouse_training_registers',
      ...keep,
    }),
    service_registers: api.admin.reports.serviceRegisters.useQuery(input, {
      enabled: report === 'service_registers',
      ...keep,
    }),
    members_by_province: api.admin.reports.membersByProvince.useQuery(input, {
      enabled: report === 'members_by_province',
      ...keep,
    }),
    members_organization_by_company_type:
      api.admin.reports.membersOrganizationByCompanyType.useQuery(input, {
        enabled: report === 'members_organization_by_company_type',
        ...keep,
      }),
  };
  const query = queries[report];
  const data = query.data as { items: Row[]; total: number; categories?: Row[] } | undefined;
  const columns = useColumns(reportColumns[report]);
  const download = `/api/v1/admin/reports/${report}?${new URLSearchParams({ ...filters, download: '1' }).toString()}`;

  return (
    <>
      <Paper withBorder p="md" mb="md">
        <Filters report={report} />
        <Group justify="flex-end" mt="md">
          <Button
            component="a"
            href={download}
            download
            variant="light"
            data-testid="report-download"
          >
            {t('admin_reports.download')}
          </Button>
        </Group>
      </Paper>
      {report === 'public_training_registers' && data?.categories && (
        <CategorySummary rows={data.categories} />
      )}
      <DataTable<Row>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={180}
        idAccessor={(row) => String(row.id ?? row.provinceId ?? row.companyTypeId ?? 'none')}
        records={data?.items ?? []}
        columns={columns}
        fetching={query.isFetching}
        noRecordsText={t('admin_content.no_records')}
        loadingText={t('admin_content.loading')}
        totalRecords={data?.total ?? 0}
        recordsPerPage={perPage}
        page={page}
        onPageChange={(p) => set({ page: p })}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => set({ per_page: n })}
        recordsPerPageLabel={t('admin_content.records_per_page')}
        paginationText={({ from, to, totalRecords }) =>
          t('admin_content.pagination', { from, to, total: totalRecords })
        }
        getPaginationControlProps={(control) => ({
          'aria-label': t(`admin_content.page_${control}`),
        })}
        customRowAttributes={() => ({ 'data-testid': 'report-row' })}
        data-testid="report-table"
      />
    </>
  );
}
