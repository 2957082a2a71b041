import { useEffect, useState } from 'react';

/** Whether the window is scrolled more than `px` down, kept up to date on scroll (sticky bar, back-to-top). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
