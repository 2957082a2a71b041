import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentAdminSession } from '@/features/admin/admin-page-guard';
import { AnchorLink } from '@/features/ui/links';
import { getPageT } from '@/i18n/server';
import { formatDate } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { isPermission, permissionLabelKey } from '@/lib/permissions';
import { serverApi } from '@/trpc/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin.home') };
}

/** The dashboard (always open to an admin); ?denied=1 after the page guard turned the admin away. */
export default async function AdminHomePage({
  searchParams,
}: {
  searchParams: Promise<{ denied?: string }>;
}) {
  const { t, locale } = await getPageT();
  const { denied } = await searchParams;
  const session = await currentAdminSession();
  // A role requires a second factor this user has not set up: the account page is the only way on.
  if (session?.secondFactorSetupNeeded) redirect('/admin/account');
  const api = await serverApi();
  const [user, cards, system] = await Promise.all([
    session ? session.user : api.admin.user(),
    api.admin.dashboard(),
    api.admin.system(),
  ]);
  const numbers = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US');
  return (
    <Stack>
      {denied === '1' && (
        <Alert
          color="yellow"
          title={t('admin_shell.denied_title')}
          role="alert"
          data-testid="admin-denied"
        >
          {t('admin_shell.denied_text')}
        </Alert>
      )}
      <Title order={1} size="h2">
        {t('admin.welcome', { name: `${user.firstname} ${user.lastname}`.trim() })}
      </Title>
      {cards.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} data-testid="dashboard-cards">
          {cards.map((c) => (
            <Paper key={c.key} withBorder p="md" data-testid={`dashboard-${c.key}`}>
              <Text size="sm" c="dimmed">
                {t(`admin_shell.dashboard.${c.key}`)}
              </Text>
              <Text fz={28} fw={700} my={4}>
                {c.money ? formatBaht(c.value, locale) : numbers.format(c.value)}
              </Text>
              <AnchorLink href={c.href} size="sm" prefetchOnIntent>
                {t('admin_shell.dashboard.open_list')}
              </AnchorLink>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('admin.your_roles')}
        </Title>
        {user.roles.length === 0 ? (
          <Text c="dimmed">{t('admin.no_roles')}</Text>
        ) : (
          <Group gap="xs" data-testid="admin-roles">
            {user.roles.map((r) => (
              <Badge key={r.id} size="lg" variant="light">
                {r.name}
              </Badge>
            ))}
          </Group>
        )}
        <Title order={2} size="h4" mt="md" mb="xs">
          {t('admin.your_permissions')}
        </Title>
        <Group gap="xs">
          {user.permissions.filter(isPermission).map((p) => (
            <Badge key={p} variant="outline" color="gray">
              {t(permissionLabelKey(p))}
            </Badge>
          ))}
        </Group>
      </Paper>
      <Paper withBorder p="md" data-testid="admin-system">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            {t('admin_shell.system.title')}
          </Title>
          <Badge
            color={
              system.status === 'ready'
                ? 'teal.9'
                : system.status === 'degraded'
                  ? 'grape.9'
                  : 'red.9'
            }
            variant="filled"
          >
            {t(`admin_shell.system.status_${system.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="sm" c="dimmed">
              {t('admin_shell.system.version')}
            </Text>
            <Text data-testid="admin-system-version">{system.version}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('admin_shell.system.build')}
            </Text>
            <Text ff="monospace">{system.build ?? '-'}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('admin_shell.system.migration')}
            </Text>
            <Text
              ff="monospace"
              style={{ wordBreak: 'break-all' }}
              data-testid="admin-system-migration"
            >
              {system.migration.database ?? '-'}
            </Text>
            {system.migration.code && system.migration.code !== system.migration.database && (
              <Text size="sm" c="dimmed">
                {t('admin_shell.system.migration_expected', { name: system.migration.code })}
              </Text>
            )}
          </div>
        </SimpleGrid>
        {system.held && (
          <Alert
            color="yellow"
            mt="xs"
            title={t('admin_shell.system.held_title')}
            data-testid="admin-system-held"
          >
            {t('admin_shell.system.held_text', {
              archive: system.held.archive,
              made: formatDate(system.held.backupCreatedAt, locale),
              since: formatDate(system.held.heldAt, locale),
            })}
          </Alert>
        )}
        {system.failing.length > 0 && (
          <Text size="sm" c="red" mt="xs">
            {t('admin_shell.system.failing', {
              names: system.failing.map((name) => t(`admin_shell.system.check_${name}`)).join(', '),
            })}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
