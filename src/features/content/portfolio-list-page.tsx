import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { EmptyState, Pager } from '@/features/content/content-list-parts';
import { PortfolioCard } from '@/features/content/portfolio-card';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';
import { notFoundPastLastPage } from '@/features/lists/list-query-page';
import { publicApi } from '@/trpc/server';
import { type ListQuery, listPageNumber } from '@/lib/list-queries';

/**
 * The portfolio list and its metadata, rendered for one canonical list query
 * (src/lib/list-queries.ts): the route's page.tsx with none, its q/[query]
 * page with the query the proxy put in the path; both cached.
 */
type Search = ListQuery;

export async function portfolioListMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return {
    title: t('content.portfolio.title'),
    description: t('content.portfolio.intro'),
    alternates: alternatesFor('/portfolio', locale),
  };
}

export async function PortfolioList({ search }: { search: Search }) {
  const { t, locale } = await getPageT();
  const page = listPageNumber(search);
  const list = await publicApi(locale).public.portfolios.list({ page });
  notFoundPastLastPage(list);

  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('content.portfolio.title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('content.portfolio.intro')}
      </Text>
      <Text mb="sm" size="sm" c="dimmed" data-testid="result-count">
        {t('content.portfolio.results', { count: list.total })}
      </Text>
      {list.items.length === 0 ? (
        <EmptyState>{t('content.portfolio.no_results')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {list.items.map((item) => (
            <PortfolioCard key={item.id} item={item} locale={locale} headingLevel={2} />
          ))}
        </SimpleGrid>
      )}
      <Pager
        page={list.page}
        lastPage={list.lastPage}
        hrefOf={(p) => `/portfolio?page=${p}`}
        t={t}
      />
    </Container>
  );
}
