import {
  Badge,
  Box,
  Container,
  Grid,
  GridCol,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Metadata } from 'next';
import Image from 'next/image';
import type { ReactNode } from 'react';
import { notFoundPastLastPage, notFoundUnlessOffered } from '@/features/lists/list-query-page';
import { CategoryFilter } from '@/features/services/category-filter';
import { ListPager } from '@/features/services/list-pager';
import { OfferingCard } from '@/features/services/offering-card';
import { AnchorLink } from '@/features/ui/links';
import { alternatesFor } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import type { Paged } from '@/lib/schemas/common';
import { sanitizeRichText } from '@/lib/sanitize';
import type { OfferingDetail, OfferingSummary } from '@/server/services/offering-summary';
import { listPageNumber } from '@/lib/list-queries';

export type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** `?category=<id>|*&page=<n>` of a list page, cleaned. */
export function listParams(search: Search) {
  const category = one(search.category);
  return {
    category: /^\d{1,9}$/.test(category) ? category : '*',
    page: listPageNumber({ page: one(search.page) }),
  };
}

export function listHref(path: string, category: string, page: number): string {
  const q = new URLSearchParams();
  if (category !== '*') q.set('category', category);
  if (page > 1) q.set('page', String(page));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A list page: title, category filter, cards (or the empty state) and paging. */
export function OfferingListView<T extends OfferingSummary>(props: {
  path: string;
  title: string;
  intro: string;
  category: string;
  categories: { id: number; name: string }[];
  list: Paged<T>;
  extra?: (item: T) => ReactNode;
  t: TFunction;
}) {
  const { path, title, intro, category, categories, list, extra, t } = props;
  notFoundUnlessOffered([{ value: category, offered: categories.map((c) => c.id) }]);
  notFoundPastLastPage(list);
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="gray.7" mb="lg">
        {intro}
      </Text>
      {categories.length > 1 && (
        <CategoryFilter action={path} value={category} categories={categories} t={t} />
      )}
      <Text mt="lg" mb="sm" size="sm" c="gray.7" aria-live="polite" data-testid="result-count">
        {t('services.list.results', { count: list.total })}
      </Text>
      {list.items.length === 0 ? (
        <Paper withBorder p="xl" ta="center" data-testid="empty-state">
          <Text c="gray.7">{t('services.list.no_results')}</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {list.items.map((item) => (
            <OfferingCard
              key={item.id}
              item={item}
              href={`${path}/${item.id}`}
              t={t}
              extra={extra?.(item)}
            />
          ))}
        </SimpleGrid>
      )}
      <ListPager
        page={list.page}
        lastPage={list.lastPage}
        hrefOf={(page) => listHref(path, category, page)}
        t={t}
      />
    </Container>
  );
}

/** A detail page: category, name, image, rich text, and the request form beside it. */
export function OfferingDetailView({
  item,
  listPath,
  listTitle,
  facts,
  form,
  t,
}: {
  item: OfferingDetail;
  listPath: string;
  listTitle: string;
  facts?: ReactNode;
  form: ReactNode;
  t: TFunction;
}) {
  return (
    <Container size="xl" py="xl" component="article">
      <AnchorLink href={listPath} size="sm">
        ← {listTitle}
      </AnchorLink>
      <Grid gap="xl" mt="sm">
        <GridCol span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light" style={{ maxWidth: '100%' }} data-testid="offering-category">
                {item.categoryName}
              </Badge>
              {facts}
            </Group>
            <Title order={1}>{item.name}</Title>
            {item.imageUrl && (
              <Image
                src={item.imageUrl}
                alt=""
                width={item.imageWidth ?? 800}
                height={item.imageHeight ?? 450}
                priority
                sizes="(max-width: 992px) 100vw, 58vw"
                style={{ width: '100%', height: 'auto', borderRadius: 8 }}
              />
            )}
            {item.description && <Text size="lg">{item.description}</Text>}
            {item.body && (
              <Box component="section" aria-labelledby="details-heading">
                <Title order={2} size="h3" id="details-heading" mb="xs">
                  {t('services.detail.details')}
                </Title>
                <Typography>
                  <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.body) }} />
                </Typography>
              </Box>
            )}
          </Stack>
        </GridCol>
        <GridCol span={{ base: 12, md: 5 }}>{form}</GridCol>
      </Grid>
    </Container>
  );
}

/** Metadata of a detail page from its SEO fields. */
export function detailMetadata(item: OfferingDetail, path: string, locale: Locale): Metadata {
  const title = item.seo.metaTitle ?? item.name;
  const description = item.seo.metaDescription ?? item.description ?? undefined;
  return {
    title,
    description,
    keywords: item.seo.metaKeyword ?? undefined,
    alternates: alternatesFor(path, locale),
    openGraph: {
      title,
      description,
      type: 'article',
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

/** Metadata of a list page; the first item's image stands for the list when shared. */
export function listMetadata(
  title: string,
  description: string,
  path: string,
  locale: Locale,
  first?: OfferingSummary,
): Metadata {
  return {
    title,
    description,
    alternates: alternatesFor(path, locale),
    openGraph: {
      title,
      description,
      images: first?.imageUrl
        ? [
            {
              url: first.imageUrl,
              width: first.imageWidth ?? undefined,
              height: first.imageHeight ?? undefined,
            },
          ]
        : undefined,
    },
  };
}
