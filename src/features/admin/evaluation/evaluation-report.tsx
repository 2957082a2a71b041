'use client';

import { BarChart } from '@mantine/charts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TrainingSelect } from '@/features/admin/attendance/training-select';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { api } from '@/trpc/react';

const QUESTIONS = [
  { key: 'content', color: 'blue.6' },
  { key: 'speaker', color: 'teal.6' },
  { key: 'venue', color: 'grape.6' },
] as const;

/**
 * /admin/reports/evaluations: a training's course evaluation (averages, answers per rating as a chart, each answer
 * with its comment, no names) and the results per speaker, each with its .xlsx download.
 */
export function EvaluationReport() {
  const { t } = useT();
  const [trainingId, setTrainingId] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('evaluation.report_title')}
      </Title>
      <TrainingSelect value={trainingId} onChange={setTrainingId} />
      {trainingId && <TrainingResults trainingId={Number(trainingId)} />}
      <SpeakerResults />
    </Stack>
  );
}

function TrainingResults({ trainingId }: { trainingId: number }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const report = api.admin.evaluations.report.useQuery({ public_training_id: trainingId });
  const d = report.data;
  if (!d) return null;
  const label = (key: string) => t(`evaluation.columns.${key}`);
  return (
    <>
      <Paper withBorder p="md" data-testid="evaluation-summary">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <div>
            <Title order={2} size="h5">
              {t('evaluation.averages_title')}
            </Title>
            <Text size="sm" c="gray.7" data-testid="evaluation-answered">
              {t('evaluation.summary', { answered: d.answered, invited: d.invited })}
            </Text>
          </div>
          <Anchor
            href={`/api/v1/admin/reports/evaluations?public_training_id=${d.publicTrainingId}&download=1`}
            download
            data-testid="evaluation-download"
          >
            {t('admin_reports.download')}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          {QUESTIONS.map((q) => (
            <Paper key={q.key} withBorder p="sm" radius="md">
              <Text size="sm" c="gray.7">
                {label(q.key)}
              </Text>
              <Text fw={700} size="xl" data-testid={`evaluation-average-${q.key}`}>
                {d.averages[q.key]?.toFixed(2) ?? '-'}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Paper>
      {d.answered === 0 ? (
        <Paper withBorder p="md">
          <Text c="gray.7">{t('evaluation.no_answers')}</Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder p="md" data-testid="evaluation-chart">
            <Title order={2} size="h5" mb="sm">
              {t('evaluation.distribution_title')}
            </Title>
            <BarChart
              h={240}
              data={d.distribution.map((x) => ({ ...x, label: String(x.rating) }))}
              dataKey="label"
              series={QUESTIONS.map((q) => ({ name: q.key, label: label(q.key), color: q.color }))}
              withLegend
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h5" mb="sm">
              {t('evaluation.comments_title')}
            </Title>
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{label('submitted_at')}</Table.Th>
                    <Table.Th>{label('content')}</Table.Th>
                    <Table.Th>{label('speaker')}</Table.Th>
                    <Table.Th>{label('venue')}</Table.Th>
                    <Table.Th>{label('comment')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.answers.map((a, i) => (
                    <Table.Tr key={i} data-testid="evaluation-row">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(a.submittedAt, locale)}
                      </Table.Td>
                      <Table.Td>{a.content}</Table.Td>
                      <Table.Td>{a.speaker}</Table.Td>
                      <Table.Td>{a.venue}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {a.comment ?? '-'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </>
  );
}

function SpeakerResults() {
  const { t } = useT();
  const speakers = api.admin.evaluations.speakers.useQuery();
  const rows = speakers.data?.rows ?? [];
  const label = (key: string) => t(`evaluation.columns.${key}`);
  return (
    <Paper withBorder p="md" data-testid="evaluation-speakers">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h5">
          {t('evaluation.speakers_title')}
        </Title>
        <Anchor
          href="/api/v1/admin/reports/evaluations/speakers?download=1"
          download
          data-testid="evaluation-speakers-download"
        >
          {t('evaluation.download_speakers')}
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <Text c="gray.7">{t('evaluation.no_speakers')}</Text>
      ) : (
        <Stack gap="md">
          <BarChart
            h={Math.max(160, rows.length * 44)}
            data={rows.map((r) => ({
              name: r.name,
              speakerAverage: r.speakerAverage,
              contentAverage: r.contentAverage,
            }))}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            xAxisProps={{ domain: [0, 5] }}
            series={[
              { name: 'speakerAverage', label: label('speaker_average'), color: 'teal.6' },
              { name: 'contentAverage', label: label('content_average'), color: 'blue.6' },
            ]}
            withLegend
          />
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{label('speaker_name')}</Table.Th>
                  <Table.Th>{label('trainings')}</Table.Th>
                  <Table.Th>{label('answers')}</Table.Th>
                  <Table.Th>{label('speaker_average')}</Table.Th>
                  <Table.Th>{label('content_average')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.publicTrainingSpeakerId} data-testid="evaluation-speaker-row">
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.trainings}</Table.Td>
                    <Table.Td>{r.answers}</Table.Td>
                    <Table.Td>{r.speakerAverage.toFixed(2)}</Table.Td>
                    <Table.Td>{r.contentAverage.toFixed(2)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}
