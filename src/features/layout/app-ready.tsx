'use client';

import { useEffect } from 'react';

/**
 * Says the page has hydrated: the last effect of the document (effects run
 * children first, this is the body's last child). public/lite.js waits for it
 * before handing a click on to the app it started.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    window.dispatchEvent(new Event('asc:app-ready'));
  }, []);
  return null;
}
