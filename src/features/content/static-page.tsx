import { Container, Text, Title, Typography } from '@mantine/core';
import type { Metadata } from 'next';
import { alternatesFor } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { getPageT } from '@/i18n/server';
import { formatDay } from '@/lib/dates';
import { sanitizeRichText } from '@/lib/sanitize';
import { publicApi } from '@/trpc/server';

type Slug = 'about-us' | 'privacy-policy';

/** Metadata of a page of the Page table, from its SEO fields. */
export async function staticPageMetadata(slug: Slug): Promise<Metadata> {
  const { locale } = await getPageT();
  const page = await publicApi(locale).public.pages.bySlug({ slug });
  return {
    title: page.seo.metaTitle ?? page.name,
    description: page.seo.metaDescription ?? undefined,
    keywords: page.seo.metaKeyword ?? undefined,
    alternates: alternatesFor(`/${slug}`, locale as Locale),
    openGraph: page.imageUrl
      ? {
          images: [
            {
              url: page.imageUrl,
              width: page.imageWidth ?? undefined,
              height: page.imageHeight ?? undefined,
            },
          ],
        }
      : undefined,
  };
}

/** An about-us or privacy-policy page: its title and sanitised rich text. */
export async function StaticPage({ slug }: { slug: Slug }) {
  const { t, locale } = await getPageT();
  const page = await publicApi(locale).public.pages.bySlug({ slug });
  return (
    <Container size="md" py="xl" component="article">
      <Title order={1} mb="xs">
        {page.name}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('content.pages.updated', { date: formatDay(page.updatedAt, locale) })}
      </Text>
      <Typography>
        <div
          data-testid="page-body"
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.body) }}
        />
      </Typography>
    </Container>
  );
}
