import { Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export default function ResearcherLoading() {
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <Skeleton height={36} width={200} mb="sm" />
      <Skeleton height={16} width="60%" mb="lg" />
      <Group mb="xl" gap="sm"><Skeleton height={36} style={{ flex: 2 }} /><Skeleton height={36} style={{ flex: 1 }} /><Skeleton height={36} width={80} /></Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {Array.from({ length: 8 }, (_, i) => (
          <Stack key={i} align="center" gap="xs">
            <Skeleton height={96} circle />
            <Skeleton height={18} width="70%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
