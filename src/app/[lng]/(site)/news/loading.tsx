import { Container, Skeleton } from '@mantine/core';
import { CardGridSkeleton } from '@/features/content/card-grid-skeleton';

export default function NewsLoading() {
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <Skeleton height={36} width={200} mb="sm" />
      <Skeleton height={16} width="60%" mb="xl" />
      <CardGridSkeleton count={6} cols={{ base: 1, xs: 2, lg: 3 }} />
    </Container>
  );
}
