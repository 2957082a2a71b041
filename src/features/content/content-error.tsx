'use client';

import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useEffect } from 'react';

/** A content page that failed to load: a friendly message, a retry and a way home. */
export function ContentError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { t } = useT();
  useEffect(() => {
    console.warn('content page failed', error.digest ?? error.message);
  }, [error]);
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          {t('error_title')}
        </Title>
        <Text ta="center">{t('content.load_failed')}</Text>
        <Group>
          <Button onClick={reset}>{t('content.try_again')}</Button>
          <Button component="a" href="/" variant="default">
            {t('go_home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
