'use client';

import { type ReactNode, useEffect, useState } from 'react';
import classes from './site-header.module.css';

/** The main bar becomes sticky after this many pixels of scroll (SPEC.md section 9). */
const STICKY_AFTER_PX = 130;

export function StickyBar({ children }: { children: ReactNode }) {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY > STICKY_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <>
      {/* A spacer keeps the page from jumping when the bar turns fixed. */}
      {sticky && <div className={classes.barSpacer} />}
      <div className={classes.bar} data-sticky={sticky}>
        {children}
      </div>
    </>
  );
}
