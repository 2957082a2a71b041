import { Badge, Text } from '@mantine/core';
import type { Metadata } from 'next';
import { cache } from 'react';
import { ViewCounter } from '@/features/content/view-counter';
import {
  detailMetadata,
  listMetadata,
  listParams,
  OfferingDetailView,
  OfferingListView,
  type Search,
} from '@/features/services/offering-views';
import { LazyRequestForm } from '@/features/services/lazy-forms';
import type { Locale } from '@/i18n/locales';
import { getPageT } from '@/i18n/server';
import { loadOr404, publicApi } from '@/trpc/server';

/** The pages of /in-house-training; the route files only delegate here. */
const path = '/in-house-training';

const loadTraining = cache(async (locale: Locale, rawId: string) =>
  loadOr404(rawId, (id) => publicApi(locale).public.inhouseTrainings.byId({ id })),
);

export async function inhouseListMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  const first = (await publicApi(locale).public.inhouseTrainings.list({ per_page: 1 })).items[0];
  return listMetadata(
    t('services.inhouse.title'),
    t('services.inhouse.intro'),
    path,
    locale,
    first,
  );
}

export async function InhouseListPage({ search }: { search: Search }) {
  const { t, locale } = await getPageT();
  const f = listParams(search);
  const api = publicApi(locale);
  const [list, categories] = await Promise.all([
    api.public.inhouseTrainings.list({ page: f.page, inhouse_training_category_id: f.category }),
    api.public.inhouseTrainings.categories(),
  ]);
  return (
    <OfferingListView
      path={path}
      title={t('services.inhouse.title')}
      intro={t('services.inhouse.intro')}
      category={f.category}
      categories={categories}
      list={list}
      t={t}
      extra={(item) =>
        item.durationHours ? (
          <Text size="sm">
            {t('services.inhouse.duration')}:{' '}
            {t('services.inhouse.duration_hours', { count: item.durationHours })}
          </Text>
        ) : null
      }
    />
  );
}

type Params = { params: Promise<{ lng: string; id: string }> };

export async function inhouseDetailMetadata({ params }: Params): Promise<Metadata> {
  const { lng, id } = await params;
  const training = await loadTraining(lng as Locale, id);
  return detailMetadata(training, `${path}/${training.id}`, lng as Locale);
}

export async function InhouseDetailPage({ params }: Params) {
  const { t, locale } = await getPageT();
  const training = await loadTraining(locale, (await params).id);
  return (
    <>
      <OfferingDetailView
        item={training}
        listPath={path}
        listTitle={t('services.inhouse.title')}
        t={t}
        facts={
          training.durationHours ? (
            <Badge variant="outline" color="gray">
              {t('services.inhouse.duration_hours', { count: training.durationHours })}
            </Badge>
          ) : null
        }
        form={<LazyRequestForm variant="inhouse" itemId={training.id} />}
      />
      <ViewCounter kind="inhouseTraining" id={training.id} />
    </>
  );
}
