import { Container, Skeleton } from '@mantine/core';
import { CardGridSkeleton } from '@/features/content/card-grid-skeleton';

export default function PortfolioLoading() {
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <Skeleton height={36} width={200} mb="sm" />
      <Skeleton height={16} width="60%" mb="xl" />
      <CardGridSkeleton count={8} />
    </Container>
  );
}
