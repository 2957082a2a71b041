'use client';

import { Anchor, Badge, Button, Text } from '@mantine/core';
import { useT } from '@/i18n/client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { RegistrationState } from '@/server/services/public-training-service';

/** Only a full training shows its waiting list, fetched per visitor: its form loads with it, not with every training page. */
const WaitingListBox = dynamic(
  () => import('@/features/trainings/waiting-list-box').then((m) => m.WaitingListBox),
  { ssr: false },
);

interface Props {
  trainingId: number;
  seatLimit: number;
  /** Seats left when the page was rendered; refreshed at once, since the page itself is cached. */
  seatsLeft: number;
  state: RegistrationState;
  /** Seats one may ask for on the waiting list (REGISTRATION_MAX_ATTENDEES). */
  maxSeats: number;
}

/**
 * Seats left and the register button of a training's detail page. The page
 * is served from the cache, so the registered quantity
 * (GET /services/registered_quantity/{id}) is fetched live on arrival.
 */
export function RegistrationBox({
  trainingId,
  seatLimit,
  seatsLeft: initialLeft,
  state: initialState,
  maxSeats,
}: Props) {
  const { t } = useT();
  const [registered, setRegistered] = useState(seatLimit - initialLeft);
  useEffect(() => {
    // Plain fetch of the REST endpoint: the public pages carry no tRPC client.
    const controller = new AbortController();
    fetch(`/api/v1/services/registered_quantity/${trainingId}`, {
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ registered_quantity: number }>) : null))
      .then((answer) => {
        if (typeof answer?.registered_quantity === 'number')
          setRegistered(answer.registered_quantity);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [trainingId]);
  const seatsLeft = Math.max(0, seatLimit - registered);
  const state: RegistrationState =
    initialState === 'open' || initialState === 'full'
      ? seatsLeft > 0
        ? 'open'
        : 'full'
      : initialState;

  return (
    <>
      <div>
        <Text size="sm" c="dimmed">
          {t('training.seats_left')}
        </Text>
        <Text
          fw={600}
          data-testid="seats-left"
          data-training-id={trainingId}
          data-seat-limit={seatLimit}
          data-state={initialState}
          data-seats-template={t('training.seats_left_value', { left: '{left}', limit: '{limit}' })}
        >
          {t('training.seats_left_value', { left: seatsLeft, limit: seatLimit })}
        </Text>
      </div>
      {state === 'open' ? (
        <Button
          component={Link}
          href={`/public-training/${trainingId}/register`}
          size="md"
          fullWidth
          data-testid="register-button"
          prefetch={false}
        >
          {t('training.register')}
        </Button>
      ) : (
        <>
          {/* Dark amber text on the pale yellow: Mantine's light yellow text reads 2.7:1, this 7:1 (WCAG AA wants 4.5:1). */}
          <Badge
            color={state === 'closed' ? 'gray' : 'yellow'}
            c={state === 'closed' ? undefined : '#7a4100'}
            size="lg"
            variant="light"
            data-testid="registration-state"
          >
            {t(
              state === 'closed'
                ? 'training.registration_closed'
                : state === 'not_open'
                  ? 'training.registration_not_open'
                  : 'training.full',
            )}
          </Badge>
          {state === 'full' && <WaitingListBox trainingId={trainingId} maxSeats={maxSeats} />}
        </>
      )}
      <Anchor
        href={`/api/v1/services/public_trainings/${trainingId}/calendar.ics`}
        size="sm"
        data-testid="calendar-link"
      >
        {t('calendar.add')}
      </Anchor>
    </>
  );
}
