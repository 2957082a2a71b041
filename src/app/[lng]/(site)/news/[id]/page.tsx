import { Badge, Container, Grid, GridCol, Group, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import type { Metadata } from 'next';
import Image from 'next/image';
import { cache } from 'react';
import { ContentSection, SideList } from '@/features/content/content-list-parts';
import { NewsCard } from '@/features/content/news-card';
import { ViewCounter } from '@/features/content/view-counter';
import { AnchorLink } from '@/features/ui/links';
import { alternatesFor } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { getPageT } from '@/i18n/server';
import { formatLongDate } from '@/lib/dates';
import { sanitizeRichText } from '@/lib/sanitize';
import { loadOr404, publicApi } from '@/trpc/server';

type Params = { params: Promise<{ lng: string; id: string }> };

const loadNews = cache(async (locale: Locale, rawId: string) => loadOr404(rawId, (id) => publicApi(locale).public.news.byId({ id })));

/** Rendered on first visit, then served from the cache until it is revalidated. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { lng, id } = await params;
  const locale = lng as Locale;
  const news = await loadNews(locale, id);
  return {
    title: news.seo.metaTitle ?? news.name,
    description: news.seo.metaDescription ?? news.description ?? undefined,
    keywords: news.seo.metaKeyword ?? undefined,
    alternates: alternatesFor(`/news/${news.id}`, locale),
    openGraph: {
      type: 'article',
      title: news.seo.metaTitle ?? news.name,
      publishedTime: news.publishedAt.toISOString(),
      images: news.imageUrl ? [{ url: news.imageUrl, width: news.imageWidth ?? undefined, height: news.imageHeight ?? undefined }] : undefined,
    },
  };
}

export default async function NewsDetailPage({ params }: Params) {
  const { t, locale } = await getPageT();
  const news = await loadNews(locale, (await params).id);
  const api = publicApi(locale);
  const [related, latest, popular] = await Promise.all([
    api.public.news.related({ id: news.id, limit: 3 }),
    api.public.news.latest({ limit: 5, exclude_id: news.id }),
    api.public.news.popular({ limit: 5 }),
  ]);

  return (
    <Container size="xl" py="xl">
      <Grid gap="xl">
        <GridCol span={{ base: 12, md: 8 }}>
          <Stack gap="md" component="article">
            <AnchorLink href="/news" size="sm">← {t('content.news.back')}</AnchorLink>
            <Group gap="xs">
              <AnchorLink href={`/news?category=${news.categoryId}`} underline="never">
                <Badge variant="light" color="institute" style={{ cursor: 'pointer' }} data-testid="news-category">{news.categoryName}</Badge>
              </AnchorLink>
            </Group>
            <Title order={1}>{news.name}</Title>
            <Text size="sm" c="dimmed" data-testid="news-date">
              {t('content.published_on', { date: formatLongDate(news.publishedAt, locale) })} · {t('content.views', { count: news.viewCount })}
            </Text>
            {news.imageUrl && (
              <Image src={news.imageUrl} alt="" width={news.imageWidth ?? 800} height={news.imageHeight ?? 450} priority
                sizes="(max-width: 992px) 100vw, 66vw" style={{ width: '100%', height: 'auto', borderRadius: 8 }} />
            )}
            {news.description && <Text size="lg">{news.description}</Text>}
            <Typography>
              <div data-testid="news-body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(news.body) }} />
            </Typography>
          </Stack>
        </GridCol>
        <GridCol span={{ base: 12, md: 4 }} component="aside">
          <Stack gap="xl">
            <SideList id="news-latest" testId="news-latest" title={t('content.news.latest')} items={latest} hrefOf={(id) => `/news/${id}`} locale={locale} emptyText={t('content.news.none')} />
            <SideList id="news-popular" testId="news-popular" title={t('content.news.popular')} items={popular} hrefOf={(id) => `/news/${id}`} locale={locale} emptyText={t('content.news.none')} />
          </Stack>
        </GridCol>
      </Grid>
      {related.length > 0 && (
        <ContentSection id="related-heading" title={t('content.news.related')} viewAllHref={`/news?category=${news.categoryId}`} t={t}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="news-related">
            {related.map((n) => <NewsCard key={n.id} news={n} locale={locale} t={t} />)}
          </SimpleGrid>
        </ContentSection>
      )}
      <ViewCounter kind="news" id={news.id} />
    </Container>
  );
}
