import { TRPCError } from '@trpc/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
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
 * Loads the item a detail page shows, or answers 404 for an id that is
 * malformed, unknown or unpublished (SPEC.md: the route's validate step).
 */
export async function loadOr404<T>(rawId: string, load: (id: number) => Promise<T>): Promise<T> {
  if (!/^\d{1,9}$/.test(rawId)) notFound();
  try {
    return await load(Number(rawId));
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}
