'use client';

import { AppShell, Avatar, Badge, Burger, Group, Menu, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useT } from 'next-i18next/client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { visibleAdminMenu } from '@/features/admin/admin-menu';
import { signOutRealm } from '@/features/auth/realm-auth-client';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import type { AdminProfile } from '@/server/services/admin-user-service';

export function AdminShell({ user, children }: { user: AdminProfile; children: ReactNode }) {
  const { t } = useT();
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = usePathname();
  const router = useRouter();
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  async function logout() {
    await signOutRealm('admin');
    router.replace('/admin/login');
    router.refresh();
  }

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.open_menu')} />
            <Text fw={700} c="institute.9" truncate>{t('admin.title')}</Text>
          </Group>
          <Group wrap="nowrap">
            <LanguageSwitcher color="var(--mantine-color-institute-9)" />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={fullName} data-testid="admin-account-menu">
                  <Avatar src={user.imageUrl} alt="" radius="xl" color="institute">{user.firstname.slice(0, 1)}</Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                <Menu.Item component="a" href="/" target="_blank" rel="noopener">{t('admin.open_site')} ↗</Menu.Item>
                <Menu.Item color="red" onClick={logout}>{t('auth.logout')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label={t('nav.main')}>
        <Stack gap={4} mb="md">
          <Text fw={600} data-testid="admin-user-name">{fullName}</Text>
          <Group gap={4}>
            {user.roles.map((r) => (
              <Badge key={r.id} size="sm" variant="light">{r.name}</Badge>
            ))}
          </Group>
        </Stack>
        <ScrollArea style={{ flex: 1 }}>
          <nav>
            {visibleAdminMenu(user.permissions).map((item) => (
              <NavLink
                key={item.href}
                component={Link}
                href={item.href}
                label={t(item.labelKey)}
                active={pathname === item.href || pathname.startsWith(`${item.href}/`)}
                onClick={close}
              />
            ))}
          </nav>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
