'use client';

import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { QrCamera } from '@/features/admin/attendance/qr-camera';
import { TrainingSelect } from '@/features/admin/attendance/training-select';
import { serverErrors, toastErrors } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { scanSchema } from '@/lib/schemas/attendance';
import { api, type RouterOutputs } from '@/trpc/react';

type ScanResult = RouterOutputs['admin']['attendance']['scan'];

const resultColor: Record<ScanResult['result'], string> = {
  checked_in: 'teal',
  already: 'yellow',
  not_paid: 'red',
  not_training_day: 'orange',
};

/**
 * /admin/services/check_in: staff check attendees in on the day, on a phone.
 * Scan a pass with the camera, type its code, or tick names on the list; the
 * answer shows at once who it is, the course and the status, and a second
 * scan says when the first was.
 */
export function CheckInScreen() {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const scan = api.admin.attendance.scan.useMutation();
  const [last, setLast] = useState<ScanResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function scanned(code: string) {
    setError(null);
    try {
      setLast(await scan.mutateAsync({ code, method: 'scan' }));
    } catch (e) {
      const failure = serverErrors(e);
      setLast(null);
      setError(failure.fields.code || t(failure.message));
    }
  }

  // A typed code: checked with the server's schema; its refusal is said in the same place as a scan's.
  const typed = useSchemaForm({
    initialValues: { code: '' },
    schema: scanSchema,
    toInput: (v) => ({ code: v.code, method: 'code' as const }),
    send: (input) => {
      setError(null);
      return scan.mutateAsync(input);
    },
    onSuccess: (answer) => {
      setLast(answer);
      typed.setFieldValue('code', '');
    },
    onRefused: ({ fields, message }) => {
      setLast(null);
      setError(fields.code || (message ? t(message) : null));
    },
    checkFieldsMessage: null,
    announceFailure: () => {},
  });

  const time = (d: Date | string) => formatDate(d, locale, 'HH:mm');

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        {t('checkin.title')}
      </Title>

      <Tabs defaultValue="scan" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="scan" data-testid="checkin-tab-scan">
            {t('checkin.tab_scan')}
          </Tabs.Tab>
          <Tabs.Tab value="code" data-testid="checkin-tab-code">
            {t('checkin.tab_code')}
          </Tabs.Tab>
          <Tabs.Tab value="list" data-testid="checkin-tab-list">
            {t('checkin.tab_list')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="scan" pt="md">
          <QrCamera onCode={(text) => void scanned(text)} />
        </Tabs.Panel>

        <Tabs.Panel value="code" pt="md">
          <form onSubmit={typed.submit} noValidate>
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={t('checkin.code_label')}
                placeholder="XXXXX-XXXXX"
                {...typed.getInputProps('code')}
                error={undefined}
                maxLength={64}
                autoComplete="off"
                autoCapitalize="characters"
                style={{ flex: 1 }}
                data-testid="checkin-code"
              />
              <Button type="submit" loading={typed.busy} data-testid="checkin-submit">
                {t('checkin.check_in')}
              </Button>
            </Group>
          </form>
        </Tabs.Panel>

        <Tabs.Panel value="list" pt="md">
          <Roster />
        </Tabs.Panel>
      </Tabs>

      <div aria-live="polite">
        {error && (
          <Alert color="red" role="alert" data-testid="checkin-error">
            {error}
          </Alert>
        )}
        {last && (
          <Card
            withBorder
            padding="lg"
            data-testid="checkin-result"
            data-result={last.result}
            style={{
              borderWidth: 3,
              borderColor: `var(--mantine-color-${resultColor[last.result]}-6)`,
            }}
          >
            <Stack gap={6}>
              <Badge
                color={resultColor[last.result]}
                size="xl"
                variant="filled"
                tt="none"
                autoContrast
              >
                {last.result === 'already'
                  ? t('checkin.result_already', { time: time(last.checkedInAt!) })
                  : last.result === 'checked_in'
                    ? t('checkin.result_checked_in', { time: time(last.checkedInAt!) })
                    : t(`checkin.result_${last.result}`)}
              </Badge>
              <Text size="xl" fw={700} data-testid="checkin-name">
                {last.name}
              </Text>
              <Text>{last.courseName}</Text>
              <Text size="sm" c="gray.7">
                {last.registerCode} · {last.registerStatus}
              </Text>
            </Stack>
          </Card>
        )}
      </div>
    </Stack>
  );
}

/** The tick list: a training's paid attendees on one of its days. */
function Roster() {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const [trainingId, setTrainingId] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const utils = api.useUtils();
  const roster = api.admin.attendance.roster.useQuery(
    { public_training_id: Number(trainingId), ...(day ? { day } : {}) },
    { enabled: Boolean(trainingId) },
  );
  const mark = api.admin.attendance.mark.useMutation();

  async function toggle(registerId: number, seat: number, present: boolean, onDay: string) {
    try {
      await mark.mutateAsync({ register_id: registerId, seat, day: onDay, present });
      await utils.admin.attendance.roster.invalidate();
    } catch (e) {
      toastErrors(t, serverErrors(e).message);
    }
  }

  return (
    <Stack gap="sm">
      <TrainingSelect
        value={trainingId}
        onChange={(v) => {
          setTrainingId(v);
          setDay(null);
        }}
      />
      {roster.isFetching && !roster.data && <Loader size="sm" />}
      {roster.data && (
        <>
          <Select
            label={t('checkin.day')}
            data={roster.data.days.map((d) => ({
              value: d,
              label: formatDate(d, locale, 'D/M/YYYY'),
            }))}
            value={roster.data.day}
            onChange={(v) => setDay(v)}
            allowDeselect={false}
            data-testid="checkin-day"
          />
          <Text size="sm" data-testid="checkin-count">
            {t('checkin.present_count', { present: roster.data.present, total: roster.data.total })}
          </Text>
          {!roster.data.started && (
            <Text size="sm" c="orange.9" data-testid="checkin-day-not-started">
              {t('checkin.errors.day_not_started', {
                day: formatDate(roster.data.day, locale, 'D/M/YYYY'),
              })}
            </Text>
          )}
          {roster.data.attendees.length === 0 && (
            <Text c="gray.7">{t('checkin.no_attendees')}</Text>
          )}
          <Stack gap={4}>
            {roster.data.attendees.map((a) => (
              <Card key={`${a.registerId}-${a.seat}`} withBorder padding="xs">
                <Checkbox
                  size="md"
                  checked={a.checkedInAt !== null}
                  disabled={mark.isPending || (!roster.data.started && a.checkedInAt === null)}
                  onChange={(e) =>
                    void toggle(a.registerId, a.seat, e.currentTarget.checked, roster.data.day)
                  }
                  data-testid="checkin-roster-item"
                  label={
                    <span>
                      <Text span fw={600}>
                        {a.name}
                      </Text>{' '}
                      <Text span size="sm" c="gray.7">
                        {a.registerCode}
                        {a.checkedInAt
                          ? ` · ${t('checkin.at_time', { time: formatDate(a.checkedInAt, locale, 'HH:mm') })}`
                          : ''}
                      </Text>
                    </span>
                  }
                />
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
