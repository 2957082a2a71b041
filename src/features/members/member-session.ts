import { useSyncExternalStore } from 'react';

/** What the top bar shows of the logged-in member (GET /api/v1/member/session, in the REST API's names; dates are ISO strings). */
export interface SessionMember {
  member_id: number;
  firstname: string;
  lastname: string;
  image_url: string | null;
  latest_accessed_at: string | null;
}

/** undefined while unknown, null for a guest. */
let current: SessionMember | null | undefined;
let fetchedAt = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Who is logged in, asked by the browser because public pages are cached and
 * the same for everyone. Plain fetch and a tiny store, so the header carries
 * neither tRPC nor react-query; forms that change the session call refresh().
 */
export const memberSession = {
  async refresh(): Promise<void> {
    fetchedAt = Date.now();
    try {
      const res = await fetch('/api/v1/member/session', {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      current = res.ok ? ((await res.json()) as SessionMember | null) : null;
    } catch {
      current ??= null;
    }
    emit();
  },
  /** Asks again when the answer is older than a minute (on window focus). */
  refreshIfStale(): void {
    if (Date.now() - fetchedAt > 60_000) void memberSession.refresh();
  },
  /** The last answer: the member, null for a guest, undefined before the first. */
  current(): SessionMember | null | undefined {
    return current;
  },
  clear(): void {
    current = null;
    emit();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMemberSession(): SessionMember | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
