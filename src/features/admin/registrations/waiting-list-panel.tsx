'use client';

import { ActionIcon, Badge, Button, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { api } from '@/trpc/react';

const statusColor: Record<string, string> = {
  waiting: 'blue',
  offered: 'teal',
  claimed: 'green',
  left: 'gray',
  lapsed: 'orange',
  removed: 'gray',
};

/**
 * On the registrations list filtered by a training: its waiting list, those
 * in line first in their order, then those out of it. Staff move an entry up
 * or down, offer free seats to it by hand, or take it out
 * (docs/policies/waiting-list.md). Shown only when someone has joined.
 */
export function WaitingListPanel({ trainingId }: { trainingId: number }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const utils = api.useUtils();
  const list = api.admin.waitingList.list.useQuery({ public_training_id: trainingId });
  const done = (message: string) => async () => {
    toastSuccess(t, message);
    await utils.admin.waitingList.invalidate();
    await utils.admin.registrations.seatHolds.invalidate();
  };
  const onError = (e: { message: string }) => toastErrors(t, e.message);
  const move = api.admin.waitingList.move.useMutation({
    onSuccess: done(t('admin_waiting_list.moved_toast')),
    onError,
  });
  const offer = api.admin.waitingList.offer.useMutation({
    onSuccess: done(t('admin_waiting_list.offered_toast')),
    onError,
  });
  const remove = api.admin.waitingList.remove.useMutation({
    onSuccess: done(t('admin_waiting_list.removed_toast')),
    onError,
  });
  if (!list.data) return list.isPending ? <Loader size="sm" /> : null;
  const d = list.data;
  if (d.entries.length === 0) return null;
  const line = d.entries.filter((e) => e.status === 'waiting' || e.status === 'offered');
  const busy = move.isPending || offer.isPending || remove.isPending;
  const ids = { public_training_id: trainingId };
  return (
    <Paper withBorder p="md" mb="md" data-testid="waiting-list-panel">
      <Title order={2} size="h5" mb={4}>
        {t('admin_waiting_list.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('admin_waiting_list.intro', { hours: d.offerHours })}
      </Text>
      <Text size="sm" fw={600} mb="sm" data-testid="waiting-list-free">
        {t('admin_waiting_list.seats_free', { free: d.seatsFree, limit: d.seatLimit })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin_waiting_list.place')}</Table.Th>
              <Table.Th>{t('admin_waiting_list.member')}</Table.Th>
              <Table.Th ta="right">{t('admin_waiting_list.quantity')}</Table.Th>
              <Table.Th>{t('admin_waiting_list.status')}</Table.Th>
              <Table.Th>{t('admin_waiting_list.joined_at')}</Table.Th>
              <Table.Th>{t('admin_waiting_list.offer_until')}</Table.Th>
              <Table.Th>{t('admin_waiting_list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.entries.map((e) => {
              const index = line.findIndex((x) => x.waitingListId === e.waitingListId);
              const entry = { ...ids, waiting_list_id: e.waitingListId };
              return (
                <Table.Tr key={e.waitingListId} data-testid="waiting-entry">
                  <Table.Td>{index >= 0 ? index + 1 : '-'}</Table.Td>
                  <Table.Td>
                    {e.memberName}
                    <br />
                    <Text span size="xs" c="gray.7">
                      {e.memberEmail} · {e.memberTelephone}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{e.quantity}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[e.status]} variant="light" tt="none">
                      {t(`admin_waiting_list.status_${e.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(e.createdAt, locale)}</Table.Td>
                  <Table.Td>
                    {e.status === 'offered' && e.offerExpiresAt
                      ? formatDate(e.offerExpiresAt, locale)
                      : '-'}
                  </Table.Td>
                  <Table.Td>
                    {index >= 0 && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('admin_waiting_list.move_up')}
                          title={t('admin_waiting_list.move_up')}
                          disabled={busy || index === 0}
                          onClick={() => move.mutate({ ...entry, place: index })}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('admin_waiting_list.move_down')}
                          title={t('admin_waiting_list.move_down')}
                          disabled={busy || index === line.length - 1}
                          onClick={() => move.mutate({ ...entry, place: index + 2 })}
                        >
                          ↓
                        </ActionIcon>
                        {e.status === 'waiting' && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            disabled={busy}
                            onClick={() => offer.mutate(entry)}
                            data-testid="waiting-offer"
                          >
                            {t('admin_waiting_list.offer')}
                          </Button>
                        )}
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          onClick={() => remove.mutate(entry)}
                        >
                          {t('admin_waiting_list.remove')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
