import type { Metadata } from 'next';
import { Box, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';
import { AnchorLink } from '@/features/ui/links';
import { TrainingCard } from '@/features/trainings/training-card';
import { publicApi } from '@/trpc/server';

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await getPageT();
  return { alternates: alternatesFor('/', locale) };
}

export default async function HomePage() {
  const { t, locale } = await getPageT();
  const api = publicApi(locale);
  const upcoming = await api.public.publicTrainings.list({ in_training_range: true, per_page: 8, sort: 'start_training_date', order: 'ASC' });

  return (
    <>
      <Box bg="institute.8" c="white" py={{ base: 40, md: 72 }}>
        <Container size="xl">
          <Title order={1} size="h1">{t('site_name')}</Title>
          <Text size="lg" mt="sm" maw={720}>{t('site_tagline')}</Text>
        </Container>
      </Box>
      <Container size="xl" py="xl" component="section" aria-labelledby="upcoming-heading">
        <Group justify="space-between" mb="md">
          <Title order={2} id="upcoming-heading">{t('home.upcoming_trainings')}</Title>
          <AnchorLink href="/public-training">{t('home.view_all')} →</AnchorLink>
        </Group>
        {upcoming.items.length === 0 ? (
          <Text c="dimmed">{t('home.no_trainings')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
            {upcoming.items.map((training) => (
              <TrainingCard key={training.id} training={training} locale={locale} t={t} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
