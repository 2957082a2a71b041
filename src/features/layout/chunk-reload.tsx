'use client';

import { useEffect } from 'react';

/** sessionStorage key of the last reload for a missing script (SPEC.md sections 4 and 9: at most once per 60 s). */
export const CHUNK_RELOAD_KEY = 'asc-chunk-reload-at';
const THROTTLE_MS = 60_000;

/** Messages of a script chunk or dynamic import that could not be fetched (Turbopack, webpack, Chrome, Firefox, Safari). */
const CHUNK_FAILURE =
  /ChunkLoadError|Failed to load chunk|Loading (CSS )?chunk \S+ failed|dynamically imported module|Importing a module script failed/i;

function reloadOnce(): void {
  const now = Date.now();
  try {
    if (now - (Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0) < THROTTLE_MS) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return; // without storage the reloads could not be counted: better a broken widget than a loop
  }
  window.location.reload();
}

/**
 * After a new version is deployed, a page opened before it may ask for a
 * script chunk that no longer exists: the page reloads itself (the new HTML
 * names the new chunks), at most once per 60 s. Plain listeners, no
 * library: this runs on every page, inside the home page's script budget.
 */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/'))
        reloadOnce();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { name?: unknown; message?: unknown } | null | undefined;
      if (
        CHUNK_FAILURE.test(
          `${String(reason?.name ?? '')} ${String(reason?.message ?? reason ?? '')}`,
        )
      )
        reloadOnce();
    };
    // A script element's error does not bubble: listen in the capture phase.
    window.addEventListener('error', onError, true);
    // The app has hydrated this page and run its effects (end-to-end tests wait for it; a lite page never has it).
    document.documentElement.dataset.hydrated = '';
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
