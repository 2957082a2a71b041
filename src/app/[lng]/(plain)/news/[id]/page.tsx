import type { Metadata } from 'next';
import Image from 'next/image';
import { SiteLink } from '@/features/layout/site-link';
import { cache } from 'react';
import article from '@/features/content/article.module.css';
import card from '@/features/content/card.module.css';
import { ContentSection, SideList } from '@/features/content/content-list-parts';
import parts from '@/features/content/content-list-parts.module.css';
import { NewsCard } from '@/features/content/news-card';
import { ViewCounter } from '@/features/content/view-counter';
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
const loadNews = cache(async (locale: Locale, rawId: string) =>
  loadOr404(rawId, async (id) => {
    const grant = await previewGrantOf('news', id);
    if (grant) return (await previewContent.news(id, locale, grant)) ?? notFound();
    return publicApi(locale).public.news.byId({ id });
  }),
);

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
      images: news.imageUrl
        ? [
            {
              url: news.imageUrl,
              width: news.imageWidth ?? undefined,
              height: news.imageHeight ?? undefined,
            },
          ]
        : undefined,
    },
  };
}

/**
 * A news item. Plain HTML and CSS modules (article.module.css), no Mantine
 * components and no AppProviders: only the view counter runs in the browser
 * (docs/performance.md). Its picture is the page's largest paint.
 */
export default async function NewsDetailPage({ params }: Params) {
  const { t, locale } = await getPageT();
  const news = await loadNews(locale, (await params).id);
  const preview = await previewGrantOf('news', news.id);
  const api = publicApi(locale);
  const [related, latest, popular] = await Promise.all([
    api.public.news.related({ id: news.id, limit: 3 }),
    api.public.news.latest({ limit: 5, exclude_id: news.id }),
    api.public.news.popular({ limit: 5 }),
  ]);

  return (
    <div className={article.container}>
      {preview && (
        <p className={article.meta} role="status" data-testid="preview-banner">
          {t(preview.draft ? 'admin_bulk.preview.banner' : 'admin_safety.preview.banner')}
        </p>
      )}
      <div className={article.grid}>
        <article className={article.article}>
          <SiteLink href="/news" className={`${parts.anchor} ${article.back}`}>
            ← {t('content.news.back')}
          </SiteLink>
          <SiteLink
            href={`/news?category=${news.categoryId}`}
            className={`${card.badge} ${card.badgeLight} ${article.badgeLink}`}
            data-testid="news-category"
          >
            {news.categoryName}
          </SiteLink>
          <h1 className={article.h1}>{news.name}</h1>
          <p className={article.meta} data-testid="news-date">
            {t('content.published_on', { date: formatLongDate(news.publishedAt, locale) })} ·{' '}
            {t('content.views', { count: news.viewCount })}
          </p>
          {news.imageUrl && (
            <Image
              src={news.imageUrl}
              alt=""
              width={news.imageWidth ?? 800}
              height={news.imageHeight ?? 450}
              preload
              fetchPriority="high"
              sizes="(max-width: 62em) 100vw, 860px"
              className={article.image}
            />
          )}
          {news.description && <p className={article.lead}>{news.description}</p>}
          <div
            className={article.richText}
            data-testid="news-body"
            dangerouslySetInnerHTML={{ __html: sanitizeRichText(news.body) }}
          />
        </article>
        <aside className={article.aside}>
          <SideList
            id="news-latest"
            testId="news-latest"
            title={t('content.news.latest')}
            items={latest}
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
        </aside>
      </div>
      {related.length > 0 && (
        <div className={article.related}>
          <ContentSection
            id="related-heading"
            title={t('content.news.related')}
            viewAllHref={`/news?category=${news.categoryId}`}
            t={t}
          >
            <div className={article.cards} data-testid="news-related">
              {related.map((n) => (
                <NewsCard key={n.id} news={n} locale={locale} t={t} />
              ))}
            </div>
          </ContentSection>
        </div>
      )}
      {!preview && <ViewCounter kind="news" id={news.id} />}
    </div>
  );
}
