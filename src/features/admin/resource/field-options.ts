'use client';

import type { ComboboxData } from '@mantine/core';
import { useResourceApi } from '@/features/admin/resource/use-resource';
import { useT } from '@/i18n/client';
import type { LookupName } from '@/lib/admin/fields';
import { isResourceName } from '@/lib/admin/resources';
import { api } from '@/trpc/react';

// The options of select fields, shared by the forms and the lists' filters: kept apart from the
// form's inputs so a list page does not load the image, document and date-time inputs.

/** A resource's items as a select's options, grouped when the resource groups them (service categories by kind). */
export function useOptionData(resource: string | undefined, enabled = true): ComboboxData {
  const { t } = useT();
  const options = useResourceApi(
    resource && isResourceName(resource) ? resource : 'news',
  ).options.useQuery(undefined, {
    enabled: enabled && !!resource,
  });
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const o of options.data ?? []) {
    const key = o.group ? t(o.group) : '';
    groups.set(key, [...(groups.get(key) ?? []), { value: String(o.value), label: o.label }]);
  }
  return [...groups.entries()].flatMap(([group, items]): ComboboxData =>
    group ? [{ group, items }] : items,
  );
}

/** The rows of one of the site's lookups (the public lookups the member forms use), as a select's options. */
export function useLookupData(lookup: LookupName | undefined): ComboboxData {
  type Hook = {
    useQuery: (
      input: undefined,
      opts: { enabled: boolean; staleTime: number },
    ) => { data?: { id: number; name: string }[] };
  };
  // Each lookup's procedure answers rows of an id and a name; the one hook type reads any of them.
  const hook: Hook = api.public.lookups[lookup ?? 'namePrefixes'];
  const query = hook.useQuery(undefined, { enabled: !!lookup, staleTime: Infinity });
  return (query.data ?? []).map((row) => ({ value: String(row.id), label: row.name }));
}
