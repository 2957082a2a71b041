import { notFound } from 'next/navigation';

/**
 * Every URL no route matches ends here, as a 404 inside the site's header
 * and footer ((plain)/not-found.tsx, SPEC.md section 8). Rendered per
 * request, never cached, so made-up addresses cannot fill the page cache.
 */
export const dynamic = 'force-dynamic';

export default function UnknownRoute(): never {
  notFound();
}
