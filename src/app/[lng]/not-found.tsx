import Link from 'next/link';
import classes from '@/features/layout/status-page.module.css';
import { getPageT } from '@/i18n/server';

/** SPEC.md section 8: a missing page is 404 'This page could not be found', with a link home. */
export default async function NotFound() {
  const { t } = await getPageT();
  return (
    <main className={classes.root}>
      <div>
        <h1 className={classes.code}>404</h1>
        <p className={classes.text} data-testid="not-found-message">{t('page_not_found')}</p>
        <Link href="/" className={classes.button}>{t('go_home')}</Link>
      </div>
    </main>
  );
}
