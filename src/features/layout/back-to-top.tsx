'use client';

import { useScrolledPast } from './use-scrolled-past';
import classes from './site-frame.module.css';

/** The back-to-top button appears after this much scroll (SPEC.md section 9). */
const BACK_TO_TOP_AFTER_PX = 500;

export function BackToTop({ label }: { label: string }) {
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <button
      type="button"
      className={classes.backToTop}
      hidden={!shown}
      data-back-to-top
      aria-label={label}
      // Focus leaves first: a focused button that hides on the way up would stop the smooth scroll.
      onClick={(e) => {
        e.currentTarget.blur();
        window.scrollTo({ top: 0 });
      }}
    >
      ↑
    </button>
  );
}
