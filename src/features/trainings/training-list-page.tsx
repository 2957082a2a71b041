import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';
import { TrainingCard } from '@/features/trainings/training-card';
import { TrainingFilters, trainingYearChoices } from '@/features/trainings/training-filters';
import { TrainingSchedule } from '@/features/trainings/training-schedule';
import { AnchorLink, ButtonLink } from '@/features/ui/links';
import { notFoundPastLastPage, notFoundUnlessOffered } from '@/features/lists/list-query-page';
import { publicApi } from '@/trpc/server';
import { type ListQuery, listPageNumber } from '@/lib/list-queries';
import { LitePage } from '@/features/layout/lite-page';

/**
 * The public training list and its metadata, rendered for one canonical list query
 * (src/lib/list-queries.ts): the route's page.tsx with none, its q/[query]
 * page with the query the proxy put in the path; both cached.
 */
type Search = ListQuery;
const one = (v: string | undefined) => v ?? '';

export async function publicTrainingListMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return {
    title: t('training.list_title'),
    description: t('training.list_intro'),
    alternates: alternatesFor('/public-training', locale),
  };
}

/** SPEC.md section 5: name substring, category, year and month of the start date, each possibly '*'. */
function filtersFrom(search: Search) {
  const valid = (v: string, re: RegExp) => (re.test(v) ? v : '*');
  return {
    name: one(search.name).slice(0, 200),
    category: valid(one(search.category), /^\d{1,9}$/),
    year: valid(one(search.year), /^\d{4}$/),
    month: valid(one(search.month), /^(?:[1-9]|1[0-2])$/),
    page: listPageNumber(search),
  };
}

export async function PublicTrainingList({ search }: { search: Search }) {
  const { t, locale } = await getPageT();
  const f = filtersFrom(search);
  const api = publicApi(locale);
  const byCategory = one(search.view) === 'group';
  // Before the database is asked: the list's own schema refuses a year outside 2000-2200.
  notFoundUnlessOffered([{ value: f.year, offered: trainingYearChoices() }]);
  const [list, categories] = await Promise.all([
    api.public.publicTrainings.list({
      page: f.page,
      filter_name: f.name || undefined,
      filter_category_id: f.category,
      filter_year: f.year === '*' ? '*' : Number(f.year),
      filter_month: f.month === '*' ? '*' : Number(f.month),
      // Those still to start first, soonest first; then the past ones, latest first.
      sort: 'upcoming',
    }),
    api.public.publicTrainings.categories(),
  ]);
  notFoundUnlessOffered([{ value: f.category, offered: categories.map((c) => c.id) }]);
  notFoundPastLastPage(list);
  const past = list.items.filter((i) => i.past);
  const pageHref = (page: number) => {
    const q = new URLSearchParams({
      name: f.name,
      category: f.category,
      year: f.year,
      month: f.month,
      page: String(page),
    });
    return `/public-training?${q}`;
  };

  // The first card's picture is the page's largest paint: it loads at once (the others lazily).
  const firstCardId = (list.items.find((i) => !i.past) ?? list.items[0])?.id;
  const listView = (
    <>
      <TrainingFilters values={f} categories={categories} locale={locale} t={t} />
      <Text mt="lg" mb="sm" size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {t('training.results', { count: list.total })}
      </Text>
      {list.items.length === 0 ? (
        <Text py="xl" ta="center" c="dimmed">
          {t('training.no_results')}
        </Text>
      ) : (
        [
          {
            key: 'upcoming',
            items: list.items.filter((i) => !i.past),
            heading: past.length > 0 ? t('training.upcoming_heading') : null,
          },
          { key: 'past', items: past, heading: t('training.past_heading') },
        ]
          .filter((part) => part.items.length > 0)
          .map((part) => (
            <section
              key={part.key}
              aria-labelledby={part.heading ? `trainings-${part.key}` : undefined}
              data-testid={`trainings-${part.key}`}
            >
              {part.heading && (
                <Title order={2} size="h3" id={`trainings-${part.key}`} mt="lg" mb="sm">
                  {part.heading}
                </Title>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
                {part.items.map((training) => (
                  <TrainingCard
                    key={training.id}
                    training={training}
                    locale={locale}
                    t={t}
                    priority={training.id === firstCardId}
                  />
                ))}
              </SimpleGrid>
            </section>
          ))
      )}
      {list.lastPage > 1 && (
        <Group
          component="nav"
          aria-label={t('training.pagination')}
          justify="center"
          mt="xl"
          gap="md"
        >
          {list.page > 1 && (
            <AnchorLink href={pageHref(list.page - 1)}>← {t('training.previous')}</AnchorLink>
          )}
          <Text size="sm">{t('training.page_of', { page: list.page, last: list.lastPage })}</Text>
          {list.page < list.lastPage && (
            <AnchorLink href={pageHref(list.page + 1)}>{t('training.next')} →</AnchorLink>
          )}
        </Group>
      )}
    </>
  );

  return (
    <Container size="xl" py="xl">
      <LitePage />
      <Title order={1}>{t('training.list_title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('training.list_intro')}
      </Text>
      <Group justify="space-between" mb="md" gap="sm">
        <Group component="nav" aria-label={t('training.view_label')} gap="xs">
          <ButtonLink
            href="/public-training"
            variant={byCategory ? 'default' : 'filled'}
            size="xs"
            aria-current={byCategory ? undefined : 'page'}
          >
            {t('training.view_list')}
          </ButtonLink>
          <ButtonLink
            href="/public-training?view=group"
            variant={byCategory ? 'filled' : 'default'}
            size="xs"
            aria-current={byCategory ? 'page' : undefined}
            data-testid="view-group"
          >
            {t('training.view_group')}
          </ButtonLink>
        </Group>
        <Button
          component="a"
          href="/api/v1/services/public_trainings/download"
          variant="light"
          size="xs"
          download
          data-testid="download-schedule"
        >
          {t('training.download_schedule')}
        </Button>
      </Group>
      {byCategory ? (
        <TrainingSchedule
          groups={await api.public.publicTrainings.groups()}
          locale={locale}
          t={t}
        />
      ) : (
        listView
      )}
    </Container>
  );
}
