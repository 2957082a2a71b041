import Image from 'next/image';
import { SiteLink } from '@/features/layout/site-link';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import type { PortfolioCard as PortfolioCardData } from '@/server/services/portfolio-service';
import classes from './card.module.css';

/** A portfolio item in a grid: picture, title (the link), date and summary. Plain HTML, no Mantine (home page budget). */
export function PortfolioCard({
  item,
  locale,
  headingLevel = 3,
}: {
  item: PortfolioCardData;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} data-testid="portfolio-card">
      {item.imageUrl && (
        <div className={classes.media}>
          <Image
            src={item.imageUrl}
            alt=""
            width={item.imageWidth ?? 800}
            height={item.imageHeight ?? 450}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 33vw"
            className={classes.image}
          />
        </div>
      )}
      <Heading className={`${classes.title} ${classes.mtSm}`}>
        <SiteLink href={`/portfolio/${item.id}`} className={classes.titleLink}>
          {item.name}
        </SiteLink>
      </Heading>
      <p className={`${classes.text} ${classes.dimmed} ${classes.mt4}`}>
        <time dateTime={item.publishedAt.toISOString()}>{formatDay(item.publishedAt, locale)}</time>
      </p>
      {item.description && (
        <p className={`${classes.text} ${classes.clamp} ${classes.mt6}`}>{item.description}</p>
      )}
    </article>
  );
}
