import { Container, Grid, GridCol, Skeleton, Stack } from '@mantine/core';

export default function NewsDetailLoading() {
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <Grid gap="xl">
        <GridCol span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Skeleton height={20} width={120} />
            <Skeleton height={40} />
            <Skeleton height={16} width="40%" />
            <Skeleton height={320} radius="md" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        </GridCol>
        <GridCol span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={18} />)}
          </Stack>
        </GridCol>
      </Grid>
    </Container>
  );
}
