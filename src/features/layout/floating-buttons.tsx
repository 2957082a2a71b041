'use client';

import { ActionIcon, Affix, Stack, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useT } from 'next-i18next/client';

/** The back-to-top button appears after this much scroll (SPEC.md section 9). */
const BACK_TO_TOP_AFTER_PX = 500;

/** Chat (link from configuration) and back-to-top buttons. */
export function FloatingButtons({ chatUrl }: { chatUrl: string }) {
  const { t } = useT();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Stack gap="sm" align="center">
        <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_AFTER_PX}>
          {(styles) => (
            <ActionIcon style={styles} size={44} radius="xl" variant="default" aria-label={t('nav.back_to_top')} onClick={() => scrollTo({ y: 0 })}>
              ↑
            </ActionIcon>
          )}
        </Transition>
        <ActionIcon component="a" href={chatUrl} target="_blank" rel="noopener noreferrer" size={52} radius="xl" color="accent.7" aria-label={t('nav.chat')}>
          <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.7 6.2L5 21l4.1-2.3c.9.2 1.9.3 2.9.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z" />
          </svg>
        </ActionIcon>
      </Stack>
    </Affix>
  );
}
