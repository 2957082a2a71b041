'use client';

import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IntentLink } from '@/features/ui/intent-link';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/** /admin/requests: the lists of the inbox the admin may open, with what is still to handle. */
export function RequestsInbox() {
  const { t } = useT();
  const summary = api.admin.inbox.summary.useQuery();
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('admin_content.request.inbox_title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('admin_content.request.inbox_intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(summary.data ?? []).map((list) => (
          <Card
            key={list.name}
            withBorder
            component={IntentLink}
            href={`${list.route}?filter_handled=0`}
            data-testid={`inbox-${list.name}`}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t(list.titleKey)}</Text>
              <Badge
                color={list.unhandled ? 'red' : 'gray'}
                variant={list.unhandled ? 'filled' : 'light'}
              >
                {t('admin_content.request.unhandled_count', { count: list.unhandled })}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('admin_content.request.total_count', { count: list.total })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
