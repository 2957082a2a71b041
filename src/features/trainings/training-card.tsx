import Image from 'next/image';
import { SiteLink } from '@/features/layout/site-link';
import type { TFunction } from 'i18next';
import classes from '@/features/content/card.module.css';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import type {
  PublicTrainingCard,
  RegistrationState,
} from '@/server/services/public-training-service';

/** A training's fee: "Free" for zero, otherwise the amount in THB. */
export function trainingPrice(satang: number, locale: Locale, t: TFunction): string {
  return satang === 0 ? t('training.free') : formatBaht(satang, locale);
}

const stateLabels: Record<RegistrationState, string> = {
  open: 'training.registration_open',
  not_open: 'training.registration_not_open',
  closed: 'training.registration_closed',
  full: 'training.full',
};
const stateClasses: Record<RegistrationState, string | undefined> = {
  open: classes.stateOpen,
  not_open: classes.stateNotOpen,
  closed: classes.stateClosed,
  full: classes.stateFull,
};

/**
 * A training in a grid: picture, category, whether it takes registrations
 * (when known), name (the link), dates and fee. Plain HTML, no Mantine (home
 * page budget).
 */
export function TrainingCard({
  training,
  locale,
  t,
  priority = false,
}: {
  training: PublicTrainingCard & { registrationState?: RegistrationState };
  locale: Locale;
  t: TFunction;
  /** The first card of a list: its picture is the page's largest paint, so it is preloaded from <head>, first. */
  priority?: boolean;
}) {
  const state = training.registrationState;
  const sameDay =
    formatDay(training.startTrainingDate, locale) === formatDay(training.endTrainingDate, locale);
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
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : null}
      </div>
      <div className={classes.stack}>
        <div className={classes.badges}>
          <span className={`${classes.badge} ${classes.badgeLight}`}>{training.categoryName}</span>
          {state && (
            <span
              className={`${classes.badge} ${stateClasses[state]}`}
              data-testid="training-state"
              data-state={state}
            >
              {t(stateLabels[state])}
            </span>
          )}
        </div>
        <h3 className={classes.title}>
          <SiteLink href={`/public-training/${training.id}`} className={classes.titleLink}>
            {training.name}
          </SiteLink>
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
