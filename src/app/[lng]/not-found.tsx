import '@/features/ui/mantine-base-styles';
import Link from 'next/link';
import { PublicFrame } from '@/features/layout/public-frame';
import classes from '@/features/layout/status-page.module.css';
import { getPageT } from '@/i18n/server';

/**
 * SPEC.md section 8: a missing page is 404 'This page could not be found',
 * with a link home, inside the site's header and footer (it renders under the
 * root layout, outside the public pages' layout, so it brings the frame).
 */
export default async function NotFound() {
  const { t } = await getPageT();
  return (
    <PublicFrame>
      <div className={classes.root}>
        <div>
          <h1 className={classes.code}>404</h1>
          <p className={classes.text} data-testid="not-found-message">{t('page_not_found')}</p>
          <Link href="/" className={classes.button}>{t('go_home')}</Link>
        </div>
      </div>
    </PublicFrame>
  );
}
