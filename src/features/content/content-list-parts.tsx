import type { TFunction } from 'i18next';
import { SiteLink } from '@/features/layout/site-link';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import classes from './content-list-parts.module.css';

// Plain HTML and CSS, no Mantine components: the home page renders these
// and must stay within its JavaScript budget.

/** A titled section with its "view all" link. */
export function ContentSection({
  id,
  title,
  viewAllHref,
  t,
  children,
}: {
  id: string;
  title: string;
  viewAllHref?: string;
  t: TFunction;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className={classes.sectionHeader}>
        <h2 id={id} className={classes.h2}>
          {title}
        </h2>
        {viewAllHref && (
          <SiteLink href={viewAllHref} className={`${classes.anchor} ${classes.nowrap}`}>
            {t('content.view_all')} →
          </SiteLink>
        )}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({
  children,
  testId = 'empty-state',
}: {
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p className={classes.empty} data-testid={testId}>
      {children}
    </p>
  );
}

/** A short list of linked titles with dates (highlights, popular, latest). */
export function SideList({
  id,
  title,
  items,
  hrefOf,
  locale,
  emptyText,
  testId,
}: {
  id: string;
  title: string;
  items: { id: number; name: string; publishedAt: Date }[];
  hrefOf: (id: number) => string;
  locale: Locale;
  emptyText: string;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={classes.sideTitle}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={classes.sideEmpty}>{emptyText}</p>
      ) : (
        <ol className={classes.sideList}>
          {items.map((item) => (
            <li key={item.id}>
              <SiteLink href={hrefOf(item.id)} className={classes.sideLink}>
                {item.name}
              </SiteLink>
              <p className={classes.sideDate}>
                <time dateTime={item.publishedAt.toISOString()}>
                  {formatDay(item.publishedAt, locale)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Previous / "page x of y" / next, as plain links that keep the filters. */
export function Pager({
  page,
  lastPage,
  hrefOf,
  t,
}: {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
  t: TFunction;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('content.pagination')} className={classes.pager} data-testid="pager">
      {page > 1 && (
        <SiteLink href={hrefOf(page - 1)} className={classes.anchor}>
          ← {t('content.previous')}
        </SiteLink>
      )}
      <p className={classes.pagerText} aria-current="page">
        {t('content.page_of', { page, last: lastPage })}
      </p>
      {page < lastPage && (
        <SiteLink href={hrefOf(page + 1)} className={classes.anchor}>
          {t('content.next')} →
        </SiteLink>
      )}
    </nav>
  );
}
