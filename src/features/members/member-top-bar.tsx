'use client';

import { Anchor, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from 'next-i18next/client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { signOutRealm } from '@/features/auth/realm-auth-client';
import { memberDialogs } from '@/features/members/dialog-store';
import { api } from '@/trpc/react';

const MemberMenu = dynamic(() => import('@/features/members/member-menu').then((m) => m.MemberMenu), {
  loading: () => <Group h={28} aria-hidden="true" />,
});

/**
 * The member part of the top bar. Pages are cached and the same for everyone,
 * so who is logged in is asked by the browser (a guest gets null, not a 401).
 */
export function MemberTopBar() {
  const { t } = useT();
  const router = useRouter();
  const pathname = usePathname();
  const phone = useMediaQuery('(max-width: 48em)');
  const utils = api.useUtils();
  const session = api.public.memberAuth.session.useQuery(undefined, { staleTime: 60_000, retry: false, refetchOnWindowFocus: true });

  async function logout() {
    await signOutRealm('member');
    utils.public.memberAuth.session.setData(undefined, null);
    await utils.invalidate();
    if (phone || /^\/(th\/|en\/)?member(\/|$)/.test(pathname)) router.push('/');
    else router.refresh();
  }

  if (session.isPending) return <Group gap="md" h={24} aria-hidden="true" />;
  const member = session.data;
  if (!member) {
    return (
      <Group gap="md">
        <Anchor
          component={Link}
          href="/login"
          c="white"
          size="sm"
          onClick={(e) => {
            e.preventDefault();
            memberDialogs.open('login');
          }}
        >
          {t('nav.login')}
        </Anchor>
        <Anchor
          component={Link}
          href="/register"
          c="white"
          size="sm"
          onClick={(e) => {
            e.preventDefault();
            memberDialogs.open('register');
          }}
        >
          {t('nav.register')}
        </Anchor>
      </Group>
    );
  }

  return <MemberMenu member={member} onLogout={() => void logout()} />;
}
