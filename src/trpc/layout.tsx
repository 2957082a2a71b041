import type { ReactNode } from 'react';
import { TRPCReactProvider } from '@/trpc/react';

/**
 * The layout of the public routes whose forms talk to tRPC (login, register,
 * reset password, the member pages, the registration flow). The other public
 * pages carry no tRPC client (README: "Performance").
 */
export default function TrpcLayout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
