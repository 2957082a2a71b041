import { Center, Stack, Text, Title } from '@mantine/core';
import { getPageT } from '@/i18n/server';
import { ButtonLink } from '@/features/ui/links';

/** SPEC.md section 8: a missing page is 404 'This page could not be found', with a link home. */
export default async function NotFound() {
  const { t } = await getPageT();
  return (
    <Center component="main" py={96} px="md" style={{ flex: 1 }}>
      <Stack align="center" gap="sm">
        <Title order={1} size={64} c="institute.8">404</Title>
        <Text size="lg" data-testid="not-found-message">{t('page_not_found')}</Text>
        <ButtonLink href="/">{t('go_home')}</ButtonLink>
      </Stack>
    </Center>
  );
}
