import { SiteLink } from './site-link';
import classes from './status-page.module.css';
import { getPageT } from '@/i18n/server';

/** SPEC.md section 8: a missing page is 404 'This page could not be found', with a link home. */
export async function NotFoundContent() {
  const { t } = await getPageT();
  return (
    <div className={classes.root}>
      <div>
        <h1 className={classes.code}>404</h1>
        <p className={classes.text} data-testid="not-found-message">
          {t('page_not_found')}
        </p>
        <SiteLink href="/" className={classes.button}>
          {t('go_home')}
        </SiteLink>
      </div>
    </div>
  );
}
