'use client';

import '@/features/ui/mantine-public-styles';
import { useRouter } from 'next/navigation';
import { use } from 'react';
import { signOutRealm } from '@/features/auth/realm-auth-client';
import { MemberDialogs } from '@/features/members/member-dialogs';
import { MemberMenu } from '@/features/members/member-menu';
import { memberSession, type SessionMember } from '@/features/members/member-session';
import { AppProviders } from '@/features/ui/app-providers';
import { loadMessages, oncePerLanguage } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { TRPCReactProvider } from '@/trpc/react';

const dictionaryOf = oncePerLanguage(loadMessages);

/**
 * The member menu and the member dialogs, in their own AppProviders: the top
 * bar loads this only when a member is logged in or a dialog is opened.
 */
export function MemberArea({
  language,
  member,
}: {
  language: Locale;
  member: SessionMember | null;
}) {
  const messages = use(dictionaryOf(language));
  const router = useRouter();

  async function logout() {
    await signOutRealm('member');
    memberSession.clear();
    if (
      window.matchMedia('(max-width: 48em)').matches ||
      /^\/(th\/|en\/)?member(\/|$)/.test(window.location.pathname)
    )
      router.push('/');
    else router.refresh();
  }

  return (
    <AppProviders language={language} messages={messages}>
      <TRPCReactProvider>
        {member && <MemberMenu member={member} onLogout={() => void logout()} />}
        <MemberDialogs />
      </TRPCReactProvider>
    </AppProviders>
  );
}
