'use client';

import 'mantine-datatable/styles.css';

import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useT } from '@/i18n/client';
import type { LatestReport as LatestName } from '@/lib/reports/report-types';
import { formatReportCell } from '@/features/admin/reports/report-cell';
import { api } from '@/trpc/react';

type Row = Record<string, unknown>;

/** Members latest online, or the latest registration history entries (who did what, when). */
export function LatestReport({ report }: { report: LatestName }) {
  const { t, i18n } = useT();
  const locale = i18n.language;
  const online = api.admin.reports.membersLatestOnline.useQuery(
    { limit: 50 },
    { enabled: report === 'members_latest_online' },
  );
  const activities = api.admin.reports.membersLatestActivities.useQuery(
    { limit: 50 },
    { enabled: report === 'members_latest_activities' },
  );
  const query = report === 'members_latest_online' ? online : activities;
  const text = (key: string, accessor: string): DataTableColumn<Row> => ({
    accessor,
    title: t(`admin_reports.columns.${key}`),
    render: (r) => String(r[accessor] ?? ''),
  });
  const date = (key: string, accessor: string): DataTableColumn<Row> => ({
    accessor,
    title: t(`admin_reports.columns.${key}`),
    noWrap: true,
    render: (r) => formatReportCell('date', r[accessor], locale),
  });
  const columns =
    report === 'members_latest_online'
      ? [
          text('name', 'name'),
          text('email', 'email'),
          text('member_type', 'memberTypeName'),
          date('latest_online', 'latestAccessedAt'),
        ]
      : [
          date('when', 'createdAt'),
          text('who', 'actorName'),
          {
            accessor: 'what',
            title: t('admin_reports.columns.what'),
            render: (r: Row) => `${String(r.registerCode)} · ${String(r.registerStatusName)}`,
          },
          text('course_name', 'courseName'),
          text('member', 'memberName'),
          text('note', 'note'),
        ];
  return (
    <DataTable<Row>
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={180}
      idAccessor={(r) => String(r.id ?? r.memberId)}
      records={(query.data ?? []) as Row[]}
      columns={columns}
      noRecordsText={t('admin_content.no_records')}
      data-testid="report-table"
    />
  );
}
