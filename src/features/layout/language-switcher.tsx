'use client';

import { useT } from '@/i18n/client';
import { localeCookie, locales } from '@/i18n/locales';
import classes from './site-header.module.css';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stores the choice (white on the public top bar; `color` elsewhere) in the language cookie (365 days) and reloads the page in it. */
export function LanguageSwitcher({ color }: { color?: string }) {
  const { t, i18n } = useT();
  return (
    <div
      className={classes.languages}
      data-lang-switch
      role="group"
      aria-label={t('nav.language')}
      style={color ? { color } : undefined}
    >
      {locales.map((lng, i) => (
        <span key={lng} className={classes.language}>
          {i > 0 && (
            <span aria-hidden="true" className={classes.separator}>
              |
            </span>
          )}
          <button
            type="button"
            lang={lng}
            aria-pressed={i18n.language === lng}
            data-testid={`lang-${lng}`}
            className={classes.languageButton}
            onClick={() => {
              if (i18n.language === lng) return;
              document.cookie = `${localeCookie}=${lng}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
              // The page was served under /en/... or /th/...: its clean URL follows the cookie.
              window.location.replace(
                window.location.pathname.replace(/^\/(th|en)(?=\/|$)/, '') +
                  window.location.search || '/',
              );
            }}
          >
            {t(`language_names.${lng}`)}
          </button>
        </span>
      ))}
    </div>
  );
}
