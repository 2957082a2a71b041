'use client';

import 'mantine-datatable/styles.css';

import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useT } from '@/i18n/client';
import { formatDate, toBuddhistYear } from '@/lib/dates';
import {
  type ByYearReport as ByYearName,
  byYearColumns,
  type ReportCellKind,
} from '@/lib/reports/columns';
import { currentReportYear } from '@/lib/schemas/reports';
import { formatReportCell } from '@/features/admin/reports/report-cell';
import { useReportParams } from '@/features/admin/reports/use-report-params';
import { YearSelect } from '@/features/admin/reports/year-select';
import { api } from '@/trpc/react';

type Row = Record<string, number | string>;
/** Each figure's column header and kind. */
const figures: Record<string, { label: string; kind: ReportCellKind }> = {
  registers: { label: 'admin_reports.columns.registers', kind: 'count' },
  attendees: { label: 'admin_reports.columns.attendees', kind: 'count' },
  paidRegisters: { label: 'admin_reports.columns.paid_registers', kind: 'count' },
  paidAmountSatang: { label: 'admin_reports.columns.paid_amount', kind: 'money' },
  requests: { label: 'admin_reports.columns.requests', kind: 'count' },
  participants: { label: 'admin_reports.columns.participants', kind: 'count' },
  persons: { label: 'admin_reports.columns.persons', kind: 'count' },
  organisations: { label: 'admin_reports.columns.organisations', kind: 'count' },
  total: { label: 'admin_reports.columns.new_members', kind: 'count' },
};
const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6'];

/** A by-year report: the year's months as a bar chart (counts) and a table (counts and amounts) with the year's total. */
export function ByYearReport({ report }: { report: ByYearName }) {
  const { t, i18n } = useT();
  const locale = i18n.language;
  const { get, set } = useReportParams();
  const year = Number(get('filter_year')) || currentReportYear();
  const input = { filter_year: year };
  const queries = {
    public_training_registers_by_year: api.admin.reports.publicTrainingRegistersByYear.useQuery(
      input,
      { enabled: report === 'public_training_registers_by_year' },
    ),
    inhouse_training_registers_by_year: api.admin.reports.inhouseTrainingRegistersByYear.useQuery(
      input,
      { enabled: report === 'inhouse_training_registers_by_year' },
    ),
    service_registers_by_year: api.admin.reports.serviceRegistersByYear.useQuery(input, {
      enabled: report === 'service_registers_by_year',
    }),
    members_by_year: api.admin.reports.membersByYear.useQuery(input, {
      enabled: report === 'members_by_year',
    }),
  };
  const query = queries[report];
  const keys: readonly string[] = byYearColumns[report];
  const counted = keys.filter((k) => figures[k]!.kind === 'count');

  const monthName = (month: number) =>
    formatDate(new Date(Date.UTC(year, month - 1, 15)), locale, 'MMM');
  const rows: Row[] = useMemo(
    () => [
      ...(query.data?.months ?? []).map((m) => ({ ...m, label: monthName(m.month) })),
      ...(query.data ? [{ ...query.data.total, month: 13, label: t('admin_reports.total') }] : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- month names follow the data and the language
    [query.data, locale],
  );
  const chartData = rows
    .filter((r) => r.month !== 13)
    .map((r) =>
      Object.fromEntries([['label', r.label], ...counted.map((k) => [t(figures[k]!.label), r[k]])]),
    );
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'label',
      title: t('admin_reports.month'),
      render: (r) => (r.month === 13 ? <strong>{r.label}</strong> : r.label),
    },
    ...keys.map<DataTableColumn<Row>>((k) => ({
      accessor: k,
      title: t(figures[k]!.label),
      textAlign: 'right',
      noWrap: true,
      render: (r) => formatReportCell(figures[k]!.kind, r[k], locale),
    })),
  ];
  const shownYear = locale === 'th' ? toBuddhistYear(year) : year;

  return (
    <>
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <YearSelect value={String(year)} onChange={(v) => set({ filter_year: v })} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" mb="md" data-testid="report-chart">
        <Title order={2} size="h4" mb="md">
          {t('admin_reports.chart_title', {
            report: t(`admin_reports.types.${report}`),
            year: shownYear,
          })}
        </Title>
        <BarChart
          h={280}
          data={chartData}
          dataKey="label"
          series={counted.map((k, i) => ({
            name: t(figures[k]!.label),
            color: colors[i % colors.length]!,
          }))}
          withLegend
          tickLine="y"
          // Counts are whole numbers: no 0.75 on the axis.
          yAxisProps={{ allowDecimals: false }}
          valueFormatter={(v) => formatReportCell('count', v, locale)}
        />
      </Paper>
      <DataTable<Row>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={180}
        idAccessor="month"
        records={rows}
        columns={columns}
        noRecordsText={t('admin_content.no_records')}
        customRowAttributes={() => ({ 'data-testid': 'report-month-row' })}
        data-testid="report-year-table"
      />
    </>
  );
}
