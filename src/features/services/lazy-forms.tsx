'use client';

import dynamic from 'next/dynamic';
import { type ComponentType, Suspense, use } from 'react';
import { MoreMessages, oncePerLanguage, useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/translate';
import classes from './lazy-forms.module.css';

// The request and contact forms (Mantine inputs, the zod schemas, the tRPC
// client) load right after the page, outside its first-load JavaScript: they
// sit below the content a visitor came for (docs/performance.md). Their
// messages (the `services` group and forms.json, which the pages' own
// dictionary leaves out, src/i18n/messages.ts) come with their code.
const placeholder = () => <div className={classes.placeholder} aria-hidden="true" />;

/** Each language's `services` group and form messages, loaded once, on first use. */
const formMessagesOf = oncePerLanguage(async (language): Promise<Messages> => {
  const [services, forms] = await Promise.all(
    language === 'en'
      ? [import('@/i18n/locales/en/services.json'), import('@/i18n/locales/en/forms.json')]
      : [import('@/i18n/locales/th/services.json'), import('@/i18n/locales/th/forms.json')],
  );
  return { ...services.default, ...forms.default } as Messages;
});
const pageLanguage = (): Locale => (document.documentElement.lang === 'en' ? 'en' : 'th');

function withFormMessages<P extends object>(load: () => Promise<ComponentType<P>>) {
  return () => {
    // The page's language only, fetched beside the form's code rather than after it.
    void formMessagesOf(pageLanguage());
    return load().then((Form) => {
      function FormWithMessages(props: P) {
        const { i18n } = useT();
        const messages = use(formMessagesOf(i18n.language));
        return (
          <MoreMessages messages={messages}>
            <Form {...props} />
          </MoreMessages>
        );
      }
      return function FormWhenReady(props: P) {
        return (
          <Suspense fallback={placeholder()}>
            <FormWithMessages {...props} />
          </Suspense>
        );
      };
    });
  };
}

export const LazyRequestForm = dynamic(
  withFormMessages(() =>
    import('@/features/services/request-form').then((m) => m.RequestFormWithApi),
  ),
  { ssr: false, loading: placeholder },
);
export const LazyContactForm = dynamic(
  withFormMessages(() =>
    import('@/features/services/contact-form').then((m) => m.ContactFormWithApi),
  ),
  { ssr: false, loading: placeholder },
);
