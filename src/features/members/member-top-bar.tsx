'use client';

import { Anchor, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from 'next-i18next/client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { signOutRealm } from '@/features/auth/realm-auth-client';
import { memberDialogs } from '@/features/members/dialog-store';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { api } from '@/trpc/react';

/**
 * The member part of the top bar. Pages are cached and the same for everyone,
 * so who is logged in is asked by the browser (a guest gets null, not a 401).
 */
export function MemberTopBar() {
  const { t, i18n } = useT();
  const router = useRouter();
  const pathname = usePathname();
  const phone = useMediaQuery('(max-width: 48em)');
  const utils = api.useUtils();
  const session = api.public.memberAuth.session.useQuery(undefined, { staleTime: 60_000, retry: false, refetchOnWindowFocus: true });
  const locale = isLocale(i18n.language) ? i18n.language : 'th';

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

  const name = `${member.firstname} ${member.lastname}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton c="white" aria-label={t('member.menu.label', { name })} data-testid="member-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar src={member.imageUrl} alt="" size={28} radius="xl" color="white">
              {member.firstname.slice(0, 1)}
            </Avatar>
            <Text size="sm" fw={600} c="white" truncate maw={{ base: 120, sm: 220 }}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* The previous visit; on a member's very first visit, now. */}
        <Menu.Label>{t('member.menu.latest_online', { date: formatDate(member.latestAccessedAt ?? new Date(), locale) })}</Menu.Label>
        <Menu.Item component={Link} href="/member/account">
          {t('member.menu.profile')}
        </Menu.Item>
        <Menu.Item onClick={() => memberDialogs.open('change_password')}>{t('member.menu.change_password')}</Menu.Item>
        <Menu.Item component={Link} href="/member/register_history">
          {t('member.menu.history')}
        </Menu.Item>
        <Menu.Item component={Link} href="/member/send-payment-slip">
          {t('member.menu.send_slip')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          {t('member.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
