import { BackToTop } from '@/features/layout/back-to-top';
import { getPageT } from '@/i18n/server';
import classes from './site-frame.module.css';

/** Chat (link from configuration) and back-to-top buttons, bottom right (SPEC.md section 9). */
export async function FloatingButtons({ chatUrl }: { chatUrl: string }) {
  const { t } = await getPageT();
  return (
    <div className={classes.floating}>
      <BackToTop label={t('nav.back_to_top')} />
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.chat}
        aria-label={t('nav.chat')}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.7 6.2L5 21l4.1-2.3c.9.2 1.9.3 2.9.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z" />
        </svg>
      </a>
    </div>
  );
}
