'use client';

import '@/features/ui/mantine-base-styles';
import classes from '@/features/layout/status-page.module.css';
import { useT } from '@/i18n/client';

/** A route error shows its message and a go-home link (SPEC.md section 2). */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  const { t } = useT();
  return (
    <main className={classes.root}>
      <div>
        <h1 className={classes.title}>{t('error_title')}</h1>
        <p className={classes.text}>
          {error.digest ? t('error_text') : error.message || t('error_text')}
        </p>
        {/* A full page load on purpose: the page that failed may be this one. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={classes.button}>
          {t('go_home')}
        </a>
      </div>
    </main>
  );
}
