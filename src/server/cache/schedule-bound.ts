import { unstable_cache } from 'next/cache';
import { db } from '@/server/db';
import { log } from '@/server/log';
import { scheduleService } from '@/server/services/schedule-service';

/** The public pages' own lifetime in the page cache (the site layouts' `revalidate`). */
export const PUBLIC_PAGE_SECONDS = 300;

/** Seconds a page rendered now may be served before the next scheduled change, within the usual lifetime. */
export function secondsUntil(next: Date | null, now = new Date()): number {
  if (!next) return PUBLIC_PAGE_SECONDS;
  const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
  return Math.min(PUBLIC_PAGE_SECONDS, Math.max(1, seconds));
}

const lowerBy = new Map<number, () => Promise<boolean>>();

/**
 * Bounds the cache lifetime of the public page being rendered by the next
 * scheduled change (a news item's publication date, a banner's window), so a
 * scheduled item appears, and a banner leaves, on time with no staff action:
 * the page is regenerated at the first request after that moment. Next lowers
 * a page's revalidation time to the shortest `revalidate` of an
 * unstable_cache it calls while rendering; the cached value itself (one tiny
 * entry under one key) is not used. Outside a Next.js
 * render (tests) there is nothing to bound.
 */
export async function boundBySchedule(): Promise<void> {
  try {
    const seconds = secondsUntil(await scheduleService(db).nextChange());
    if (seconds >= PUBLIC_PAGE_SECONDS) return;
    let lower = lowerBy.get(seconds);
    if (!lower) {
      lower = unstable_cache(async () => true, ['schedule-bound'], {
        revalidate: seconds,
      });
      lowerBy.set(seconds, lower);
    }
    await lower();
  } catch (error) {
    log.debug('page lifetime not bound by the schedule', { error: (error as Error).message });
  }
}
