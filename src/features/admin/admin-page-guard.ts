import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { adminPages, type AdminPage } from '@/lib/admin-pages';
import { hasAnyPermission } from '@/lib/permissions';
import { readAdminSession } from '@/server/auth/session';

/** The admin of this request, read once per render. */
export const currentAdminSession = cache(async () => readAdminSession(await cookies()));

/**
 * The page guard (SPEC.md section 2): no session goes to login (with the
 * token-expired notice, since the proxy already sent cookie-less visitors
 * there), an admin without the page's permission goes to the dashboard with
 * a notice. The permissions come from the one table in src/lib/admin-pages.ts.
 */
export async function requireAdminPage(page: AdminPage) {
  const session = await currentAdminSession();
  if (!session) redirect('/admin/login?expired=1');
  // A role requires a second factor this user has not set up: the account page is the only way on.
  if (session.secondFactorSetupNeeded && page !== adminPages.account) redirect('/admin/account');
  if (!hasAnyPermission(session.user.permissions, page.permissions))
    redirect('/admin/home?denied=1');
  return session;
}
