import type { ReactNode } from 'react';
import { MoreMessages } from '@/i18n/client';
import { memberFlowMessages } from '@/i18n/messages';
import { getPageT } from '@/i18n/server';
import { TRPCReactProvider } from '@/trpc/react';

/** The member flows' messages on top of those of every public page. */
export async function MemberMessagesLayout({ children }: { children: ReactNode }) {
  const { locale } = await getPageT();
  return <MoreMessages messages={memberFlowMessages[locale]}>{children}</MoreMessages>;
}

/**
 * The layout of the public routes where members register, pay and follow
 * their registrations (register, reset password, the member pages, the
 * registration flow): the member flows' messages and a tRPC client, which
 * the other public pages carry neither of (README: "Performance"). The login
 * page signs in through next-auth and needs only the messages.
 */
export default async function MemberFlowLayout({ children }: { children: ReactNode }) {
  return (
    <MemberMessagesLayout>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </MemberMessagesLayout>
  );
}
