import type { ReactNode } from 'react';
import MemberMessagesLayout from '@/features/layout/member-messages-layout';
import { TRPCReactProvider } from '@/trpc/react';

/**
 * The layout of the public routes where members register, pay and follow
 * their registrations (register, reset password, the member pages, the
 * registration flow): the member flows' messages and a tRPC client, which
 * the other public pages carry neither of (docs/performance.md).
 */
export default function MemberFlowLayout({ children }: { children: ReactNode }) {
  return (
    <MemberMessagesLayout>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </MemberMessagesLayout>
  );
}
