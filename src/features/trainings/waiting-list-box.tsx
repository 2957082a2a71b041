'use client';

import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { formatDate } from '@/lib/dates';
import { isLocale } from '@/i18n/locales';

interface Entry {
  status: 'waiting' | 'offered';
  quantity: number;
  place: number | null;
  offer_expires_at: string | null;
}

/** The message of a REST refusal: `message`, else the first of `errors`, else the field's name. */
async function messageOf(res: Response): Promise<string | undefined> {
  const body = (await res.json().catch(() => null)) as {
    message?: string;
    errors?: Record<string, string[]>;
    error?: string;
  } | null;
  return body?.message ?? Object.values(body?.errors ?? {})[0]?.[0] ?? undefined;
}

/**
 * The waiting list of a full training on its (cached) page: fetched per
 * visitor through the REST doors. A guest is asked to log in; a member joins
 * with the number of seats they want, sees their place or the offer, and may
 * leave (docs/policies/waiting-list.md).
 */
export function WaitingListBox({ trainingId, maxSeats }: { trainingId: number; maxSeats: number }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const url = `/api/v1/services/public_trainings/${trainingId}/waiting_list`;
  const [state, setState] = useState<'loading' | 'guest' | 'ready'>('loading');
  const [entry, setEntry] = useState<Entry | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [busy, setBusy] = useState(false);

  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { cache: 'no-store', signal: controller.signal })
      .then(async (res) => {
        if (res.status === 401) return setState('guest');
        const body = res.ok ? ((await res.json()) as Entry | null) : null;
        setEntry(body);
        if (body) setQuantity(body.quantity);
        setState('ready');
      })
      .catch(() => {});
    return () => controller.abort();
  }, [url, version]);

  async function send(method: 'POST' | 'DELETE') {
    setBusy(true);
    try {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ quantity }) : undefined,
      });
      if (!res.ok) return toastErrors(t, await messageOf(res));
      toastSuccess(
        t,
        t(method === 'POST' ? 'waiting_list.joined_toast' : 'waiting_list.left_toast'),
      );
      setVersion((v) => v + 1);
    } finally {
      setBusy(false);
    }
  }

  if (state === 'loading') return null;
  return (
    <Stack gap="xs" data-testid="waiting-list">
      <Text size="sm">{t('waiting_list.full_intro')}</Text>
      {state === 'guest' ? (
        <Button
          component={Link}
          href={`/login?callbackUrl=${encodeURIComponent(`/public-training/${trainingId}`)}`}
          variant="light"
          fullWidth
          prefetch={false}
        >
          {t('waiting_list.login_to_join')}
        </Button>
      ) : (
        <>
          {entry?.status === 'offered' && entry.offer_expires_at ? (
            <Alert
              color="teal"
              title={t('waiting_list.offer_banner_title')}
              data-testid="waiting-offered"
            >
              {t('waiting_list.offered', { time: formatDate(entry.offer_expires_at, locale) })}
            </Alert>
          ) : entry ? (
            <Alert color="blue" title={t('waiting_list.joined')} data-testid="waiting-joined">
              {t('waiting_list.place', { place: entry.place ?? '-', quantity: entry.quantity })}
            </Alert>
          ) : null}
          {entry?.status !== 'offered' && (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                label={t('waiting_list.quantity')}
                value={quantity}
                onChange={setQuantity}
                min={1}
                max={maxSeats}
                allowDecimal={false}
                allowNegative={false}
                style={{ flex: 1 }}
                data-testid="waiting-quantity"
              />
              <Button onClick={() => void send('POST')} loading={busy} data-testid="waiting-join">
                {t(entry ? 'waiting_list.update' : 'waiting_list.join')}
              </Button>
            </Group>
          )}
          {entry && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void send('DELETE')}
              loading={busy}
              data-testid="waiting-leave"
            >
              {t('waiting_list.leave')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
