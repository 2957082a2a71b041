import { auditBy } from '@/server/services/audit-service';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { keepingAdministrators } from '@/server/services/admin-user-service';
import {
  assertWithin,
  permissionsOfActor,
  permissionsOfRoles,
  type GrantActor,
} from '@/server/services/grant-rules';

const roleInclude = {
  permissions: { include: { permission: true } },
  _count: { select: { users: true } },
} as const;

function toRole(r: {
  id: number;
  name: string;
  requireSecondFactor: boolean;
  createdAt: Date;
  permissions: { permission: { name: string } }[];
  _count: { users: number };
}) {
  return {
    id: r.id,
    name: r.name,
    permissions: r.permissions.map((p) => p.permission.name).sort(),
    require_second_factor: r.requireSecondFactor,
    users_count: r._count.users,
    created_at: r.createdAt,
  };
}
export type RoleItem = ReturnType<typeof toRole>;

/**
 * Roles: a name and a set of permission strings (SPEC.md sections 3 and 6).
 *
 * The grant rule (grant-rules.ts) holds here too: a role is created only with
 * permissions all among the actor's own; a role is edited or deleted only
 * when every permission it holds now is among the actor's own (it may be
 * held by users above the actor, who must not be changed from below), and
 * an edit cannot add a permission the actor lacks. So a user holding only
 * access/role cannot give their own role, or any role, more than they hold.
 */
export function roleService(db: Db) {
  async function permissionIds(names: readonly string[]) {
    if (names.length === 0) return [];
    const rows = await db.permission.findMany({
      where: { name: { in: [...names] } },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const taken = await db.role.findFirst({
      where: { name, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    });
    if (taken) throw new AppError('CONFLICT', 'admin_shell.error_role_name_taken', 'name');
  }

  return {
    async list() {
      const rows = await db.role.findMany({ orderBy: { id: 'asc' }, include: roleInclude });
      return rows.map(toRole);
    },

    async get(id: number) {
      const row = await db.role.findUnique({ where: { id }, include: roleInclude });
      if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
      return toRole(row);
    },

    async create(actor: GrantActor, input: { name: string; permissions: readonly string[] }) {
      const actorId = actor.userId;
      assertWithin(
        await permissionsOfActor(db, actor),
        input.permissions,
        'admin_shell.error_grant_beyond_own',
        'permissions',
      );
      await assertNameFree(input.name);
      const ids = await permissionIds(input.permissions);
      return db.$transaction(async (tx) => {
        const row = await tx.role.create({
          data: {
            name: input.name,
            permissions: { create: ids.map((permissionId) => ({ permissionId })) },
          },
          select: { id: true },
        });
        await auditBy(tx, actorId, {
          action: 'create',
          entity: 'role',
          entityId: row.id,
          label: input.name,
          changed: ['name', 'permissions'],
        });
        return row;
      });
    },

    /** Editing a role cannot strip the last administrator of access/role or access/user, nor break the grant rule. */
    async update(
      actor: GrantActor,
      id: number,
      input: { name: string; permissions: readonly string[] },
    ) {
      const actorId = actor.userId;
      await assertNameFree(input.name, id);
      const ids = await permissionIds(input.permissions);
      return keepingAdministrators(db, async (tx) => {
        const exists = await tx.role.findUnique({ where: { id }, select: { id: true } });
        if (!exists) throw new AppError('NOT_FOUND', 'errors.not_found');
        const held = await permissionsOfActor(tx, actor);
        assertWithin(held, await permissionsOfRoles(tx, [id]), 'admin_shell.error_role_beyond_own');
        assertWithin(held, input.permissions, 'admin_shell.error_grant_beyond_own', 'permissions');
        await tx.rolePermission.deleteMany({ where: { roleId: id } });
        await tx.role.update({
          where: { id },
          data: {
            name: input.name,
            permissions: { create: ids.map((permissionId) => ({ permissionId })) },
          },
        });
        await auditBy(tx, actorId, {
          action: 'update',
          entity: 'role',
          entityId: id,
          label: input.name,
          changed: ['name', 'permissions'],
        });
        return { id };
      });
    },

    /**
     * All or none: refused when any of the roles holds a permission the actor
     * lacks, or is still held by users (deleting it would silently take its
     * permissions from them); the refusal names each role and its holders.
     */
    async remove(actor: GrantActor, ids: number[]) {
      const actorId = actor.userId;
      const { count } = await keepingAdministrators(db, async (tx) => {
        assertWithin(
          await permissionsOfActor(tx, actor),
          await permissionsOfRoles(tx, ids),
          'admin_shell.error_role_beyond_own',
        );
        const held = await tx.role.findMany({
          where: { id: { in: ids }, users: { some: {} } },
          select: { id: true, name: true, _count: { select: { users: true } } },
        });
        if (held.length)
          throw new AppError(
            'CONFLICT',
            'admin_shell.error_role_held',
            undefined,
            undefined,
            held.map((r) => ({
              field: `ids.${r.id}`,
              messageKey: 'admin_shell.error_role_held_by',
              params: { name: r.name, count: r._count.users },
            })),
          );
        for (const role of await tx.role.findMany({ where: { id: { in: ids } } }))
          await auditBy(tx, actorId, {
            action: 'delete',
            entity: 'role',
            entityId: role.id,
            label: role.name,
          });
        return tx.role.deleteMany({ where: { id: { in: ids } } });
      });
      return { deleted: count };
    },
  };
}
