import type { TFunction } from 'i18next';
import type { ResearcherCard as ResearcherCardData } from '@/server/services/researcher-service';
import card from './card.module.css';
import classes from './researcher-card.module.css';

/** First letters of the name after its academic titles ("Asst. Prof. Dr.", "ผศ.ดร."), for a missing portrait. */
export function initials(name: string): string {
  const words = name.replace(/^.*\./, '').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/**
 * A researcher in the list: portrait, name, position, faculty, expertise and
 * e-mail. Plain HTML like the other public cards: 16 Mantine cards were a
 * third of the cached list page's HTML (docs/performance.md).
 */
export function ResearcherCard({ person, t }: { person: ResearcherCardData; t: TFunction }) {
  return (
    <article className={`${card.card} ${classes.person}`} data-testid="researcher-card">
      <div className={classes.avatar}>
        {person.imageUrl ? (
          // A plain <img>, as Mantine's Avatar rendered it: next/image would bring its client script to the page.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={person.imageUrl} alt="" width={96} height={96} loading="lazy" />
        ) : (
          initials(person.name)
        )}
      </div>
      <h2 className={card.title}>{person.name}</h2>
      {person.position && <p className={`${card.text} ${card.dimmed}`}>{person.position}</p>}
      <span className={`${card.badge} ${card.badgeLight}`}>{person.facultyName}</span>
      {person.expertise && (
        <p className={card.text}>
          <span className={classes.strong}>{t('content.researcher.expertise')}:</span>{' '}
          {person.expertise}
        </p>
      )}
      {person.email && (
        <p className={`${card.text} ${classes.email}`}>
          <span className={classes.hidden}>{t('content.researcher.email')}: </span>
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </p>
      )}
    </article>
  );
}
