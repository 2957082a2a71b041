import { Container, Grid, GridCol, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { EmptyState, Pager, SideList } from '@/features/content/content-list-parts';
import { NewsCard } from '@/features/content/news-card';
import { ButtonLink } from '@/features/ui/links';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';
import { notFoundPastLastPage, notFoundUnlessOffered } from '@/features/lists/list-query-page';
import { publicApi } from '@/trpc/server';
import { type ListQuery, listPageNumber } from '@/lib/list-queries';
import { LitePage } from '@/features/layout/lite-page';

/**
 * The news list and its metadata, rendered for one canonical list query
 * (src/lib/list-queries.ts): the route's page.tsx with none, its q/[query]
 * page with the query the proxy put in the path; both cached.
 */
type Search = ListQuery;
const one = (v: string | undefined) => v ?? '';

export async function newsListMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return {
    title: t('content.news.title'),
    description: t('content.news.intro'),
    alternates: alternatesFor('/news', locale),
  };
}

export async function NewsList({ search }: { search: Search }) {
  const { t, locale } = await getPageT();
  const category = /^\d{1,9}$/.test(one(search.category))
    ? Number(one(search.category))
    : undefined;
  const page = listPageNumber(search);
  const api = publicApi(locale);
  const [list, categories, highlights, popular, latest] = await Promise.all([
    api.public.news.list({ page, filter_category_id: category }),
    api.public.news.categories(),
    api.public.news.highlights({ limit: 5 }),
    api.public.news.popular({ limit: 5 }),
    api.public.news.latest({ limit: 5 }),
  ]);
  notFoundUnlessOffered([
    {
      value: category === undefined ? undefined : String(category),
      offered: categories.map((c) => c.id),
    },
  ]);
  notFoundPastLastPage(list);
  const hrefOf = (p: number) =>
    `/news?${new URLSearchParams({ ...(category ? { category: String(category) } : {}), page: String(p) })}`;
  const chip = (id: number | undefined, label: string) => {
    const active = id === category;
    return (
      <ButtonLink
        key={id ?? 'all'}
        href={id ? `/news?category=${id}` : '/news'}
        size="compact-sm"
        radius="xl"
        variant={active ? 'filled' : 'light'}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </ButtonLink>
    );
  };

  return (
    <Container size="xl" py="xl">
      <LitePage />
      <Title order={1}>{t('content.news.title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('content.news.intro')}
      </Text>
      <Grid gap="xl">
        <GridCol span={{ base: 12, md: 8 }}>
          <Group
            component="nav"
            aria-label={t('content.news.filter_category')}
            gap="xs"
            mb="md"
            data-testid="news-categories"
          >
            {chip(undefined, t('content.all'))}
            {categories.map((c) => chip(c.id, c.name))}
          </Group>
          <Text mb="sm" size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
            {t('content.news.results', { count: list.total })}
          </Text>
          {list.items.length === 0 ? (
            <EmptyState>{t('content.news.no_results')}</EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
              {list.items.map((n, i) => (
                <NewsCard
                  key={n.id}
                  news={n}
                  locale={locale}
                  t={t}
                  headingLevel={2}
                  priority={i === 0}
                />
              ))}
            </SimpleGrid>
          )}
          <Pager page={list.page} lastPage={list.lastPage} hrefOf={hrefOf} t={t} />
        </GridCol>
        <GridCol span={{ base: 12, md: 4 }} component="aside">
          <Stack gap="xl">
            <SideList
              id="news-highlights"
              testId="news-highlights"
              title={t('content.news.highlights')}
              items={highlights}
              hrefOf={(id) => `/news/${id}`}
              locale={locale}
              emptyText={t('content.news.none')}
            />
            <SideList
              id="news-popular"
              testId="news-popular"
              title={t('content.news.popular')}
              items={popular}
              hrefOf={(id) => `/news/${id}`}
              locale={locale}
              emptyText={t('content.news.none')}
            />
            <SideList
              id="news-latest"
              testId="news-latest"
              title={t('content.news.latest')}
              items={latest}
              hrefOf={(id) => `/news/${id}`}
              locale={locale}
              emptyText={t('content.news.none')}
            />
          </Stack>
        </GridCol>
      </Grid>
    </Container>
  );
}
