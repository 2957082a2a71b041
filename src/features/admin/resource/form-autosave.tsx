'use client';

import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';

/** Edits older than this are not offered back. */
const KEPT_MS = 7 * 24 * 3600_000;
/** How long typing pauses before the edits are written down. */
const DEBOUNCE_MS = 700;

interface KeptEdits<V> {
  values: V;
  /** When they were kept, ms since the epoch. */
  at: number;
}

function readKept<V>(key: string): KeptEdits<V> | null {
  try {
    const raw = window.localStorage.getItem(key);
    const kept = raw ? (JSON.parse(raw) as Partial<KeptEdits<V>>) : null;
    if (!kept || typeof kept.at !== 'number' || !kept.values || typeof kept.values !== 'object')
      return null;
    return Date.now() - kept.at > KEPT_MS ? null : (kept as KeptEdits<V>);
  } catch {
    return null;
  }
}

/** Forgets a form's kept edits (after a save, or when staff discard them). */
export function forgetKeptEdits(key: string | null) {
  if (!key) return;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

/** The key of one form's kept edits: resource, item (or new) and staff member; null until the staff member is known. */
export const autosaveKey = (resource: string, id: number | null, userId: number | undefined) =>
  userId ? `admin-autosave:${resource}:${id ?? 'new'}:${userId}` : null;

/**
 * Autosave of a form's unsaved edits in this browser (docs/policies/bulk-autosave-preview.md):
 * while the form differs from what is saved, its values are written to localStorage under
 * `storageKey` a moment after typing stops. Mounted (on the client, once the staff member is
 * known) when the form opens: edits kept from before (a reload, a crash, a session that
 * expired) that differ from the item as saved are offered, "You have unsaved changes from
 * {time}": restore puts them back in the form, discard forgets them. While the offer waits,
 * nothing is written, so the kept edits are not overwritten.
 */
export function FormAutosave<V>({
  storageKey,
  values,
  unsaved,
  initial,
  onRestore,
}: {
  storageKey: string;
  values: V;
  unsaved: boolean;
  /** The values as saved: kept edits equal to them are not offered. */
  initial: V;
  onRestore: (values: V) => void;
}) {
  const { t, i18n } = useT();
  const [offer, setOffer] = useState<KeptEdits<V> | null>(() => {
    const kept = readKept<V>(storageKey);
    return kept && JSON.stringify(kept.values) !== JSON.stringify(initial) ? kept : null;
  });

  useEffect(() => {
    if (offer || !unsaved) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify({ values, at: Date.now() }));
      } catch {
        // Storage full or refused: the form still works, only without the safety net.
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [storageKey, offer, unsaved, values]);

  if (!offer) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('admin_bulk.autosave.found', {
        time: formatDate(offer.at, i18n.language as Locale),
      })}
      data-testid="autosave-offer"
    >
      <Group gap="xs">
        <Button
          size="xs"
          onClick={() => {
            onRestore(offer.values);
            setOffer(null);
          }}
          data-testid="autosave-restore"
        >
          {t('admin_bulk.autosave.restore')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            forgetKeptEdits(storageKey);
            setOffer(null);
          }}
          data-testid="autosave-discard"
        >
          {t('admin_bulk.autosave.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
