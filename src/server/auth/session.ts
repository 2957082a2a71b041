import { decode } from 'next-auth/jwt';
import { realmSecret, sessionCookieName } from '@/server/auth/realm-options';
import { db } from '@/server/db';
import { noteRequestUser } from '@/server/ops/request-context';
import { adminUserService, type AdminProfile } from '@/server/services/admin-user-service';
import { apiTokenService } from '@/server/services/api-token-service';
import { authSessionService, type Realm } from '@/server/services/auth-session-service';
import { memberService, type MemberProfile } from '@/server/services/member-service';
import { secondFactorService } from '@/server/services/second-factor-service';

export interface AdminSession {
  /** The login session's id; 0 for an API token, which is no login session. */
  tokenId: number;
  user: AdminProfile;
  /** Set when the caller came with an API token (docs/api-tokens.md): `user.permissions` are then the token's, within the issuer's. */
  apiToken?: { id: number; name: string };
  /** A role of the user requires a second factor they have not set up: this session may only set it up (trpc.ts beforeSecondFactor). */
  secondFactorSetupNeeded?: boolean;
}
export interface MemberSession {
  tokenId: number;
  member: MemberProfile;
}

type CookieReader = { get(name: string): { value: string } | undefined };

/** The secret session token inside a realm's cookie, if the cookie is genuine. */
export async function sessionTokenFromCookie(
  realm: Realm,
  cookies: CookieReader,
): Promise<string | null> {
  const raw = cookies.get(sessionCookieName(realm))?.value;
  if (!raw) return null;
  try {
    const jwt = await decode({ token: raw, secret: realmSecret(realm) });
    return jwt?.realm === realm && typeof jwt.sid === 'string' ? jwt.sid : null;
  } catch {
    return null;
  }
}

/** The admin behind a session token: only a live session of an enabled user counts. */
export async function adminSessionFromToken(token: string | null): Promise<AdminSession | null> {
  const resolved = await authSessionService(db).resolve(token, 'admin');
  if (!resolved) return null;
  const user = await adminUserService(db).getProfile(resolved.userId);
  if (!user || !user.status) return null;
  noteRequestUser({ adminUserId: user.id });
  const secondFactorSetupNeeded = await secondFactorService(db).setupNeeded(user.id);
  return { tokenId: resolved.tokenId, user, secondFactorSetupNeeded };
}

/** The staff member behind an API token, acting with the token's permissions that they still hold (docs/api-tokens.md). */
export async function adminSessionFromApiToken(
  token: string,
  route?: string,
): Promise<AdminSession | null> {
  const resolved = await apiTokenService(db).resolve(token, route);
  if (!resolved) return null;
  noteRequestUser({ adminUserId: resolved.user.id });
  return {
    tokenId: 0,
    user: resolved.user,
    apiToken: { id: resolved.id, name: resolved.name },
  };
}

export async function memberSessionFromToken(token: string | null): Promise<MemberSession | null> {
  const resolved = await authSessionService(db).resolve(token, 'member');
  if (!resolved) return null;
  const members = memberService(db);
  const member = await members.getProfile(resolved.userId);
  if (!member) return null;
  noteRequestUser({ memberId: member.id });
  // latest_accessed_at follows the member's use of the site (at most a write a minute);
  // the profile keeps the previous value, shown as "last online".
  await members.touch(member);
  return { tokenId: resolved.tokenId, member };
}

export async function readAdminSession(cookies: CookieReader) {
  return adminSessionFromToken(await sessionTokenFromCookie('admin', cookies));
}

export async function readMemberSession(cookies: CookieReader) {
  return memberSessionFromToken(await sessionTokenFromCookie('member', cookies));
}
