import '@/features/admin/admin-shell.css';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { currentAdminSession } from '@/features/admin/admin-page-guard';
import { AccountPage } from '@/features/admin/account-page';
import { AdminShell } from '@/features/admin/admin-shell';
import { staffSessionPolicy } from '@/server/services/auth-session-service';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Every admin page but login. The proxy already sent visitors without a
 * session cookie to the login page; here a cookie whose session has ended
 * (expired, revoked, user disabled) goes there with the token-expired notice.
 * Each page then checks its own permissions (requireAdminPage).
 */
export default async function AdminShellLayout({ children }: { children: ReactNode }) {
  const session = await currentAdminSession();
  if (!session) redirect('/admin/login?expired=1');
  return (
    <AdminShell user={session.user} idleMs={staffSessionPolicy().idleMs}>
      {/* Until a second factor its role requires is on, every page of the shell is the account page's setup. */}
      {session.secondFactorSetupNeeded ? <AccountPage /> : children}
    </AdminShell>
  );
}
