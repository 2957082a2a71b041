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
import { serverErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
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
          key={`${overview.data.public_training_id}-${overview.data.every_day}-${overview.data.min_days}-${overview.data.hours}`}
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
  const revoke = api.admin.attendance.revokeCertificate.useMutation();
  const [everyDay, setEveryDay] = useState(data.every_day);
  const [minDays, setMinDays] = useState<number | string>(data.min_days);
  const [hours, setHours] = useState<number | string>(data.hours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [revoking, setRevoking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const refresh = () => utils.admin.attendance.certificates.invalidate();

  async function saveRule() {
    setErrors({});
    try {
      await setRule.mutateAsync({
        public_training_id: data.public_training_id,
        min_days: everyDay ? null : Number(minDays),
        hours: hours === '' ? null : Number(hours),
      });
      toastSuccess(t, t('certificates.rule_saved'));
      await refresh();
    } catch (e) {
      const failure = serverErrors(e);
      setErrors(failure.fields);
      toastErrors(t, failure.message);
    }
  }

  async function issueAll() {
    try {
      const answer = await issue.mutateAsync({ public_training_id: data.public_training_id });
      toastSuccess(t, t('certificates.issued', { count: answer.issued }));
      await refresh();
    } catch (e) {
      toastErrors(t, serverErrors(e).message);
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    setReasonError(null);
    try {
      await revoke.mutateAsync({ code: revoking, reason });
      toastSuccess(t, t('certificates.revoked_done'));
      setRevoking(null);
      setReason('');
      await refresh();
    } catch (e) {
      const failure = serverErrors(e);
      setReasonError(failure.fields.reason ?? t(failure.message));
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
        <Stack gap="sm" maw={420}>
          <Switch
            label={t('certificates.every_day')}
            checked={everyDay}
            onChange={(e) => setEveryDay(e.currentTarget.checked)}
            data-testid="rule-every-day"
          />
          {!everyDay && (
            <NumberInput
              label={t('certificates.min_days')}
              min={1}
              max={data.days.length}
              value={minDays}
              onChange={setMinDays}
              error={errors.min_days}
              data-testid="rule-min-days"
            />
          )}
          <NumberInput
            label={t('certificates.hours')}
            min={1}
            max={1000}
            value={hours}
            onChange={setHours}
            error={errors.hours}
            data-testid="rule-hours"
          />
          <Group>
            <Button
              onClick={() => void saveRule()}
              loading={setRule.isPending}
              data-testid="rule-save"
            >
              {t('certificates.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5">
            {t('certificates.attendees_title')}
          </Title>
          <Button
            onClick={() => void issueAll()}
            loading={issue.isPending}
            disabled={!data.can_issue || waiting === 0}
            data-testid="certificates-issue"
          >
            {t('certificates.issue', { count: waiting })}
          </Button>
        </Group>
        {!data.can_issue && (
          <Alert color="blue" mb="sm">
            {t('certificates.issue_from', { day: formatDate(data.issue_from, locale, 'D/M/YYYY') })}
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
                  <Table.Tr key={`${a.register_id}-${a.seat}`} data-testid="certificate-row">
                    <Table.Td>
                      {a.name}
                      <Text size="xs" c="gray.7">
                        {a.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.register_code}</Table.Td>
                    <Table.Td ta="right">
                      {a.days_attended}/{data.days.length}
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
                          {a.certificate.revoked_at && (
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
                      {a.certificate && !a.certificate.revoked_at && (
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
        <Stack>
          <Textarea
            label={t('certificates.revoke_reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            error={reasonError}
            data-testid="certificate-revoke-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('certificates.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => void confirmRevoke()}
              loading={revoke.isPending}
              data-testid="certificate-revoke-confirm"
            >
              {t('certificates.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
