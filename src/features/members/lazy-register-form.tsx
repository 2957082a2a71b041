'use client';

import dynamic from 'next/dynamic';
import classes from '@/features/services/lazy-forms.module.css';

/**
 * The /register page's form (its schema, phone mask, bot check and tRPC
 * client) loads right after the page, outside its first-load JavaScript
 * (docs/performance.md); a placeholder of its size holds the place.
 */
export const LazyRegisterForm = dynamic(
  () => import('@/features/members/register-form').then((m) => m.RegisterForm),
  {
    ssr: false,
    loading: () => (
      <div className={classes.placeholder} style={{ minHeight: 760 }} aria-hidden="true" />
    ),
  },
);
