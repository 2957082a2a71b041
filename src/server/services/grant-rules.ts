import type { Prisma } from '@/generated/sqlite/client';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';

type Tx = Prisma.TransactionClient | Db;

/**
 * The grant rule of the back office (docs/decisions.md): nobody grants, or edits, what they do not hold. Staff may assign
 * only roles, and put into a role only permissions, that are all among their
 * own; they may change or delete another user, or a role, only when every
 * permission it holds is among their own. Read inside the change's
 * transaction, from the database, so the caller's own rights are current.
 *
 * "Their own" is what the actor holds (permissionsOfActor): for a caller
 * with an API token, only what the token carries of its issuer's
 * permissions, so a narrow token never mints a wider user, role or token.
 */

/** Who acts in a grant rule: a signed-in staff member, or an API token (its id) acting for its issuer. */
export interface GrantActor {
  userId: number;
  apiTokenId?: number;
}

/** The actor of a back-office caller (AdminSession): the token's id when it came with an API token. */
export function grantActorOf(admin: {
  user: { id: number };
  apiToken?: { id: number };
}): GrantActor {
  return admin.apiToken
    ? { userId: admin.user.id, apiTokenId: admin.apiToken.id }
    : { userId: admin.user.id };
}

/** The permission names an API token row carries (its JSON column); anything unreadable carries nothing. */
export function carriedPermissions(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** What a token lets its bearer do: the permissions it carries that its issuer holds (both, never more than either). */
export function heldThroughToken(
  issuerHeld: Iterable<string>,
  carried: Iterable<string>,
): Set<string> {
  const carriedSet = new Set(carried);
  return new Set([...issuerHeld].filter((p) => carriedSet.has(p)));
}

/**
 * The one answer to "what does the actor hold" for every grant rule: the
 * user's permissions now, and for an API token only those it carries too.
 * A token revoked or expired since the call began holds nothing.
 */
export async function permissionsOfActor(tx: Tx, actor: GrantActor): Promise<Set<string>> {
  const held = await permissionsOfUser(tx, actor.userId);
  if (actor.apiTokenId === undefined) return held;
  const token = await tx.apiToken.findUnique({
    where: { id: actor.apiTokenId },
    select: { adminUserId: true, permissions: true, revokedAt: true, expiresAt: true },
  });
  if (
    !token ||
    token.adminUserId !== actor.userId ||
    token.revokedAt ||
    token.expiresAt.getTime() <= Date.now()
  )
    return new Set();
  return heldThroughToken(held, carriedPermissions(token.permissions));
}

/**
 * One's own account (e-mail, status, roles, password) is changed only in a
 * signed-in session: an API token acts for an integration, not as the
 * person, so it cannot touch its issuer (403, as a sessionOnly procedure).
 */
export function assertNotOwnAccountByToken(actor: GrantActor, userIds: readonly number[]): void {
  if (actor.apiTokenId !== undefined && userIds.includes(actor.userId))
    throw new AppError('FORBIDDEN', 'api_tokens.errors.session_only');
}

/** Every permission a user holds through their roles (whether or not the user is enabled). */
export function permissionsOfUser(tx: Tx, userId: number): Promise<Set<string>> {
  return permissionsOfUsers(tx, [userId]);
}

/** Every permission any of these users holds. */
export async function permissionsOfUsers(tx: Tx, userIds: readonly number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx.rolePermission.findMany({
    where: { role: { users: { some: { userId: { in: [...userIds] } } } } },
    select: { permission: { select: { name: true } } },
  });
  return new Set(rows.map((r) => r.permission.name));
}

/** Every permission the roles with these ids carry. */
export async function permissionsOfRoles(tx: Tx, roleIds: readonly number[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await tx.rolePermission.findMany({
    where: { roleId: { in: [...roleIds] } },
    select: { permission: { select: { name: true } } },
  });
  return new Set(rows.map((r) => r.permission.name));
}

/** Refuses (403) when `wanted` holds a permission that `held` lacks. */
export function assertWithin(
  held: ReadonlySet<string>,
  wanted: Iterable<string>,
  messageKey: string,
  field?: string,
): void {
  for (const permission of wanted) {
    if (!held.has(permission)) throw new AppError('FORBIDDEN', messageKey, field);
  }
}
