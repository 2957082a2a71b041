'use client';

import { Badge, Button, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { api } from '@/trpc/react';

/**
 * On the registrations list filtered by a training: who holds how many
 * unpaid seats on it (awaiting payment or slip verification, ended holds not
 * counted), the most first, until when, and who is over the per-member limit
 * (staff may register more for a member), with the training's seats; how
 * long each has held unpaid seats, whether they have ever paid, and a
 * one-click release of their unpaid seats (throwaway accounts, issue 34).
 */
export function SeatHoldsPanel({ trainingId }: { trainingId: number }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const holds = api.admin.registrations.seatHolds.useQuery({ public_training_id: trainingId });
  const utils = api.useUtils();
  const release = api.admin.registrations.releaseHolds.useMutation();
  const age = (hours: number) =>
    hours < 24
      ? t('admin_registrations.seat_holds.age_hours', { hours })
      : t('admin_registrations.seat_holds.age_days', {
          days: Math.floor(hours / 24),
          hours: hours % 24,
        });
  async function releaseOf(memberId: number) {
    try {
      const r = await release.mutateAsync({ public_training_id: trainingId, member_id: memberId });
      toastSuccess(t, t('admin_registrations.seat_holds.released', r));
      await Promise.all([utils.admin.registrations.invalidate()]);
    } catch (error) {
      toastCallFailure(t, error);
    }
  }
  if (!holds.data) return holds.isPending ? <Loader size="sm" /> : null;
  const d = holds.data;
  return (
    <Paper withBorder p="md" mb="md" data-testid="seat-holds">
      <Title order={2} size="h5" mb={4}>
        {t('admin_registrations.seat_holds.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm" data-testid="seat-holds-summary">
        {t('admin_registrations.seat_holds.summary', {
          limit: d.seatLimit,
          paid: d.seatsPaid,
          verifying: d.seatsAwaitingVerification,
          unpaid: d.seatsUnpaid,
          left: d.seatsLeft,
          max: d.maxUnpaidSeatsPerMember,
        })}
      </Text>
      {d.holders.length === 0 ? (
        <Text size="sm">{t('admin_registrations.seat_holds.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_registrations.seat_holds.member')}</Table.Th>
                <Table.Th ta="right">{t('admin_registrations.seat_holds.unpaid_seats')}</Table.Th>
                <Table.Th ta="right">
                  {t('admin_registrations.seat_holds.awaiting_verification')}
                </Table.Th>
                <Table.Th ta="right">{t('admin_registrations.seat_holds.registrations')}</Table.Th>
                <Table.Th>{t('admin_registrations.seat_holds.held_since')}</Table.Th>
                <Table.Th>{t('admin_registrations.seat_holds.held_until')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.holders.map((h) => (
                <Table.Tr key={h.memberId} data-testid="seat-holder" data-member-id={h.memberId}>
                  <Table.Td>
                    {h.memberName}
                    <br />
                    <Text span size="xs" c="gray.7">
                      {h.memberEmail}
                    </Text>
                    {h.neverPaid && (
                      <>
                        <br />
                        <Badge
                          color="gray.8"
                          variant="filled"
                          tt="none"
                          data-testid="seat-holder-never-paid"
                        >
                          {t('admin_registrations.seat_holds.never_paid')}
                        </Badge>
                      </>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text fw={700} data-testid="seat-holder-seats">
                      {h.unpaidSeats}
                    </Text>
                    {h.overLimit && (
                      <Badge
                        color="orange.9"
                        variant="filled"
                        tt="none"
                        h="auto"
                        py={2}
                        styles={{ label: { whiteSpace: 'normal' } }}
                        data-testid="seat-holder-over-limit"
                      >
                        {t('admin_registrations.seat_holds.over_limit', {
                          max: d.maxUnpaidSeatsPerMember,
                        })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{h.awaitingVerificationSeats}</Table.Td>
                  <Table.Td ta="right">{h.registrations}</Table.Td>
                  <Table.Td data-testid="seat-holder-age">
                    {h.heldHours === null ? '-' : age(h.heldHours)}
                  </Table.Td>
                  <Table.Td>
                    {h.heldUntil
                      ? formatDate(h.heldUntil, locale)
                      : t('admin_registrations.seat_holds.held_for_verification')}
                  </Table.Td>
                  <Table.Td>
                    {h.releasable && (
                      <Button
                        size="xs"
                        color="red.9"
                        variant="filled"
                        loading={release.isPending && release.variables?.member_id === h.memberId}
                        aria-label={t('admin_registrations.seat_holds.release_label', {
                          name: h.memberName,
                        })}
                        onClick={() => releaseOf(h.memberId)}
                        data-testid="seat-holder-release"
                      >
                        {t('admin_registrations.seat_holds.release')}
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
  );
}
