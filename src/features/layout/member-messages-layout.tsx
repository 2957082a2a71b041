import type { ReactNode } from 'react';
import { MoreMessages } from '@/i18n/client';
import { memberFlowMessages } from '@/i18n/messages';
import { getPageT } from '@/i18n/server';

/**
 * The member flows' messages on top of those of every public page
 * (browseMessages): the login page's layout, and within MemberFlowLayout.
 * Kept apart from it so that the login page, which signs in through
 * next-auth, does not bundle the tRPC client.
 */
export default async function MemberMessagesLayout({ children }: { children: ReactNode }) {
  const { locale } = await getPageT();
  return <MoreMessages messages={memberFlowMessages[locale]}>{children}</MoreMessages>;
}
