'use client';

import { useLinkStatus } from 'next/link';
import classes from './navigation-pending.module.css';

/**
 * Inside a Next.js link: while the page it opens is being fetched, a bar
 * across the top of the window (after 200 ms, navigation-pending.module.css).
 * The public pages have no loading.tsx skeletons: those made every cached
 * page carry a skeleton and hid its content until a script revealed it
 * (docs/performance.md).
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span className={classes.bar} data-testid="navigation-pending" aria-hidden="true" />
  ) : null;
}
