'use client';

import { useEffect, useState } from 'react';
import classes from './site-frame.module.css';

/** The back-to-top button appears after this much scroll (SPEC.md section 9). */
const BACK_TO_TOP_AFTER_PX = 500;

export function BackToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className={classes.backToTop} aria-label={label} onClick={() => window.scrollTo({ top: 0 })}>
      ↑
    </button>
  );
}
