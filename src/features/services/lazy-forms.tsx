'use client';

import dynamic from 'next/dynamic';
import classes from './lazy-forms.module.css';

// The request and contact forms (Mantine inputs, the zod schemas, the tRPC
// client) load right after the page, outside its first-load JavaScript: they
// sit below the content a visitor came for (README: "Performance").
const placeholder = () => <div className={classes.placeholder} aria-hidden="true" />;

export const LazyRequestForm = dynamic(() => import('@/features/services/request-form').then((m) => m.RequestFormWithApi), { ssr: false, loading: placeholder });
export const LazyContactForm = dynamic(() => import('@/features/services/contact-form').then((m) => m.ContactFormWithApi), { ssr: false, loading: placeholder });
