import { Container, Grid, GridCol, Stack, Text, Title, Typography } from '@mantine/core';
import type { Metadata } from 'next';
import Image from 'next/image';
import { cache } from 'react';
import { SideList } from '@/features/content/content-list-parts';
import { ViewCounter } from '@/features/content/view-counter';
import { AnchorLink } from '@/features/ui/links';
import { alternatesFor } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { getPageT } from '@/i18n/server';
import { formatLongDate } from '@/lib/dates';
import { sanitizeRichText } from '@/lib/sanitize';
import { notFound } from 'next/navigation';
import { loadOr404, publicApi } from '@/trpc/server';
import { previewGrantOf } from '@/server/preview/preview';
import { previewContent } from '@/server/preview/preview-content';

type Params = { params: Promise<{ lng: string; id: string }> };

/** The item; in a staff preview of it (draft mode, src/server/preview) also when it is a draft or scheduled. */
const loadItem = cache(async (locale: Locale, rawId: string) =>
  loadOr404(rawId, async (id) => {
    const grant = await previewGrantOf('portfolios', id);
    if (grant) return (await previewContent.portfolios(id, locale, grant)) ?? notFound();
    return publicApi(locale).public.portfolios.byId({ id });
  }),
);

/** Rendered on first visit, then served from the cache until it is revalidated. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { lng, id } = await params;
  const locale = lng as Locale;
  const item = await loadItem(locale, id);
  return {
    title: item.seo.metaTitle ?? item.name,
    description: item.seo.metaDescription ?? item.description ?? undefined,
    keywords: item.seo.metaKeyword ?? undefined,
    alternates: alternatesFor(`/portfolio/${item.id}`, locale),
    openGraph: {
      title: item.seo.metaTitle ?? item.name,
      images: item.imageUrl
        ? [
            {
              url: item.imageUrl,
              width: item.imageWidth ?? undefined,
              height: item.imageHeight ?? undefined,
            },
          ]
        : undefined,
    },
  };
}

export default async function PortfolioDetailPage({ params }: Params) {
  const { t, locale } = await getPageT();
  const item = await loadItem(locale, (await params).id);
  const preview = await previewGrantOf('portfolios', item.id);
  const latest = await publicApi(locale).public.portfolios.latest({
    limit: 5,
    exclude_id: item.id,
  });

  return (
    <Container size="xl" py="xl">
      <Grid gap="xl">
        <GridCol span={{ base: 12, md: 8 }}>
          <Stack gap="md" component="article">
            <AnchorLink href="/portfolio" size="sm">
              ← {t('content.portfolio.back')}
            </AnchorLink>
            <Title order={1}>{item.name}</Title>
            <Text size="sm" c="dimmed" data-testid="portfolio-date">
              {t('content.published_on', { date: formatLongDate(item.publishedAt, locale) })} ·{' '}
              {t('content.views', { count: item.viewCount })}
            </Text>
            {item.imageUrl && (
              <Image
                src={item.imageUrl}
                alt=""
                width={item.imageWidth ?? 800}
                height={item.imageHeight ?? 450}
                priority
                sizes="(max-width: 992px) 100vw, 66vw"
                style={{ width: '100%', height: 'auto', borderRadius: 8 }}
              />
            )}
            {item.description && <Text size="lg">{item.description}</Text>}
            <Typography>
              <div
                data-testid="portfolio-body"
                dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.body) }}
              />
            </Typography>
          </Stack>
        </GridCol>
        <GridCol span={{ base: 12, md: 4 }} component="aside">
          <SideList
            id="portfolio-latest"
            testId="portfolio-latest"
            title={t('content.portfolio.latest')}
            items={latest}
            hrefOf={(id) => `/portfolio/${id}`}
            locale={locale}
            emptyText={t('content.news.none')}
          />
        </GridCol>
      </Grid>
      {preview ? (
        <p role="status" data-testid="preview-banner">
          {t(preview.draft ? 'admin_bulk.preview.banner' : 'admin_safety.preview.banner')}
        </p>
      ) : (
        <ViewCounter kind="portfolio" id={item.id} />
      )}
    </Container>
  );
}
