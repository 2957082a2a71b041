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
 */

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
