'use client';

import { Badge, Button, Text } from '@mantine/core';
import { useT } from 'next-i18next/client';
import Link from 'next/link';
import type { RegistrationState } from '@/server/services/public-training-service';
import { api } from '@/trpc/react';

interface Props {
  trainingId: number;
  seatLimit: number;
  /** Seats left when the page was rendered; refreshed at once, since the page itself is cached. */
  seatsLeft: number;
  state: RegistrationState;
}

/**
 * Seats left and the register button of a training's detail page. The page
 * is served from the cache, so the registered quantity
 * (GET /services/registered_quantity/{id}) is fetched live on arrival.
 */
export function RegistrationBox({ trainingId, seatLimit, seatsLeft: initialLeft, state: initialState }: Props) {
  const { t } = useT();
  const { data: registered } = api.public.publicTrainings.registeredQuantity.useQuery(
    { id: trainingId },
    { initialData: seatLimit - initialLeft, staleTime: 0 },
  );
  const seatsLeft = Math.max(0, seatLimit - registered);
  const state: RegistrationState = initialState === 'open' || initialState === 'full' ? (seatsLeft > 0 ? 'open' : 'full') : initialState;

  return (
    <>
      <div>
        <Text size="sm" c="dimmed">{t('training.seats_left')}</Text>
        <Text fw={600} data-testid="seats-left">{t('training.seats_left_value', { left: seatsLeft, limit: seatLimit })}</Text>
      </div>
      {state === 'open' ? (
        <Button component={Link} href={`/public-training/${trainingId}/register`} size="md" fullWidth data-testid="register-button" prefetch={false}>
          {t('training.register')}
        </Button>
      ) : (
        <Badge color={state === 'closed' ? 'gray' : 'yellow'} size="lg" variant="light" data-testid="registration-state">
          {t(state === 'closed' ? 'training.registration_closed' : state === 'not_open' ? 'training.registration_not_open' : 'training.full')}
        </Badge>
      )}
    </>
  );
}
