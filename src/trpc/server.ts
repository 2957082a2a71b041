import { headers } from 'next/headers';
import { cache } from 'react';
import { createRequestContext } from '@/server/api/context';
import { createCaller } from '@/server/api/root';

/**
 * The tRPC caller for server components: the same procedures, permission
 * checks and locale as over HTTP, without the round trip.
 */
export const serverApi = cache(async () => {
  const h = new Headers(await headers());
  return createCaller(createRequestContext(h));
});
