'use client';

import { DatesProvider } from '@mantine/dates';
import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Group,
  Menu,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useT } from '@/i18n/client';
import { IntentLink } from '@/features/ui/intent-link';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { AdminBreadcrumbs } from '@/features/admin/admin-breadcrumbs';
import { AdminMenu } from '@/features/admin/admin-menu-nav';
import { AdminSearch } from '@/features/admin/admin-search';
import { useAdminApiErrors } from '@/features/admin/use-admin-api-errors';
import { signOutRealm } from '@/features/auth/realm-auth-client';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import type { AdminProfile } from '@/server/services/admin-user-service';
import { IdleWarning } from '@/features/admin/idle-warning';

export function AdminShell({
  user,
  idleMs,
  children,
}: {
  user: AdminProfile;
  /** STAFF_SESSION_IDLE_MINUTES in ms: the idle warning counts towards it. */
  idleMs: number;
  children: ReactNode;
}) {
  // Says the back office answers to input (hydrated); the end-to-end tests wait for it before typing.
  useEffect(() => {
    document.documentElement.dataset.adminReady = '';
  }, []);
  const { t, i18n } = useT();
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = usePathname().replace(/^\/(th|en)(?=\/)/, '');
  const router = useRouter();
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  useAdminApiErrors();

  async function logout() {
    await signOutRealm('admin');
    router.replace('/admin/login');
    router.refresh();
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.open_menu')}
            />
            <Text fw={700} c="institute.9" truncate visibleFrom="sm">
              {t('admin.title')}
            </Text>
          </Group>
          <Group wrap="nowrap" gap="sm">
            <AdminSearch />
            <LanguageSwitcher color="var(--mantine-color-institute-9)" />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton
                  aria-label={t('admin_shell.account_menu', { name: fullName })}
                  data-testid="admin-account-menu"
                >
                  <Avatar src={user.imageUrl} alt="" radius="xl" color="institute">
                    {user.firstname.slice(0, 1)}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                <Menu.Item component={IntentLink} href="/admin/account">
                  {t('admin_shell.edit_account')}
                </Menu.Item>
                <Menu.Item component={IntentLink} href="/admin/account#password">
                  {t('admin_shell.change_password')}
                </Menu.Item>
                <Menu.Item component="a" href="/" target="_blank" rel="noopener">
                  {t('admin.open_site')} ↗
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" onClick={logout}>
                  {t('auth.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label={t('nav.main')}>
        <Stack gap={4} mb="md">
          <Text fw={600} data-testid="admin-user-name">
            {fullName}
          </Text>
          <Group gap={4} data-testid="admin-user-roles">
            {user.roles.map((r) => (
              <Badge key={r.id} size="sm" variant="light">
                {r.name}
              </Badge>
            ))}
          </Group>
        </Stack>
        <ScrollArea style={{ flex: 1 }}>
          <AdminMenu permissions={user.permissions} pathname={pathname} onNavigate={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main style={{ minWidth: 0 }}>
        <AdminBreadcrumbs />
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
          {children}
        </DatesProvider>
        <IdleWarning idleMs={idleMs} />
      </AppShell.Main>
    </AppShell>
  );
}
