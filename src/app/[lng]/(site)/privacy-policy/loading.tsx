import { Container, Skeleton, Stack } from '@mantine/core';

export default function StaticPageLoading() {
  return (
    <Container size="md" py="xl" aria-busy="true">
      <Stack gap="sm">
        <Skeleton height={36} width="60%" />
        <Skeleton height={14} width={160} mb="md" />
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={14} width={i % 3 === 2 ? '70%' : '100%'} />)}
      </Stack>
    </Container>
  );
}
