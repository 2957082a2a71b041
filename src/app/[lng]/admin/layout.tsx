import type { ReactNode } from 'react';

/** The back office depends on who is signed in: always rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
