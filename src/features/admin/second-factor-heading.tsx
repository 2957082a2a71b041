'use client';

import { Badge, Group, Title } from '@mantine/core';
import { useT } from '@/i18n/client';

/** The second factor's title and its on/off badge: the account page's panel and a colleague's user form. */
export function SecondFactorHeading({ enabled, size }: { enabled: boolean; size: 'h4' | 'h5' }) {
  const { t } = useT();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Title order={2} size={size}>
        {t('second_factor.title')}
      </Title>
      <Badge color={enabled ? 'teal' : 'gray'} variant="light">
        {enabled ? t('second_factor.status_on') : t('second_factor.status_off')}
      </Badge>
    </Group>
  );
}
