import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { keepingAdministrators } from '@/server/services/admin-user-service';

const roleInclude = { permissions: { include: { permission: true } }, _count: { select: { users: true } } } as const;

function toRole(r: { id: number; name: string; createdAt: Date; permissions: { permission: { name: string } }[]; _count: { users: number } }) {
  return { id: r.id, name: r.name, permissions: r.permissions.map((p) => p.permission.name).sort(), users_count: r._count.users, created_at: r.createdAt };
}
export type RoleItem = ReturnType<typeof toRole>;

/** Roles: a name and a set of permission strings (SPEC.md sections 3 and 6). */
export function roleService(db: Db) {
  async function permissionIds(names: readonly string[]) {
    if (names.length === 0) return [];
    const rows = await db.permission.findMany({ where: { name: { in: [...names] } }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const taken = await db.role.findFirst({ where: { name, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
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

    async create(input: { name: string; permissions: readonly string[] }) {
      await assertNameFree(input.name);
      const ids = await permissionIds(input.permissions);
      const row = await db.role.create({ data: { name: input.name, permissions: { create: ids.map((permissionId) => ({ permissionId })) } }, select: { id: true } });
      return row;
    },

    /** Editing a role cannot strip the last administrator of access/role or access/user. */
    async update(id: number, input: { name: string; permissions: readonly string[] }) {
      await assertNameFree(input.name, id);
      const ids = await permissionIds(input.permissions);
      return keepingAdministrators(db, async (tx) => {
        const exists = await tx.role.findUnique({ where: { id }, select: { id: true } });
        if (!exists) throw new AppError('NOT_FOUND', 'errors.not_found');
        await tx.rolePermission.deleteMany({ where: { roleId: id } });
        await tx.role.update({ where: { id }, data: { name: input.name, permissions: { create: ids.map((permissionId) => ({ permissionId })) } } });
        return { id };
      });
    },

    async remove(ids: number[]) {
      const { count } = await keepingAdministrators(db, (tx) => tx.role.deleteMany({ where: { id: { in: ids } } }));
      return { deleted: count };
    },
  };
}
