import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { readMemberSession } from '@/server/auth/session';

/** Guest-only pages (/login, /register) send a logged-in member home (SPEC.md section 2). */
export async function redirectMemberHome(): Promise<void> {
  if (await readMemberSession(await cookies())) redirect('/');
}

/** Member-only pages: without a live session, to /login and back here afterwards. */
export async function requireMember(back: string) {
  const session = await readMemberSession(await cookies());
  if (!session) redirect(`/login?callbackUrl=${encodeURIComponent(back)}`);
  return session;
}
