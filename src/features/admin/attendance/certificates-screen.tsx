'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { TrainingSelect } from '@/features/admin/attendance/training-select';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { certificateRuleSchema, revokeCertificateSchema } from '@/lib/schemas/certificates';
import { api, type RouterOutputs } from '@/trpc/react';

type Overview = RouterOutputs['admin']['attendance']['certificates'];

/**
 * /admin/services/certificates: a training's certificate rule (days needed,
 * hours printed), who met it, issuing (each certificate e-mailed) and
 * revoking with a reason.
 */
export function CertificatesScreen() {
  const { t } = useT();
  const [trainingId, setTrainingId] = useState<string | null>(null);
  const overview = api.admin.attendance.certificates.useQuery(
    { public_training_id: Number(trainingId) },
    { enabled: Boolean(trainingId) },
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('certificates.admin_title')}
      </Title>
      <TrainingSelect value={trainingId} onChange={setTrainingId} />
      {overview.data && (
        // A new training or a saved rule starts the rule's fields afresh.
        <Overview
          key={`${overview.data.publicTrainingId}-${overview.data.everyDay}-${overview.data.minDays}-${overview.data.hours}`}
          data={overview.data}
        />
      )}
    </Stack>
  );
}

function Overview({ data }: { data: Overview }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const utils = api.useUtils();
  const setRule = api.admin.attendance.setCertificateRule.useMutation();
  const issue = api.admin.attendance.issueCertificates.useMutation();
  const [revoking, setRevoking] = useState<string | null>(null);

  const refresh = () => utils.admin.attendance.certificates.invalidate();

  const rule = useAdminForm({
    initial: {
      every_day: data.everyDay,
      min_days: data.minDays as number | string,
      hours: data.hours as number | string,
    },
    schema: certificateRuleSchema,
    toInput: (v) => ({
      public_training_id: data.publicTrainingId,
      min_days: v.every_day ? null : v.min_days,
      hours: v.hours === '' ? null : v.hours,
    }),
    save: (input) => setRule.mutateAsync(input),
    savedMessage: 'certificates.rule_saved',
    onSaved: refresh,
  });

  async function issueAll() {
    try {
      const answer = await issue.mutateAsync({ public_training_id: data.publicTrainingId });
      toastSuccess(t, t('certificates.issued', { count: answer.issued }));
      await refresh();
    } catch (e) {
      toastCallFailure(t, e);
    }
  }

  const waiting = data.attendees.filter((a) => a.eligible && !a.certificate).length;

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="xs">
          {t('certificates.rule_title')}
        </Title>
        <Text size="sm" c="gray.7" mb="sm">
          {t('certificates.days_of_training', {
            count: data.days.length,
            days: data.days.map((d) => formatDate(d, locale, 'D/M/YYYY')).join(', '),
          })}
        </Text>
        <form onSubmit={rule.submit} noValidate>
          <Stack gap="sm" maw={420}>
            <Switch
              label={t('certificates.every_day')}
              {...rule.getInputProps('every_day', { type: 'checkbox' })}
              data-testid="rule-every-day"
            />
            {!rule.values.every_day && (
              <NumberInput
                label={t('certificates.min_days')}
                min={1}
                max={data.days.length}
                {...rule.getInputProps('min_days')}
                data-testid="rule-min-days"
              />
            )}
            <NumberInput
              label={t('certificates.hours')}
              min={1}
              max={1000}
              {...rule.getInputProps('hours')}
              data-testid="rule-hours"
            />
            <Group>
              <Button type="submit" loading={rule.busy} data-testid="rule-save">
                {t('certificates.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5">
            {t('certificates.attendees_title')}
          </Title>
          <Button
            onClick={() => void issueAll()}
            loading={issue.isPending}
            disabled={!data.canIssue || waiting === 0}
            data-testid="certificates-issue"
          >
            {t('certificates.issue', { count: waiting })}
          </Button>
        </Group>
        {!data.canIssue && (
          <Alert color="blue" mb="sm">
            {t('certificates.issue_from', { day: formatDate(data.issueFrom, locale, 'D/M/YYYY') })}
          </Alert>
        )}
        {data.attendees.length === 0 ? (
          <Text c="gray.7">{t('checkin.no_attendees')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('checkin.columns.name')}</Table.Th>
                  <Table.Th>{t('checkin.columns.register_code')}</Table.Th>
                  <Table.Th ta="right">{t('checkin.columns.days_attended')}</Table.Th>
                  <Table.Th>{t('checkin.columns.certificate')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.attendees.map((a) => (
                  <Table.Tr key={`${a.registerId}-${a.seat}`} data-testid="certificate-row">
                    <Table.Td>
                      {a.name}
                      <Text size="xs" c="gray.7">
                        {a.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.registerCode}</Table.Td>
                    <Table.Td ta="right">
                      {a.daysAttended}/{data.days.length}
                    </Table.Td>
                    <Table.Td>
                      {a.certificate ? (
                        <Stack gap={2}>
                          <Anchor
                            href={`/certificates/${a.certificate.code}`}
                            target="_blank"
                            data-testid="certificate-code"
                          >
                            {a.certificate.code}
                          </Anchor>
                          {a.certificate.revokedAt && (
                            <Badge color="red" variant="light" tt="none">
                              {t('certificates.revoked_badge')}
                            </Badge>
                          )}
                        </Stack>
                      ) : a.eligible ? (
                        <Badge color="teal" variant="light" tt="none">
                          {t('certificates.eligible')}
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light" tt="none">
                          {t('certificates.not_eligible')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {a.certificate && !a.certificate.revokedAt && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setRevoking(a.certificate!.code)}
                          data-testid="certificate-revoke"
                        >
                          {t('certificates.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('certificates.revoke_title', { code: revoking ?? '' })}
      >
        {revoking && (
          <RevokeForm
            code={revoking}
            onCancel={() => setRevoking(null)}
            onRevoked={async () => {
              setRevoking(null);
              await refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** Revoking a certificate: the reason is required and kept with it. */
function RevokeForm({
  code,
  onCancel,
  onRevoked,
}: {
  code: string;
  onCancel: () => void;
  onRevoked: () => unknown;
}) {
  const { t } = useT();
  const revoke = api.admin.attendance.revokeCertificate.useMutation();
  const form = useAdminForm({
    initial: { reason: '' },
    schema: revokeCertificateSchema,
    toInput: (v) => ({ code, reason: v.reason }),
    save: (input) => revoke.mutateAsync(input),
    savedMessage: 'certificates.revoked_done',
    onSaved: onRevoked,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack>
        {/* A certificate revoked or gone meanwhile: the code's refusal, said above the reason. */}
        {form.errors.code && (
          <Alert color="red" role="alert">
            {form.errors.code}
          </Alert>
        )}
        <Textarea
          label={t('certificates.revoke_reason')}
          maxLength={500}
          {...form.getInputProps('reason')}
          data-testid="certificate-revoke-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('certificates.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={form.busy}
            data-testid="certificate-revoke-confirm"
          >
            {t('certificates.revoke')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
