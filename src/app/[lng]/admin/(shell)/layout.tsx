import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminShell } from '@/features/admin/admin-shell';
import { readAdminSession } from '@/server/auth/session';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Every admin page but login. The proxy already sent visitors without a
 * session cookie to the login page; here a cookie whose session has ended
 * (expired, revoked, user disabled) goes there with the token-expired notice.
 */
export default async function AdminShellLayout({ children }: { children: ReactNode }) {
  const session = await readAdminSession(await cookies());
  if (!session) redirect('/admin/login?expired=1');
  return <AdminShell user={session.user}>{children}</AdminShell>;
}
