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
import { type ServiceKind, serviceKindRoutes, serviceKindTitleKeys } from '@/lib/service-kinds';
import { loadOr404, publicApi } from '@/trpc/server';

/**
 * The list and detail pages of the five kinds of institute service; each
 * kind's route files only name their kind and delegate here. A detail of
 * another kind's service is a 404.
 */
const loadService = cache(async (locale: Locale, kind: ServiceKind, rawId: string) =>
  loadOr404(rawId, (id) => publicApi(locale).public.services.byId({ id, kind })),
);

export async function serviceListMetadata(kind: ServiceKind): Promise<Metadata> {
  const { t, locale } = await getPageT();
  const first = (await publicApi(locale).public.services.list({ kind, per_page: 1 })).items[0];
  return listMetadata(
    t(serviceKindTitleKeys[kind]),
    t(`services.kinds.${kind}_intro`),
    serviceKindRoutes[kind],
    locale,
    first,
  );
}

export async function ServiceListPage({ kind, search }: { kind: ServiceKind; search: Search }) {
  const { t, locale } = await getPageT();
  const f = listParams(search);
  const api = publicApi(locale);
  const [list, categories] = await Promise.all([
    api.public.services.list({ kind, page: f.page, service_category_id: f.category }),
    api.public.services.categories({ kind }),
  ]);
  return (
    <OfferingListView
      path={serviceKindRoutes[kind]}
      title={t(serviceKindTitleKeys[kind])}
      intro={t(`services.kinds.${kind}_intro`)}
      category={f.category}
      categories={categories}
      list={list}
      t={t}
    />
  );
}

type Params = { params: Promise<{ lng: string; id: string }> };

export async function serviceDetailMetadata(
  kind: ServiceKind,
  { params }: Params,
): Promise<Metadata> {
  const { lng, id } = await params;
  const service = await loadService(lng as Locale, kind, id);
  return detailMetadata(service, `${serviceKindRoutes[kind]}/${service.id}`, lng as Locale);
}

export async function ServiceDetailPage({ kind, params }: { kind: ServiceKind } & Params) {
  const { t, locale } = await getPageT();
  const service = await loadService(locale, kind, (await params).id);
  return (
    <>
      <OfferingDetailView
        item={service}
        listPath={serviceKindRoutes[kind]}
        listTitle={t(serviceKindTitleKeys[kind])}
        t={t}
        form={<LazyRequestForm variant="service" itemId={service.id} />}
      />
      <ViewCounter kind="service" id={service.id} />
    </>
  );
}
