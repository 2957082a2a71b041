import type { TFunction } from 'i18next';
import Image from 'next/image';
import { SiteLink } from '@/features/layout/site-link';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import type { NewsCard as NewsCardData } from '@/server/services/news-service';
import classes from './card.module.css';

/** A news item in a grid: picture, category, headline (the link), date and summary. Plain HTML, no Mantine (home page budget). */
export function NewsCard({
  news,
  locale,
  t,
  headingLevel = 3,
  priority = false,
}: {
  news: NewsCardData;
  locale: Locale;
  t: TFunction;
  headingLevel?: 2 | 3;
  /** The first card of a list: its picture is the page's largest paint, so it is preloaded from <head>, first. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} data-testid="news-card">
      {news.imageUrl && (
        <div className={classes.media}>
          <Image
            src={news.imageUrl}
            alt=""
            width={news.imageWidth ?? 800}
            height={news.imageHeight ?? 450}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 33vw"
            className={classes.image}
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
        </div>
      )}
      <div className={`${classes.badges} ${classes.spaced}`}>
        <span className={`${classes.badge} ${classes.badgeLight}`}>{news.categoryName}</span>
        {news.highlight && (
          <span className={`${classes.badge} ${classes.badgeFilled}`}>
            {t('content.news.highlight_badge')}
          </span>
        )}
      </div>
      <Heading className={`${classes.title} ${classes.mt6}`}>
        <SiteLink href={`/news/${news.id}`} className={classes.titleLink}>
          {news.name}
        </SiteLink>
      </Heading>
      <p className={`${classes.text} ${classes.dimmed} ${classes.mt4}`}>
        <time dateTime={news.publishedAt.toISOString()}>{formatDay(news.publishedAt, locale)}</time>
      </p>
      {news.description && (
        <p className={`${classes.text} ${classes.clamp} ${classes.mt6}`}>{news.description}</p>
      )}
    </article>
  );
}
