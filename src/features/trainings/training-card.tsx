import Image from 'next/image';
import Link from 'next/link';
import type { TFunction } from 'i18next';
import classes from '@/features/content/card.module.css';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import type { PublicTrainingCard } from '@/server/services/public-training-service';

/** A training's fee: "Free" for zero, otherwise the amount in THB. */
export function trainingPrice(satang: number, locale: Locale, t: TFunction): string {
  return satang === 0 ? t('training.free') : formatBaht(satang, locale);
}

/** A training in a grid: picture, category, name (the link), dates and fee. Plain HTML, no Mantine (home page budget). */
export function TrainingCard({ training, locale, t }: { training: PublicTrainingCard; locale: Locale; t: TFunction }) {
  const sameDay = formatDay(training.startTrainingDate, locale) === formatDay(training.endTrainingDate, locale);
  return (
    <article className={classes.card} data-testid="training-card">
      <div className={classes.media}>
        {training.imageUrl ? (
          <Image
            src={training.imageUrl}
            alt=""
            width={training.imageWidth ?? 800}
            height={training.imageHeight ?? 450}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 25vw"
            className={classes.image}
          />
        ) : null}
      </div>
      <div className={classes.stack}>
        <div className={classes.badges}>
          <span className={`${classes.badge} ${classes.badgeLight}`}>{training.categoryName}</span>
        </div>
        <h3 className={classes.title}>
          <Link href={`/public-training/${training.id}`} className={classes.titleLink}>
            {training.name}
          </Link>
        </h3>
        <p className={`${classes.text} ${classes.dimmed}`}>
          {t('training.training_date')}: {formatDay(training.startTrainingDate, locale)}
          {sameDay ? '' : ` – ${formatDay(training.endTrainingDate, locale)}`}
        </p>
        <p className={`${classes.text} ${classes.price}`}>
          {t('training.price')}: {trainingPrice(training.priceSatang, locale, t)}
        </p>
      </div>
    </article>
  );
}
