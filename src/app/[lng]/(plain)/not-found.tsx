import { NotFoundContent } from '@/features/layout/not-found-content';

/** SPEC.md section 8: the 404 of a public page, inside the layout's header and footer. */
export default function NotFound() {
  return <NotFoundContent />;
}
