import { auditBy } from '@/server/services/audit-service';
import type { Prisma } from '@/generated/sqlite/client';
import { hashPassword } from '@/server/auth/password';
import { containsInsensitive, type Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { assertCurrentPassword } from '@/server/auth/current-password';
import { staffEmailChangedMail } from '@/server/mail/security-mail';
import { authSessionService } from '@/server/services/auth-session-service';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import {
  assertNotOwnAccountByToken,
  assertWithin,
  permissionsOfActor,
  permissionsOfRoles,
  permissionsOfUsers,
  type GrantActor,
} from '@/server/services/grant-rules';
import { releaseUploads } from '@/server/services/upload-release';
import { uploadService } from '@/server/services/upload-service';

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

export interface UserFilter {
  firstname?: string;
  email?: string;
  status?: '*' | '' | '1' | '0';
  roles?: number[];
}

export interface UserFields {
  firstname: string;
  lastname: string;
  email: string;
  status: boolean;
  roles: number[];
}

/** The permissions that keep the back office manageable: someone must always hold each (the safety rail). */
export const guardedPermissions = ['access/role', 'access/user'] as const;

type Tx = Prisma.TransactionClient;

const listSelect = {
  id: true,
  firstname: true,
  lastname: true,
  email: true,
  status: true,
  imageUrl: true,
  createdAt: true,
  roles: { select: { role: { select: { id: true, name: true } } } },
} as const;

function holderCount(tx: Tx | Db, permission: string) {
  return tx.adminUser.count({
    where: {
      status: true,
      roles: { some: { role: { permissions: { some: { permission: { name: permission } } } } } },
    },
  });
}

/**
 * Runs a change to users or roles and refuses it when it leaves nobody
 * enabled holding access/role or access/user who held it before (the last
 * such user cannot be disabled, deleted or stripped of them).
 */
export async function keepingAdministrators<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    const before = await Promise.all(guardedPermissions.map((p) => holderCount(tx, p)));
    const result = await change(tx);
    const after = await Promise.all(guardedPermissions.map((p) => holderCount(tx, p)));
    if (guardedPermissions.some((_, i) => before[i]! > 0 && after[i] === 0)) {
      throw new AppError('CONFLICT', 'admin_shell.error_last_administrator');
    }
    return result;
  });
}

function toListItem(u: {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  status: boolean;
  imageUrl: string | null;
  createdAt: Date;
  roles: { role: { id: number; name: string } }[];
}) {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    status: u.status,
    image_url: u.imageUrl,
    created_at: u.createdAt,
    roles: u.roles.map(({ role }) => role).sort((a, b) => a.id - b.id),
  };
}
export type AdminUserListItem = ReturnType<typeof toListItem>;

