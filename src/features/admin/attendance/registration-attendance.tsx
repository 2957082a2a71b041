'use client';

import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { api } from '@/trpc/react';

/** On a registration's page in the back office: each attendee's check-in per training day. */
export function RegistrationAttendance({ registerId }: { registerId: number }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const q = api.admin.attendance.ofRegistration.useQuery({ id: registerId });
  if (!q.data || !q.data.paid) return null;
  const d = q.data;
  return (
    <Paper withBorder p="md" data-testid="registration-attendance">
      <Title order={2} size="h5" mb="sm">
        {t('checkin.attendance_title')}
      </Title>
      <Stack gap="xs">
        {d.attendees.map((a) => (
          <Group key={a.seat} gap="xs" wrap="wrap">
            <Text fw={600} miw={160}>
              {a.name}
            </Text>
            {d.days.map((day) => {
              const hit = a.attended.find((x) => x.day === day);
              return (
                <Badge
                  key={day}
                  color={hit ? 'teal' : 'gray'}
                  variant={hit ? 'filled' : 'light'}
                  tt="none"
                  data-testid="attendance-day"
                  data-present={hit ? '1' : '0'}
                >
                  {formatDate(day, locale, 'D/M')}
                  {hit
                    ? ` ${formatDate(hit.checkedInAt, locale, 'HH:mm')}`
                    : ` ${t('checkin.absent')}`}
                </Badge>
              );
            })}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
