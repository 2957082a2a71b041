import QRCode from 'qrcode';
import type { Prisma } from '@/generated/sqlite/client';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import {
  checkTotp,
  isTotpCode,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  openTotpSecret,
  RECOVERY_CODE_COUNT,
  sealTotpSecret,
  totpUri,
} from '@/server/auth/totp';
import { auditBy } from '@/server/services/audit-service';
import {
  assertNotOwnAccountByToken,
  assertWithin,
  type GrantActor,
  permissionsOfActor,
  permissionsOfRoles,
  permissionsOfUsers,
} from '@/server/services/grant-rules';

export interface SecondFactorStatus {
  enabled: boolean;
  /** A role of the user requires it (then it cannot be switched off). */
  required: boolean;
  recoveryCodesLeft: number;
}

/**
 * The staff second factor (docs/security.md "Staff second factor"): TOTP
 * with single-use recovery codes, set up from the account page, required by
 * a role when an Administrator says so. Secrets are sealed at rest and never
 * logged; recovery codes are kept as argon2 hashes.
 */
export function secondFactorService(db: Db) {
  async function stateOf(userId: number) {
    const user = await db.adminUser.findUnique({
      where: { id: userId },
      select: {
        email: true,
        totpSecret: true,
        totpPendingSecret: true,
        totpEnabledAt: true,
        totpLastStep: true,
        roles: { select: { role: { select: { requireSecondFactor: true } } } },
      },
    });
    if (!user) throw new AppError('NOT_FOUND', 'errors.not_found', 'id');
    const enabled = user.totpEnabledAt != null && user.totpSecret != null;
    const required = user.roles.some((r) => r.role.requireSecondFactor);
    return { user, enabled, required };
  }

  async function newRecoveryCodes(userId: number) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((c) => hashPassword(c)));
    return { codes, rows: hashes.map((codeHash) => ({ adminUserId: userId, codeHash })) };
  }

  /** Whether the code (TOTP or recovery) is good; a good one is used up. */
  async function spendCode(userId: number, input: string): Promise<boolean> {
    const { user, enabled } = await stateOf(userId);
    if (!enabled || !user.totpSecret) return false;
    const code = input.replace(/\s/g, '');
    if (isTotpCode(code)) {
      const secret = openTotpSecret(user.totpSecret);
      const step = secret ? await checkTotp(secret, code, user.totpLastStep) : null;
      if (step == null) return false;
      // Compare-and-set: of two logins racing with one code, one wins.
      const won = await db.adminUser.updateMany({
        where: {
          id: userId,
          OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
        },
        data: { totpLastStep: step },
      });
      return won.count === 1;
    }
    const recovery = normaliseRecoveryCode(code);
    if (!recovery) return false;
    const unused = await db.adminRecoveryCode.findMany({
      where: { adminUserId: userId, usedAt: null },
      select: { id: true, codeHash: true },
    });
    for (const row of unused) {
      if (!(await verifyPassword(row.codeHash, recovery))) continue;
      const used = await db.adminRecoveryCode.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      return used.count === 1;
    }
    return false;
  }

  return {
    async status(userId: number): Promise<SecondFactorStatus> {
      const { enabled, required } = await stateOf(userId);
      const recoveryCodesLeft = enabled
        ? await db.adminRecoveryCode.count({ where: { adminUserId: userId, usedAt: null } })
        : 0;
      return { enabled, required, recoveryCodesLeft };
    },

    /** Whether this user must set the second factor up before using the back office. */
    async setupNeeded(userId: number): Promise<boolean> {
      const { enabled, required } = await stateOf(userId);
      return required && !enabled;
    },

    /**
     * The second step of a staff login, after the right password. No second
     * factor: nothing to do. Otherwise the code is needed (401
     * errors.second_factor_required on `code` when missing, 401
     * errors.invalid_second_factor when wrong: counted as a wrong password).
     */
    async checkLogin(userId: number, code: string | undefined) {
      const { enabled } = await stateOf(userId);
      if (!enabled) return;
      if (!code)
        throw new AppError('UNAUTHORIZED', 'errors.second_factor_required', 'code', {
          reason: 'second_factor_required',
        });
      if (!(await spendCode(userId, code)))
        throw new AppError('UNAUTHORIZED', 'errors.invalid_second_factor', 'code', {
          reason: 'invalid_second_factor',
        });
    },

    /** Starts (or starts over) a setup: a new secret, kept aside until a code from it is typed. */
    async startSetup(userId: number) {
      const { user, enabled } = await stateOf(userId);
      if (enabled) throw new AppError('CONFLICT', 'second_factor.errors.already_on');
      const secret = newTotpSecret();
      await db.adminUser.update({
        where: { id: userId },
        data: { totpPendingSecret: sealTotpSecret(secret) },
      });
      const uri = totpUri(secret, user.email);
      return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
    },

    /** Confirms the setup with a code from the app; answers the recovery codes, shown this once. */
    async confirmSetup(userId: number, code: string) {
      const { user, enabled } = await stateOf(userId);
      if (enabled) throw new AppError('CONFLICT', 'second_factor.errors.already_on');
      const secret = user.totpPendingSecret ? openTotpSecret(user.totpPendingSecret) : null;
      if (!secret) throw new AppError('BAD_REQUEST', 'second_factor.errors.start_again', 'code');
      const step = await checkTotp(secret, code.replace(/\s/g, ''), null);
      if (step == null) throw new AppError('BAD_REQUEST', 'errors.invalid_second_factor', 'code');
      const { codes, rows } = await newRecoveryCodes(userId);
      await db.$transaction(async (tx) => {
        await tx.adminRecoveryCode.deleteMany({ where: { adminUserId: userId } });
        await tx.adminRecoveryCode.createMany({ data: rows });
        await tx.adminUser.update({
          where: { id: userId },
          data: {
            totpSecret: user.totpPendingSecret,
            totpPendingSecret: null,
            totpEnabledAt: new Date(),
            totpLastStep: step,
          },
        });
      });
      return { recoveryCodes: codes };
    },

    /** New recovery codes in place of the old ones (all of them end), after a code from the app. */
    async renewRecoveryCodes(userId: number, code: string) {
      if (!(await spendCode(userId, code)))
        throw new AppError('BAD_REQUEST', 'errors.invalid_second_factor', 'code');
      const { codes, rows } = await newRecoveryCodes(userId);
      await db.$transaction([
        db.adminRecoveryCode.deleteMany({ where: { adminUserId: userId } }),
        db.adminRecoveryCode.createMany({ data: rows }),
      ]);
      return { recoveryCodes: codes };
    },

    /** The user switches it off (with a code); not while a role of theirs requires it. */
    async disable(userId: number, code: string) {
      const { required } = await stateOf(userId);
      if (required) throw new AppError('FORBIDDEN', 'second_factor.errors.required_by_role');
      if (!(await spendCode(userId, code)))
        throw new AppError('BAD_REQUEST', 'errors.invalid_second_factor', 'code');
      await db.$transaction((tx) => clear(tx, userId));
    },

    /**
     * An Administrator makes a role require a second factor (or not). Like
     * any edit of a role, only by someone holding all its permissions (the
     * grant rule of role-service.ts). Its users without one are made to set
     * it up at their next request.
     */
    async requireForRole(actor: GrantActor, roleId: number, required: boolean) {
      const actorId = actor.userId;
      await db.$transaction(async (tx) => {
        const role = await tx.role.findUnique({ where: { id: roleId }, select: { name: true } });
        if (!role) throw new AppError('NOT_FOUND', 'errors.not_found', 'id');
        assertWithin(
          await permissionsOfActor(tx, actor),
          await permissionsOfRoles(tx, [roleId]),
          'admin_shell.error_role_beyond_own',
        );
        await tx.role.update({ where: { id: roleId }, data: { requireSecondFactor: required } });
        await auditBy(tx, actorId, {
          action: 'update',
          entity: 'role',
          entityId: roleId,
          label: role.name,
          changed: ['require_second_factor'],
        });
      });
      return { id: roleId, require_second_factor: required };
    },

    /**
     * An Administrator resets a colleague's second factor (a lost phone):
     * the secret and codes go, the colleague's sessions end, and the audit
     * log says who did it. If a role requires it, they set it up again at
     * their next login.
     */
    async reset(actor: GrantActor, userId: number) {
      const actorId = actor.userId;
      assertNotOwnAccountByToken(actor, [userId]);
      const user = await db.adminUser.findUnique({
        where: { id: userId },
        select: { id: true, firstname: true, lastname: true },
      });
      if (!user) throw new AppError('NOT_FOUND', 'errors.not_found', 'id');
      await db.$transaction(async (tx) => {
        // The grant rule: nobody takes the second factor off a colleague who holds more than they do.
        assertWithin(
          await permissionsOfActor(tx, actor),
          await permissionsOfUsers(tx, [userId]),
          'admin_shell.error_user_beyond_own',
        );
        await clear(tx, userId);
        await tx.authToken.updateMany({
          where: { realm: 'admin', adminUserId: userId, revokedAt: null },
          data: { revokedAt: new Date() },
        });
        await auditBy(tx, actorId, {
          action: 'update',
          entity: 'user',
          entityId: userId,
          label: `${user.firstname} ${user.lastname}`.trim(),
          changed: ['second_factor'],
        });
      });
    },
  };
}

async function clear(db: Prisma.TransactionClient, userId: number) {
  await db.adminRecoveryCode.deleteMany({ where: { adminUserId: userId } });
  await db.adminUser.update({
    where: { id: userId },
    data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
}
