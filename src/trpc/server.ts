import { TRPCError } from '@trpc/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { parseId } from '@/lib/ids';
import { createPublicContext, createRequestContext } from '@/server/api/context';
import { createCaller } from '@/server/api/root';

/**
 * The tRPC caller for server components of the back office and member area:
 * the same procedures, permission checks and locale as over HTTP, without
 * the round trip. Reading the request makes the page dynamic.
 */
export const serverApi = cache(async () => {
  const h = new Headers(await headers());
  return createCaller(createRequestContext(h));
});

/**
 * The caller for public pages: the page's language and no session, so the
 * page can be prerendered and served from the cache.
 */
export const publicApi = cache((locale: Locale) => createCaller(createPublicContext(locale)));

/**
 * Loads the item a detail page shows, or answers 404 for an id that is not
 * written the one way an id is (src/lib/ids.ts: `01`, `0`, `2147483648`),
 * unknown or unpublished (SPEC.md: the route's validate step). Any other
 * failure is the server's, a 500 that src/instrumentation.ts logs.
 */
export async function loadOr404<T>(rawId: string, load: (id: number) => Promise<T>): Promise<T> {
  const id = pageIdOr404(rawId);
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}

/** The id of a page's path (`/admin/.../{register_id}`), or a 404 when it is not written the one way an id is (src/lib/ids.ts). */
export function pageIdOr404(rawId: string): number {
  const id = parseId(rawId);
  if (id === null) notFound();
  return id;
}
