'use client';

import { BarChart } from '@mantine/charts';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TrainingSelect } from '@/features/admin/attendance/training-select';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { api } from '@/trpc/react';

/**
 * /admin/reports/attendance: a training's attendance per day (chart) and per
 * attendee (table), with the same report as an .xlsx workbook.
 */
export function AttendanceReport() {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const [trainingId, setTrainingId] = useState<string | null>(null);
  const report = api.admin.attendance.report.useQuery(
    { public_training_id: Number(trainingId) },
    { enabled: Boolean(trainingId) },
  );
  const d = report.data;
  const day = (value: string) => formatDate(value, locale, 'D/M/YYYY');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('checkin.report_title')}
      </Title>
      <TrainingSelect value={trainingId} onChange={setTrainingId} />
      {d && (
        <>
          <Paper withBorder p="md" data-testid="attendance-chart">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h5">
                {t('checkin.per_day_title', { total: d.total })}
              </Title>
              <Anchor
                href={`/api/v1/admin/reports/attendance?public_training_id=${d.publicTrainingId}&download=1`}
                download
                data-testid="attendance-download"
              >
                {t('admin_reports.download')}
              </Anchor>
            </Group>
            <BarChart
              h={220}
              data={d.perDay.map((p) => ({ label: day(p.day), present: p.present }))}
              dataKey="label"
              series={[{ name: 'present', label: t('checkin.present'), color: 'teal.6' }]}
              tickLine="y"
            />
          </Paper>
          <Paper withBorder p="md">
            {d.rows.length === 0 ? (
              <Text c="gray.7">{t('checkin.no_attendees')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('checkin.columns.name')}</Table.Th>
                      <Table.Th>{t('checkin.columns.register_code')}</Table.Th>
                      {d.days.map((x) => (
                        <Table.Th key={x}>{day(x)}</Table.Th>
                      ))}
                      <Table.Th>{t('checkin.columns.certificate')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((r) => (
                      <Table.Tr key={`${r.registerId}-${r.seat}`} data-testid="attendance-row">
                        <Table.Td>{r.name}</Table.Td>
                        <Table.Td>{r.registerCode}</Table.Td>
                        {d.days.map((x) => (
                          <Table.Td key={x}>
                            {r.attended[x] ? formatDate(r.attended[x], locale, 'HH:mm') : '-'}
                          </Table.Td>
                        ))}
                        <Table.Td>{r.certificateCode ?? '-'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
