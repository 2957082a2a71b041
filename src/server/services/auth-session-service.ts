import { env } from '@/env';
import type { Db } from '@/server/db';
import { assertNotDemoPassword } from '@/server/auth/demo-password';
import { AppError } from '@/server/errors';
import { timingSafeDummyHash, verifyPassword } from '@/server/auth/password';
import { hashSecretToken, newSecretToken } from '@/server/auth/secret-token';
import { secondFactorService } from '@/server/services/second-factor-service';

export type Realm = 'member' | 'admin';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "remember" keeps a session a year; otherwise a day after its last use. */
export const REMEMBER_MS = 365 * DAY_MS;
export const BROWSER_SESSION_IDLE_MS = DAY_MS;
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Staff login sessions (docs/security.md "Staff sessions", ASVS 3.3.2): they end
 * after STAFF_SESSION_IDLE_MINUTES without a request and STAFF_SESSION_MAX_HOURS
 * after login whatever happens; "remember me" does not lengthen them.
 */
export function staffSessionPolicy() {
  return {
    idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60 * 1000,
    maxMs: env.STAFF_SESSION_MAX_HOURS * 60 * 60 * 1000,
  };
}

/** When a session used at `now` ends if not used again: members slide a day (a year when remembered); staff slide the idle limit up to the absolute one. */
function expiryAfterUse(realm: string, remember: boolean, createdAt: Date, now: number): Date {
  if (realm === 'admin') {
    const { idleMs, maxMs } = staffSessionPolicy();
    return new Date(Math.min(now + idleMs, createdAt.getTime() + maxMs));
  }
  return new Date(now + (remember ? REMEMBER_MS : BROWSER_SESSION_IDLE_MS));
}

export interface ResolvedSession {
  tokenId: number;
  realm: Realm;
  userId: number;
}

/**
 * Login sessions and API tokens of both realms. The secret is handed out once
 * and only its SHA-256 is stored, so a database leak yields no usable token.
 */
export function authSessionService(db: Db) {
  async function issue(
    realm: Realm,
    userId: number,
    remember: boolean,
    kind: 'session' | 'api',
    userAgent?: string,
  ) {
    const token = newSecretToken();
    const now = Date.now();
    // Staff "remember me" only remembers the e-mail in the browser (docs/decisions.md).
    const remembered = realm === 'admin' ? false : remember;
    const row = await db.authToken.create({
      data: {
        realm,
        kind,
        tokenHash: hashSecretToken(token),
        memberId: realm === 'member' ? userId : null,
        adminUserId: realm === 'admin' ? userId : null,
        remember: remembered,
        userAgent: userAgent?.slice(0, 255),
        createdAt: new Date(now),
        expiresAt: expiryAfterUse(realm, remembered, new Date(now), now),
      },
    });
    return { token, tokenId: row.id, expiresAt: row.expiresAt };
  }

  return {
    /**
     * Checks credentials and opens a session; a disabled account cannot log in.
     * Staff with a second factor also send its `code` (second-factor-service
     * checkLogin). A staff member whose role requires one they have not set up
     * gets a session that can only set it up (`setupAllowed`, the browser), or
     * 403 errors.second_factor_setup_required (an integrator's login).
     */
    async login(
      realm: Realm,
      email: string,
      password: string,
      remember: boolean,
      userAgent?: string,
      staff: { code?: string; setupAllowed?: boolean } = {},
    ) {
      const normalised = email.trim().toLowerCase();
      const account =
        realm === 'admin'
          ? await db.adminUser.findUnique({
              where: { email: normalised },
              select: { id: true, passwordHash: true, status: true },
            })
          : await db.member.findUnique({
              where: { email: normalised },
              select: { id: true, passwordHash: true, status: true },
            });
      const ok = await verifyPassword(
        account?.passwordHash ?? (await timingSafeDummyHash()),
        password,
      );
      if (!account || !ok)
        throw new AppError('UNAUTHORIZED', 'errors.invalid_credentials', 'email');
      if (!account.status) throw new AppError('FORBIDDEN', 'errors.account_disabled', 'email');
      if (realm === 'admin') {
        assertNotDemoPassword(password);
        const factor = secondFactorService(db);
        await factor.checkLogin(account.id, staff.code);
        if (!staff.setupAllowed && (await factor.setupNeeded(account.id)))
          throw new AppError('FORBIDDEN', 'errors.second_factor_setup_required', 'code', {
            reason: 'second_factor_setup_required',
          });
      }
      const session = await issue(realm, account.id, remember, 'session', userAgent);
      return { ...session, userId: account.id };
    },

    issue,

    /** The live session behind a token, or null when unknown, revoked, expired or of another realm. */
    async resolve(
      token: string | undefined | null,
      realm?: Realm,
    ): Promise<ResolvedSession | null> {
      if (!token) return null;
      const row = await db.authToken.findUnique({ where: { tokenHash: hashSecretToken(token) } });
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
      if (realm && row.realm !== realm) return null;
      const userId = row.realm === 'admin' ? row.adminUserId : row.memberId;
      if (userId == null) return null;
      const now = Date.now();
      // The staff limits hold whatever expires_at says (a session opened before they existed, a remembered one).
      if (row.realm === 'admin' && row.kind === 'session') {
        const lastUse = row.lastUsedAt ?? row.createdAt;
        if (expiryAfterUse('admin', false, row.createdAt, lastUse.getTime()).getTime() <= now)
          return null;
      }
      if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await db.authToken.update({
          where: { id: row.id },
          data: {
            lastUsedAt: new Date(now),
            ...(row.remember && row.realm !== 'admin'
              ? {}
              : { expiresAt: expiryAfterUse(row.realm, row.remember, row.createdAt, now) }),
          },
        });
      }
      return { tokenId: row.id, realm: row.realm as Realm, userId };
    },

    async revoke(token: string | undefined | null) {
      if (!token) return;
      await db.authToken.updateMany({
        where: { tokenHash: hashSecretToken(token), revokedAt: null },
        data: { revokedAt: new Date() },
      });
    },

    /** Ends one session by its id (POST /logout with a bearer token). */
    async revokeById(tokenId: number) {
      await db.authToken.updateMany({
        where: { id: tokenId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
    },

    /** Ends every session of a user, except optionally the one making the change. */
    async revokeAll(realm: Realm, userId: number, exceptTokenId?: number) {
      await db.authToken.updateMany({
        where: {
          realm,
          ...(realm === 'admin' ? { adminUserId: userId } : { memberId: userId }),
          revokedAt: null,
          ...(exceptTokenId ? { id: { not: exceptTokenId } } : {}),
        },
        data: { revokedAt: new Date() },
      });
    },
  };
}
