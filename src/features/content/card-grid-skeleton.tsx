import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The loading placeholder of a card grid (loading.tsx of the lists). */
export function CardGridSkeleton({ count = 8, cols = { base: 1, xs: 2, md: 3, lg: 4 } }: { count?: number; cols?: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="xs">
          <Skeleton height={150} radius="md" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={18} />
          <Skeleton height={14} width="70%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
