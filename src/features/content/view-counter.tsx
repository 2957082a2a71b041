'use client';

import { useEffect } from 'react';

type Kind = 'news' | 'portfolio' | 'publicTraining' | 'inhouseTraining' | 'service';

/** The view endpoints of SPEC.md section 7 (src/server/rest/routes/views.ts). */
const viewPath: Record<Kind, string> = {
  news: 'news',
  portfolio: 'portfolios',
  publicTraining: 'services/public_trainings',
  inhouseTraining: 'services/inhouse_trainings',
  service: 'services/services',
};

/**
 * Counts one view of a detail page from the browser, so cached pages still
 * count their visitors; the server ignores repeats by the same visitor. A
 * plain `PUT …/{id}/view`, so detail pages carry no tRPC client.
 */
export function ViewCounter({ kind, id }: { kind: Kind; id: number }) {
  const path = `/api/v1/${viewPath[kind]}/${id}/view`;
  useEffect(() => {
    fetch(path, { method: 'PUT', keepalive: true }).catch(() => {});
  }, [path]);
  // On a lite page (docs/policies/lite-pages.md) public/lite.js counts the view from this address.
  return <span hidden data-view-path={path} />;
}
