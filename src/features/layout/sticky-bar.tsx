'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from './use-scrolled-past';
import classes from './site-header.module.css';

/** The main bar becomes sticky after this many pixels of scroll (SPEC.md section 9). */
const STICKY_AFTER_PX = 130;

export function StickyBar({ children }: { children: ReactNode }) {
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  return (
    <>
      {/* A spacer keeps the page from jumping when the bar turns fixed. */}
      <div className={classes.barSpacer} data-sticky-spacer hidden={!sticky} />
      <div className={classes.bar} data-sticky={sticky} data-sticky-bar>
        {children}
      </div>
    </>
  );
}
