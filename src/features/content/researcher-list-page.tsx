import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { EmptyState, Pager } from '@/features/content/content-list-parts';
import { ResearcherCard } from '@/features/content/researcher-card';
import { ResearcherFilters } from '@/features/content/researcher-filters';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';
import { notFoundPastLastPage, notFoundUnlessOffered } from '@/features/lists/list-query-page';
import { publicApi } from '@/trpc/server';
import { type ListQuery, listPageNumber } from '@/lib/list-queries';

/**
 * The researcher list and its metadata, rendered for one canonical list query
 * (src/lib/list-queries.ts): the route's page.tsx with none, its q/[query]
 * page with the query the proxy put in the path; both cached.
 */
type Search = ListQuery;
const one = (v: string | undefined) => v ?? '';

export async function researcherListMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return {
    title: t('content.researcher.title'),
    description: t('content.researcher.intro'),
    alternates: alternatesFor('/researcher', locale),
  };
}

export async function ResearcherList({ search }: { search: Search }) {
  const { t, locale } = await getPageT();
  const keyword = one(search.keyword).trim().slice(0, 200);
  const faculty = /^\d{1,9}$/.test(one(search.faculty)) ? one(search.faculty) : '*';
  const page = listPageNumber(search);
  const api = publicApi(locale);
  const [list, faculties] = await Promise.all([
    api.public.researchers.teachers({
      page,
      filter_keyword: keyword || undefined,
      fac_id: faculty,
    }),
    api.public.researchers.categories(),
  ]);
  notFoundUnlessOffered([{ value: faculty, offered: faculties.map((f) => f.id) }]);
  notFoundPastLastPage(list);
  const hrefOf = (p: number) =>
    `/researcher?${new URLSearchParams({ keyword, faculty, page: String(p) })}`;

  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('content.researcher.title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('content.researcher.intro')}
      </Text>
      <ResearcherFilters keyword={keyword} faculty={faculty} faculties={faculties} t={t} />
      <Text mt="lg" mb="sm" size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {t('content.researcher.results', { count: list.total })}
      </Text>
      {list.items.length === 0 ? (
        <EmptyState>{t('content.researcher.no_results')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {list.items.map((person) => (
            <ResearcherCard key={person.id} person={person} t={t} />
          ))}
        </SimpleGrid>
      )}
      <Pager page={list.page} lastPage={list.lastPage} hrefOf={hrefOf} t={t} />
    </Container>
  );
}
