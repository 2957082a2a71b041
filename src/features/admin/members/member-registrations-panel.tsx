'use client';

import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { IntentLink } from '@/features/ui/intent-link';
import type { z } from 'zod';
import { NOT_AN_ID, useEditedId } from '@/features/admin/resource/form-page';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { members, type memberRegistrationAnswer } from '@/lib/admin/resources/members';
import { formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { RegisterStatus } from '@/lib/register-status';
import { api } from '@/trpc/react';

type MemberRegistration = z.output<typeof memberRegistrationAnswer>;

const statusColor = (id: number) =>
  id === RegisterStatus.PAID
    ? 'teal'
    : id === RegisterStatus.CANCELLED || id === RegisterStatus.EXPIRED
      ? 'gray'
      : 'yellow';

/**
 * Under a member's form: their registrations, read-only (code, course,
 * training date, amount, status), each opening the registration's own page
 * in the back office. The data is the member's edit read, already loaded by
 * the form (the same query, so no second call).
 */
export function MemberRegistrationsPanel() {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const id = useEditedId(members.primaryKey);
  const record = api.admin.members.get.useQuery(
    { id: id ?? NOT_AN_ID },
    { enabled: !!id, retry: false },
  );
  const rows =
    (record.data as { registrations?: MemberRegistration[] } | undefined)?.registrations ?? [];
  return (
    <Paper withBorder p="lg" data-testid="member-registrations">
      <Title order={2} size="h4" mb="sm">
        {t('admin_members.registrations.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('admin_members.registrations.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_members.registrations.code')}</Table.Th>
                <Table.Th>{t('admin_members.registrations.course')}</Table.Th>
                <Table.Th>{t('admin_members.registrations.date')}</Table.Th>
                <Table.Th ta="right">{t('admin_members.registrations.amount')}</Table.Th>
                <Table.Th>{t('admin_members.registrations.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.register_id} data-testid="member-registration">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor
                      component={IntentLink}
                      href={`/admin/services/public_training_register/${r.register_id}`}
                      aria-label={t('admin_members.registrations.open', { code: r.register_code })}
                    >
                      {r.register_code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.course_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(r.training_date, locale)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatBaht(Math.round(r.total_amount * 100), locale)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor(r.register_status_id)}>
                      {r.register_status_name}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
