'use client';

import { Group, Select, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import {
  isByYear,
  isDataSet,
  type LatestReport as LatestName,
  reportGroups,
  reportTypes,
} from '@/lib/reports/report-types';
import { ByYearReport } from '@/features/admin/reports/by-year-report';
import { DataSetReport } from '@/features/admin/reports/data-set-report';
import { LatestReport } from '@/features/admin/reports/latest-report';
import { useReportParams } from '@/features/admin/reports/use-report-params';

/** /admin/reports: pick a report (the default is public training registers by category), then its filters, table, chart or download. */
export function ReportsPage() {
  const { t } = useT();
  const { type, setType } = useReportParams();
  const report = reportTypes[type];
  const data = reportGroups.map((g) => ({
    group: t(g.label),
    items: g.types.map((value) => ({
      value,
      label: t(`admin_reports.types.${reportTypes[value]}`),
    })),
  }));
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {t('admin_reports.title')}
        </Title>
        <Select
          label={t('admin_reports.report_type')}
          data={data}
          value={type}
          onChange={(v) => v && setType(v as typeof type)}
          allowDeselect={false}
          w={{ base: '100%', sm: 380 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="report-type"
        />
      </Group>
      {isDataSet(report) ? (
        <DataSetReport key={report} report={report} />
      ) : isByYear(report) ? (
        <ByYearReport key={report} report={report} />
      ) : (
        <LatestReport key={report} report={report as LatestName} />
      )}
    </>
  );
}
