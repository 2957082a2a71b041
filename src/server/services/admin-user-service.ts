import type { Db } from '@/server/db';

export interface AdminProfile {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  status: boolean;
  imageUrl: string | null;
  roles: { id: number; name: string }[];
  permissions: string[];
}

export function adminUserService(db: Db) {
  return {
    /** The admin user of SPEC.md section 3 with roles and the union of their permissions. */
    async getProfile(userId: number): Promise<AdminProfile | null> {
      const user = await db.adminUser.findUnique({
        where: { id: userId },
        include: { roles: { include: { role: { include: { permissions: { include: { permission: true } } } } } } },
      });
      if (!user) return null;
      const permissions = new Set<string>();
      for (const { role } of user.roles) for (const rp of role.permissions) permissions.add(rp.permission.name);
      return {
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        status: user.status,
        imageUrl: user.imageUrl,
        roles: user.roles.map(({ role }) => ({ id: role.id, name: role.name })).sort((a, b) => a.id - b.id),
        permissions: [...permissions].sort(),
      };
    },
  };
}
