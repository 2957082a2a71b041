'use client';

import { Group, UnstyledButton } from '@mantine/core';
import { useChangeLanguage, useT } from 'next-i18next/client';
import { localeCookie, locales } from '@/i18n/locales';

/** Stores the choice in the language cookie (365 days) and reloads the page in it. */
export function LanguageSwitcher({ color = 'white' }: { color?: string }) {
  const { t, i18n } = useT();
  const changeLanguage = useChangeLanguage(localeCookie, { maxAge: 365 * 24 * 60 * 60 });
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('nav.language')}>
      {locales.map((lng, i) => (
        <Group key={lng} gap={4} wrap="nowrap">
          {i > 0 && <span aria-hidden="true" style={{ color, opacity: 0.6 }}>|</span>}
          <UnstyledButton
            lang={lng}
            aria-pressed={i18n.language === lng}
            data-testid={`lang-${lng}`}
            onClick={async () => {
              if (i18n.language === lng) return;
              await changeLanguage(lng);
              window.location.reload();
            }}
            style={{ color, fontWeight: i18n.language === lng ? 700 : 400, fontSize: 14, textDecoration: i18n.language === lng ? 'underline' : 'none' }}
          >
            {t(`language_names.${lng}`)}
          </UnstyledButton>
        </Group>
      ))}
    </Group>
  );
}
