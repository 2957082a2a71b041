'use client';

import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { restFailure, serverErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { useT } from '@/i18n/client';
import { formatDate } from '@/lib/dates';
import { isLocale } from '@/i18n/locales';
import { joinWaitingListSchema } from '@/lib/schemas/waiting-list';

interface Entry {
  status: 'waiting' | 'offered';
  quantity: number;
  place: number | null;
  offer_expires_at: string | null;
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
  const [busy, setBusy] = useState(false);

  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { cache: 'no-store', signal: controller.signal })
      .then(async (res) => {
        if (res.status === 401) return setState('guest');
        setEntry(res.ok ? ((await res.json()) as Entry | null) : null);
        setState('ready');
      })
      .catch(() => {});
    return () => controller.abort();
  }, [url, version]);

  async function leave() {
    setBusy(true);
    try {
      await call(url, 'DELETE');
      toastSuccess(t, t('waiting_list.left_toast'));
      changed();
    } catch (error) {
      toastErrors(t, serverErrors(error).message);
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
            // A new answer (joined, seats changed) starts the form afresh from it.
            <JoinForm
              key={`${entry?.quantity ?? 0}`}
              url={url}
              trainingId={trainingId}
              quantity={entry?.quantity ?? 1}
              maxSeats={maxSeats}
              joined={entry !== null}
              onJoined={changed}
            />
          )}
          {entry && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void leave()}
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

/** A call to the member's waiting-list door; a refusal is thrown as the REST error body it answered. */
async function call(url: string, method: 'POST' | 'DELETE', body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok)
    throw restFailure(res.status, await res.json().catch(() => null), 'an_error_occurred');
  return res.json() as Promise<unknown>;
}

/** Joining, or changing the seats wanted while waiting: checked with the door's own schema. */
function JoinForm(props: {
  url: string;
  trainingId: number;
  quantity: number;
  maxSeats: number;
  joined: boolean;
  onJoined: () => void;
}) {
  const { t } = useT();
  const form = useSchemaForm({
    initialValues: { quantity: props.quantity as number | string },
    schema: joinWaitingListSchema,
    toInput: (v) => ({ public_training_id: props.trainingId, quantity: v.quantity }),
    send: ({ quantity }) => call(props.url, 'POST', { quantity }),
    onSuccess: () => {
      toastSuccess(t, t('waiting_list.joined_toast'));
      props.onJoined();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberInput
          label={t('waiting_list.quantity')}
          {...form.getInputProps('quantity')}
          min={1}
          max={props.maxSeats}
          allowDecimal={false}
          allowNegative={false}
          style={{ flex: 1 }}
          data-testid="waiting-quantity"
        />
        <Button type="submit" loading={form.busy} data-testid="waiting-join">
          {t(props.joined ? 'waiting_list.update' : 'waiting_list.join')}
        </Button>
      </Group>
    </form>
  );
}
