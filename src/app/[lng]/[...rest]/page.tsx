import { notFound } from 'next/navigation';

/** Every URL no route matches ends here, inside the root layout, as a 404 (SPEC.md section 8). */
export default function UnknownRoute() {
  notFound();
}
