import '@/features/ui/mantine-base-styles';
import { NotFoundContent } from '@/features/layout/not-found-content';

/**
 * A 404 outside the public pages' layouts (the back office, the receipt
 * page). Public pages, and every address that matches no page
 * ((plain)/[...rest]), get theirs inside the site's header and footer from
 * the not-found.tsx of their route group. Next.js puts each level's not-found
 * element into every page's payload: kept this small so that no page carries
 * a second header and footer.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
