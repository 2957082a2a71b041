import { redirect } from 'next/navigation';

/** Any other /admin/* shows the admin home (SPEC.md section 2). */
export default function UnknownAdminPage() {
  redirect('/admin/home');
}
