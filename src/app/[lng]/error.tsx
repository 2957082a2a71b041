'use client';

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from 'next-i18next/client';

/** A route error shows its message and a go-home link (SPEC.md section 2). */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  const { t } = useT();
  return (
    <Center component="main" py={96} px="md" style={{ flex: 1 }}>
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">{t('error_title')}</Title>
        <Text>{error.digest ? t('error_text') : error.message || t('error_text')}</Text>
        <Button component="a" href="/">{t('go_home')}</Button>
      </Stack>
    </Center>
  );
}
