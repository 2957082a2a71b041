'use client';

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink, loggerLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { type ReactNode, useState } from 'react';
import superjson from 'superjson';
import { TRPC_MAX_BATCH_SIZE } from '@/lib/trpc-batch';
import type { AppRouter } from '@/server/api/root';
import { createQueryClient } from '@/trpc/query-client';

let browserQueryClient: QueryClient | undefined;
function getQueryClient() {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserQueryClient ??= createQueryClient());
}

export const api = createTRPCReact<AppRouter>();
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    api.createClient({
      links: [
        // NODE_ENV is inlined by the bundler; reading src/env.ts here would ship its validator to the browser.
        loggerLink({
          enabled: (op) =>
            // eslint-disable-next-line no-restricted-properties
            process.env.NODE_ENV === 'development' &&
            op.direction === 'down' &&
            op.result instanceof Error,
        }),
        httpBatchLink({
          transformer: superjson,
          url: '/api/trpc',
          maxItems: TRPC_MAX_BATCH_SIZE,
          // Server messages in the page's language (the <html lang> the server rendered).
          headers: () =>
            typeof document === 'undefined'
              ? {}
              : { 'x-i18next-current-language': document.documentElement.lang },
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <api.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </api.Provider>
    </QueryClientProvider>
  );
}
