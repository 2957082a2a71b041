import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getPageT } from '@/i18n/server';
import { isPermission, permissionLabelKey } from '@/lib/permissions';
import { serverApi } from '@/trpc/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin.home') };
}

export default async function AdminHomePage() {
  const { t } = await getPageT();
  const user = await (await serverApi()).admin.user();
  return (
    <Stack>
      <Title order={1} size="h2">{t('admin.welcome', { name: `${user.firstname} ${user.lastname}`.trim() })}</Title>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">{t('admin.your_roles')}</Title>
        {user.roles.length === 0 ? (
          <Text c="dimmed">{t('admin.no_roles')}</Text>
        ) : (
          <Group gap="xs" data-testid="admin-roles">
            {user.roles.map((r) => (
              <Badge key={r.id} size="lg" variant="light">{r.name}</Badge>
            ))}
          </Group>
        )}
        <Title order={2} size="h4" mt="md" mb="xs">{t('admin.your_permissions')}</Title>
        <Group gap="xs">
          {user.permissions.filter(isPermission).map((p) => (
            <Badge key={p} variant="outline" color="gray">{t(permissionLabelKey(p))}</Badge>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}
