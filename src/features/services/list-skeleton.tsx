import { Card, Container, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { getPageT } from '@/i18n/server';

/** The loading state of the in-house training and service lists. */
export async function ListSkeleton() {
  const { t } = await getPageT();
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton height={36} width="40%" mb="sm" />
      <Skeleton height={18} width="60%" mb="lg" />
      <Skeleton height={60} width={360} maw="100%" mb="lg" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {Array.from({ length: 8 }, (_, i) => (
          <Card key={i} withBorder padding="md">
            <Stack gap="sm">
              <Skeleton height={140} />
              <Skeleton height={14} width="40%" />
              <Skeleton height={20} />
              <Skeleton height={14} width="80%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
