'use client';

import { api } from '@/trpc/react';

/**
 * The grant rule as the back office's screens show it (the server enforces
 * it, src/server/services/grant-rules.ts): nobody grants or edits what they
 * do not hold, so what the signed-in admin may not touch is greyed out.
 */
export function useGrantRule() {
  const me = api.admin.user.useQuery();
  const held = me.data?.permissions;
  return {
    me: me.data,
    /** True once the admin is known and holds every one of these permissions. */
    holdsAll: (permissions: readonly string[]) =>
      !!held && permissions.every((p) => held.includes(p)),
  };
}
