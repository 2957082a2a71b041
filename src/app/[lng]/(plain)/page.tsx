import type { Metadata } from 'next';
import Image from 'next/image';
import { SiteLink } from '@/features/layout/site-link';
import { BannerCarousel } from '@/features/content/banner-carousel';
import { carouselLabels } from '@/features/content/carousel-labels';
import { ContentSection, EmptyState } from '@/features/content/content-list-parts';
import { HomeServices } from '@/features/content/home-services';
import parts from '@/features/content/content-list-parts.module.css';
import home from '@/features/content/home.module.css';
import { NewsCard } from '@/features/content/news-card';
import { PortfolioCard } from '@/features/content/portfolio-card';
import { TrainingCard } from '@/features/trainings/training-card';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';
import { formatDay } from '@/lib/dates';
import { publicApi } from '@/trpc/server';
import { LitePage } from '@/features/layout/lite-page';

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return { description: t('site_tagline'), alternates: alternatesFor('/', locale) };
}

/**
 * The home page. Its first screen says what the centre offers and leads to
 * the next open courses (the headline, the HOME_HERO carousel beside it, the
 * next course), then the upcoming courses, the services, news and portfolio.
 * Plain HTML and CSS modules, no Mantine components: it must stay within its
 * first-load JavaScript budget (only the carousel is a client component).
 */
export default async function HomePage() {
  const { t, locale } = await getPageT();
  const api = publicApi(locale);
  const [upcoming, heroBanners, newsBanners, highlights, latestNews, latestPortfolio] =
    await Promise.all([
      api.public.publicTrainings.list({
        in_training_range: true,
        per_page: 8,
        sort: 'start_training_date',
        order: 'ASC',
      }),
      api.public.banners.list({ category: 'HOME_HERO' }),
      api.public.banners.list({ category: 'HOME_NEWS' }),
      api.public.news.highlights({ limit: 3 }),
      api.public.news.latest({ limit: 6, filter_pin: 0 }),
      api.public.portfolios.latest({ limit: 4 }),
    ]);

  const next = upcoming.items[0];

  return (
    <>
      <LitePage />
      <section className={home.hero} aria-labelledby="hero-heading">
        <div className={`${home.container} ${home.heroGrid}`}>
          <div className={home.heroText}>
            <p className={home.eyebrow}>{t('content.home.hero_eyebrow')}</p>
            <h1 id="hero-heading" className={home.h1}>
              {t('content.home.hero_title')}
            </h1>
            <p className={home.lead}>{t('content.home.hero_text')}</p>
            <div className={home.actions}>
              <SiteLink href="/public-training" className={`${home.button} ${home.primary}`}>
                {t('content.home.hero_primary')}
              </SiteLink>
              <a href="#services" className={`${home.button} ${home.secondary}`}>
                {t('content.home.hero_secondary')}
              </a>
            </div>
            {next && (
              <p className={home.nextCourse} data-testid="home-next-course">
                <span className={home.nextLabel}>{t('content.home.next_course')}</span>
                <SiteLink href={`/public-training/${next.id}`} className={home.nextLink}>
                  {next.name}
                </SiteLink>
                <span className={home.nextDate}>{formatDay(next.startTrainingDate, locale)}</span>
              </p>
            )}
          </div>
          {heroBanners.length > 0 && (
            <div className={home.heroMedia}>
              <BannerCarousel
                banners={heroBanners}
                labels={carouselLabels(t, t('content.carousel.label'), heroBanners.length)}
                preload
              />
            </div>
          )}
        </div>
      </section>
      <section className={`${home.container} ${home.pyXl}`} aria-labelledby="upcoming-heading">
        <div className={home.header}>
          <h2 id="upcoming-heading" className={parts.h2}>
            {t('home.upcoming_trainings')}
          </h2>
          <SiteLink href="/public-training" className={parts.anchor}>
            {t('home.view_all')} →
          </SiteLink>
        </div>
        {upcoming.items.length === 0 ? (
          <p className={home.dimmed}>{t('home.no_trainings')}</p>
        ) : (
          <div className={`${home.grid} ${home.trainings}`}>
            {upcoming.items.map((training) => (
              <TrainingCard key={training.id} training={training} locale={locale} t={t} />
            ))}
          </div>
        )}
      </section>
      <div className={home.container}>
        <HomeServices t={t} />
      </div>
      <div className={home.band}>
        <div className={`${home.container} ${home.pyMd}`}>
          <ContentSection
            id="highlights-heading"
            title={t('content.home.highlights')}
            viewAllHref="/news"
            t={t}
          >
            {highlights.length === 0 ? (
              <EmptyState>{t('content.home.no_news')}</EmptyState>
            ) : (
              <div className={`${home.grid} ${home.news}`} data-testid="home-highlights">
                {highlights.map((n) => (
                  <NewsCard key={n.id} news={n} locale={locale} t={t} />
                ))}
              </div>
            )}
          </ContentSection>
          <ContentSection
            id="latest-news-heading"
            title={t('content.home.latest_news')}
            viewAllHref="/news"
            t={t}
          >
            {latestNews.length === 0 ? (
              <EmptyState>{t('content.home.no_news')}</EmptyState>
            ) : (
              <div className={`${home.grid} ${home.news}`} data-testid="home-latest-news">
                {latestNews.map((n) => (
                  <NewsCard key={n.id} news={n} locale={locale} t={t} />
                ))}
              </div>
            )}
          </ContentSection>
        </div>
      </div>
      {newsBanners.length > 0 && (
        <section
          className={`${home.container} ${home.ptXl}`}
          aria-label={t('content.carousel.news_label')}
        >
          <div className={`${home.grid} ${home.banners}`} data-testid="home-news-banners">
            {newsBanners.map((b) => (
              <div key={b.id} className={home.bannerCard}>
                {b.imageUrl && (
                  <Image
                    src={b.imageUrl}
                    alt=""
                    width={b.imageWidth ?? 1600}
                    height={b.imageHeight ?? 600}
                    sizes="(max-width: 768px) 100vw, 50vw"
                    className={home.bannerImage}
                  />
                )}
                <p className={home.bannerName}>
                  {b.linkUrl ? (
                    <SiteLink href={b.linkUrl} className={home.bannerLink}>
                      {b.name}
                    </SiteLink>
                  ) : (
                    b.name
                  )}
                </p>
              </div>
            ))}
          </div>
        </section>
      )}
      <div className={`${home.container} ${home.pyMd}`}>
        <ContentSection
          id="latest-portfolio-heading"
          title={t('content.home.latest_portfolio')}
          viewAllHref="/portfolio"
          t={t}
        >
          {latestPortfolio.length === 0 ? (
            <EmptyState>{t('content.home.no_portfolio')}</EmptyState>
          ) : (
            <div className={`${home.grid} ${home.portfolio}`} data-testid="home-latest-portfolio">
              {latestPortfolio.map((p) => (
                <PortfolioCard key={p.id} item={p} locale={locale} />
              ))}
            </div>
          )}
        </ContentSection>
      </div>
    </>
  );
}
