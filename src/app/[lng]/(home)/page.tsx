import { Box, Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { BannerCarousel } from '@/features/content/banner-carousel';
import { carouselLabels } from '@/features/content/carousel-labels';
import { ContentSection, EmptyState } from '@/features/content/content-list-parts';
import { NewsCard } from '@/features/content/news-card';
import { PortfolioCard } from '@/features/content/portfolio-card';
import { TrainingCard } from '@/features/trainings/training-card';
import { AnchorLink } from '@/features/ui/links';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';
import { publicApi } from '@/trpc/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return { description: t('site_tagline'), alternates: alternatesFor('/', locale) };
}

export default async function HomePage() {
  const { t, locale } = await getPageT();
  const api = publicApi(locale);
  const [upcoming, heroBanners, newsBanners, highlights, latestNews, latestPortfolio] = await Promise.all([
    api.public.publicTrainings.list({ in_training_range: true, per_page: 8, sort: 'start_training_date', order: 'ASC' }),
    api.public.banners.list({ category: 'HOME_HERO' }),
    api.public.banners.list({ category: 'HOME_NEWS' }),
    api.public.news.highlights({ limit: 3 }),
    api.public.news.latest({ limit: 6, filter_pin: 0 }),
    api.public.portfolios.latest({ limit: 4 }),
  ]);

  return (
    <>
      <Box bg="institute.8" c="white" py={{ base: 40, md: 72 }}>
        <Container size="xl">
          <Title order={1} size="h1">{t('site_name')}</Title>
          <Text size="lg" mt="sm" maw={720}>{t('site_tagline')}</Text>
        </Container>
      </Box>
      {heroBanners.length > 0 && (
        <Container size="xl" pt="lg">
          <BannerCarousel banners={heroBanners} labels={carouselLabels(t, t('content.carousel.label'), heroBanners.length)} priority />
        </Container>
      )}
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
      <Box bg="gray.0">
        <Container size="xl" py="md">
          <ContentSection id="highlights-heading" title={t('content.home.highlights')} viewAllHref="/news" t={t}>
            {highlights.length === 0 ? (
              <EmptyState>{t('content.home.no_news')}</EmptyState>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="home-highlights">
                {highlights.map((n) => <NewsCard key={n.id} news={n} locale={locale} t={t} />)}
              </SimpleGrid>
            )}
          </ContentSection>
          <ContentSection id="latest-news-heading" title={t('content.home.latest_news')} viewAllHref="/news" t={t}>
            {latestNews.length === 0 ? (
              <EmptyState>{t('content.home.no_news')}</EmptyState>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="home-latest-news">
                {latestNews.map((n) => <NewsCard key={n.id} news={n} locale={locale} t={t} />)}
              </SimpleGrid>
            )}
          </ContentSection>
        </Container>
      </Box>
      {newsBanners.length > 0 && (
        <Container size="xl" pt="xl" component="section" aria-label={t('content.carousel.news_label')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="home-news-banners">
            {newsBanners.map((b) => (
              <Card key={b.id} withBorder padding={0} pos="relative">
                {b.imageUrl && (
                  <Image src={b.imageUrl} alt="" width={b.imageWidth ?? 1600} height={b.imageHeight ?? 600} sizes="(max-width: 768px) 100vw, 50vw"
                    style={{ width: '100%', height: 'auto', aspectRatio: '8 / 3', objectFit: 'cover' }} />
                )}
                <Text fw={700} p="md">
                  {b.linkUrl ? <Link href={b.linkUrl} style={{ color: 'inherit' }}>{b.name}</Link> : b.name}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      )}
      <Container size="xl" py="md">
        <ContentSection id="latest-portfolio-heading" title={t('content.home.latest_portfolio')} viewAllHref="/portfolio" t={t}>
          {latestPortfolio.length === 0 ? (
            <EmptyState>{t('content.home.no_portfolio')}</EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" data-testid="home-latest-portfolio">
              {latestPortfolio.map((p) => <PortfolioCard key={p.id} item={p} locale={locale} />)}
            </SimpleGrid>
          )}
        </ContentSection>
      </Container>
    </>
  );
}
