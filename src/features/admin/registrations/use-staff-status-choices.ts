'use client';

import { staffSettableStatusIds } from '@/lib/schemas/admin-registrations';
import { api } from '@/trpc/react';

/** The statuses staff may set by hand (never "paid": approval and the gateway pay), named in the page's language. */
export function useStaffStatusChoices(): { value: string; label: string }[] {
  const statuses = api.public.lookups.registerStatuses.useQuery(undefined, { staleTime: Infinity });
  return (statuses.data ?? [])
    .filter((s) => (staffSettableStatusIds as readonly number[]).includes(s.id))
    .map((s) => ({ value: String(s.id), label: s.name }));
}
