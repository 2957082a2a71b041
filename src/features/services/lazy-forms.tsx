'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { MoreMessages, useT } from '@/i18n/client';
import type { Messages } from '@/i18n/translate';
import classes from './lazy-forms.module.css';

// The request and contact forms (Mantine inputs, the zod schemas, the tRPC
// client) load right after the page, outside its first-load JavaScript: they
// sit below the content a visitor came for (README: "Performance"). Their
// messages (the `services` group, which the pages' own dictionary leaves out,
// src/i18n/messages.ts) come with their code.
const placeholder = () => <div className={classes.placeholder} aria-hidden="true" />;

function withServiceMessages<P extends object>(load: () => Promise<ComponentType<P>>) {
  return () =>
    Promise.all([load(), import('@/i18n/locales/th/services.json'), import('@/i18n/locales/en/services.json')]).then(([Form, th, en]) => {
      function FormWithMessages(props: P) {
        const { i18n } = useT();
        return (
          <MoreMessages messages={(i18n.language === 'en' ? en.default : th.default) as Messages}>
            <Form {...props} />
          </MoreMessages>
        );
      }
      return FormWithMessages;
    });
}

export const LazyRequestForm = dynamic(withServiceMessages(() => import('@/features/services/request-form').then((m) => m.RequestFormWithApi)), { ssr: false, loading: placeholder });
export const LazyContactForm = dynamic(withServiceMessages(() => import('@/features/services/contact-form').then((m) => m.ContactFormWithApi)), { ssr: false, loading: placeholder });