export function adminUserService(db: Db) {
  async function existingRoleIds(tx: Tx, ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await tx.role.findMany({ where: { id: { in: ids } }, select: { id: true } });
    // A role id naming nothing is a 400 on `roles`, never dropped in silence.
    if (rows.length !== new Set(ids).size)
      throw new AppError('BAD_REQUEST', 'admin_shell.error_unknown_role', 'roles');
    return rows.map((r) => r.id);
  }

  async function assertEmailFree(tx: Tx | Db, email: string, exceptId?: number) {
    const taken = await tx.adminUser.findFirst({
      where: { email, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    });
    if (taken) throw new AppError('CONFLICT', 'admin_shell.error_email_taken', 'email');
  }

  async function mustExist(tx: Tx | Db, id: number) {
    const user = await tx.adminUser.findUnique({ where: { id }, select: { id: true } });
    if (!user) throw new AppError('NOT_FOUND', 'errors.not_found');
  }

  /**
   * The grant rule (grant-rules.ts): the actor may touch these users only
   * when every permission they hold is among the actor's own, so nobody sets
   * the password, status, e-mail or roles of, or deletes, someone above them;
   * and an API token never touches its own issuer's account.
   */
  async function assertMayManage(tx: Tx | Db, actor: GrantActor, userIds: readonly number[]) {
    assertNotOwnAccountByToken(actor, userIds);
    const held = await permissionsOfActor(tx, actor);
    assertWithin(held, await permissionsOfUsers(tx, userIds), 'admin_shell.error_user_beyond_own');
    return held;
  }

  /** The grant rule for roles given to a user: each role's permissions must all be the actor's own. */
  async function assertMayAssign(
    tx: Tx | Db,
    held: ReadonlySet<string>,
    roleIds: readonly number[],
  ) {
    assertWithin(
      held,
      await permissionsOfRoles(tx, roleIds),
      'admin_shell.error_grant_beyond_own',
      'roles',
    );
  }

  async function setPassword(
    id: number,
    password: string,
    keepTokenId?: number,
    actorId: number = id,
  ) {
    await mustExist(db, id);
    const passwordHash = await hashPassword(password);
    // A new password means the old one may have leaked: the API tokens issued under it
    // stop with it, as the other sessions do.
    await db.$transaction(async (tx) => {
      await tx.adminUser.update({ where: { id }, data: { passwordHash } });
      await tx.apiToken.updateMany({
        where: { adminUserId: id, revokedAt: null },
        data: { revokedAt: new Date(), revokedBy: actorId },
      });
    });
    await authSessionService(db).revokeAll('admin', id, keepTokenId);
    return { id };
  }

  return {
    /** The admin user of SPEC.md section 3 with roles and the union of their permissions. */
    async getProfile(userId: number): Promise<AdminProfile | null> {
      const user = await db.adminUser.findUnique({
        where: { id: userId },
        include: {
          roles: {
            include: { role: { include: { permissions: { include: { permission: true } } } } },
          },
        },
      });
      if (!user) return null;
      const permissions = new Set<string>();
      for (const { role } of user.roles)
        for (const rp of role.permissions) permissions.add(rp.permission.name);
      return {
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        status: user.status,
        imageUrl: user.imageUrl,
        roles: user.roles
          .map(({ role }) => ({ id: role.id, name: role.name }))
          .sort((a, b) => a.id - b.id),
        permissions: [...permissions].sort(),
      };
    },

    /** GET /admin/users with the filters of SPEC.md section 5. */
    async list(filter: UserFilter = {}) {
      const where: Prisma.AdminUserWhereInput = {
        ...(filter.firstname ? { firstname: containsInsensitive(filter.firstname) } : {}),
        ...(filter.email ? { email: containsInsensitive(filter.email.toLowerCase()) } : {}),
        ...(filter.status === '1'
          ? { status: true }
          : filter.status === '0'
            ? { status: false }
            : {}),
        ...(filter.roles?.length ? { roles: { some: { roleId: { in: filter.roles } } } } : {}),
      };
      const rows = await db.adminUser.findMany({
        where,
        select: listSelect,
        orderBy: { id: 'asc' },
      });
      return rows.map(toListItem);
    },

    /** GET /admin/users/{id}/edit. */
    async get(id: number) {
      const row = await db.adminUser.findUnique({ where: { id }, select: listSelect });
      if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
      return toListItem(row);
    },

    /** POST /admin/users: only with roles whose permissions are all the actor's own. */
    async create(actor: GrantActor, input: UserFields & { password: string }) {
      const passwordHash = await hashPassword(input.password);
      const actorId = actor.userId;
      return db.$transaction(async (tx) => {
        const roleIds = await existingRoleIds(tx, input.roles);
        await assertMayAssign(tx, await permissionsOfActor(tx, actor), roleIds);
        await assertEmailFree(tx, input.email);
        const user = await tx.adminUser.create({
          data: {
            firstname: input.firstname,
            lastname: input.lastname,
            email: input.email,
            status: input.status,
            passwordHash,
            roles: { create: roleIds.map((roleId) => ({ roleId })) },
          },
          select: { id: true },
        });
        await auditBy(tx, actorId, {
          action: 'create',
          entity: 'user',
          entityId: user.id,
          label: `${input.firstname} ${input.lastname}`.trim(),
          changed: ['firstname', 'lastname', 'email', 'status', 'roles'],
        });
        return user;
      });
    },

    /**
     * PUT /admin/users/{id}: an admin cannot disable themselves here either;
     * nobody edits a user above them or gives roles beyond their own (grant rule).
     */
    async update(actor: GrantActor, id: number, input: UserFields) {
      const actorId = actor.userId;
      if (id === actorId && !input.status)
        throw new AppError('FORBIDDEN', 'admin_shell.error_cannot_disable_self', 'status');
      const result = await keepingAdministrators(db, async (tx) => {
        await mustExist(tx, id);
        const held = await assertMayManage(tx, actor, [id]);
        await assertEmailFree(tx, input.email, id);
        const roleIds = await existingRoleIds(tx, input.roles);
        await assertMayAssign(tx, held, roleIds);
        await tx.userRole.deleteMany({ where: { userId: id } });
        await auditBy(tx, actorId, {
          action: 'update',
          entity: 'user',
          entityId: id,
          label: `${input.firstname} ${input.lastname}`.trim(),
          changed: ['firstname', 'lastname', 'email', 'status', 'roles'],
        });
        return tx.adminUser.update({
          where: { id },
          data: {
            firstname: input.firstname,
            lastname: input.lastname,
            email: input.email,
            status: input.status,
            roles: { create: roleIds.map((roleId) => ({ roleId })) },
          },
          select: { id: true, status: true },
        });
      });
      if (!result.status) await authSessionService(db).revokeAll('admin', id);
      return { id: result.id };
    },

    /** PUT /admin/users/{id}/status: a disabled user's sessions end at once. */
    async setStatus(actor: GrantActor, id: number, status: boolean) {
      const actorId = actor.userId;
      if (id === actorId && !status)
        throw new AppError('FORBIDDEN', 'admin_shell.error_cannot_disable_self', 'status');
      await keepingAdministrators(db, async (tx) => {
        await mustExist(tx, id);
        await assertMayManage(tx, actor, [id]);
        const user = await tx.adminUser.update({ where: { id }, data: { status } });
        await auditBy(tx, actorId, {
          action: 'update',
          entity: 'user',
          entityId: id,
          label: `${user.firstname} ${user.lastname}`.trim(),
          changed: ['status'],
        });
      });
      if (!status) await authSessionService(db).revokeAll('admin', id);
      return { id, status };
    },

    /** DELETE /admin/users/{ids}: all or none; refused when any of them is above the actor (grant rule). */
    async remove(actor: GrantActor, ids: number[]) {
      const actorId = actor.userId;
      if (ids.includes(actorId))
        throw new AppError('FORBIDDEN', 'admin_shell.error_cannot_delete_self');
      const avatars: string[] = [];
      const { count } = await keepingAdministrators(db, async (tx) => {
        await assertMayManage(tx, actor, ids);
        avatars.push(
          ...(
            await tx.adminUser.findMany({
              where: { id: { in: ids }, imageUrl: { not: null } },
              select: { imageUrl: true },
            })
          ).map((u) => u.imageUrl!),
        );
        for (const user of await tx.adminUser.findMany({ where: { id: { in: ids } } }))
          await auditBy(tx, actorId, {
            action: 'delete',
            entity: 'user',
            entityId: user.id,
            label: `${user.firstname} ${user.lastname}`.trim(),
          });
        return tx.adminUser.deleteMany({ where: { id: { in: ids } } });
      });
      await releaseUploads(db, avatars);
      return { deleted: count };
    },

    /**
     * PUT /admin/users/{id}/password: another user's password, only when that
     * user is not above the actor (grant rule).
     */
    async setPasswordOf(actor: GrantActor, id: number, password: string, keepTokenId?: number) {
      const actorId = actor.userId;
      await mustExist(db, id);
      await assertMayManage(db, actor, [id]);
      const done = await setPassword(id, password, keepTokenId, actorId);
      const user = await db.adminUser.findUnique({ where: { id } });
      await auditBy(db, actorId, {
        action: 'update',
        entity: 'user',
        entityId: id,
        label: user ? `${user.firstname} ${user.lastname}`.trim() : `#${id}`,
        changed: ['password'],
      });
      return done;
    },

    /**
     * Sets a password (the account page, or setPasswordOf once allowed).
     * Every other session of that user ends, and so do their API tokens; the
     * caller's own session stays.
     */
    setPassword,

    /**
     * PUT /admin/users/profile/{id}: one's own name, e-mail and avatar. The
     * avatar must be an image this admin uploaded (or the current one, or none).
     * A new e-mail (the login name) needs the current password, as a new
     * password does, and the old address is told of the change.
     */
    async updateProfile(
      id: number,
      input: {
        firstname: string;
        lastname: string;
        email: string;
        image_url?: string | null;
        current_password?: string;
      },
    ) {
      const before = await db.adminUser.findUnique({ where: { id }, select: { email: true } });
      if (!before) throw new AppError('NOT_FOUND', 'errors.not_found');
      const emailChanges = input.email !== before.email;
      if (emailChanges) {
        if (!input.current_password)
          throw new AppError('BAD_REQUEST', 'please_enter_current_password', 'current_password');
        await assertCurrentPassword(db, 'admin', id, input.current_password);
      }
      let replaced: string | null = null;
      const saved = await db.$transaction(async (tx) => {
        const current = await tx.adminUser.findUnique({
          where: { id },
          select: { imageUrl: true, email: true },
        });
        if (!current) throw new AppError('NOT_FOUND', 'errors.not_found');
        // The password was checked for a change from `before.email`; a change made meanwhile is not that one.
        if (current.email !== before.email)
          throw new AppError('CONFLICT', 'admin_shell.error_email_changed_meanwhile', 'email');
        await assertEmailFree(tx, input.email, id);
        let imageUrl = current.imageUrl;
        if (input.image_url !== undefined && input.image_url !== current.imageUrl) {
          if (input.image_url) {
            const upload = await tx.upload.findFirst({
              where: { path: input.image_url, ownerRealm: 'admin', ownerId: id },
              select: { id: true },
            });
            if (!upload) throw new AppError('BAD_REQUEST', 'cannot_upload_file', 'image_url');
          }
          imageUrl = input.image_url || null;
          replaced = current.imageUrl;
        }
        await tx.adminUser.update({
          where: { id },
          data: {
            firstname: input.firstname,
            lastname: input.lastname,
            email: input.email,
            imageUrl,
          },
        });
        if (emailChanges)
          await enqueueMail(tx, staffEmailChangedMail(input, current.email, input.email));
        return { id };
      });
      if (emailChanges) kickOutbox(db);
      // The avatar it no longer shows leaves the disk.
      if (replaced) await releaseUploads(db, [replaced]);
      return saved;
    },

    /**
     * The admin's own avatar, uploaded and set at once (open to every admin,
     * unlike the content image upload): the one it replaces is deleted, so an
     * admin keeps one avatar file, however often they upload.
     */
    async uploadAvatar(id: number, bytes: Uint8Array) {
      const before = await db.adminUser.findUnique({ where: { id }, select: { imageUrl: true } });
      if (!before) throw new AppError('NOT_FOUND', 'errors.not_found');
      const stored = await uploadService(db).saveImage(bytes, { owner: { realm: 'admin', id } });
      await db.adminUser.update({ where: { id }, data: { imageUrl: stored.url } });
      if (before.imageUrl) await releaseUploads(db, [before.imageUrl]);
      return stored;
    },
  };
}
