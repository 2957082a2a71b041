import type { ApiTokenCreate } from '@/lib/schemas/api-tokens';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { hashSecretToken, newSecretToken } from '@/server/auth/secret-token';
import { actorOf, type Actor, recordAudit } from '@/server/services/audit-service';
import {
  assertWithin,
  carriedPermissions,
  heldThroughToken,
  permissionsOfActor,
  type GrantActor,
} from '@/server/services/grant-rules';
import { adminUserService, type AdminProfile } from '@/server/services/admin-user-service';

/** Every API token starts so (docs/api-tokens.md): a leaked one can be found by searching code and logs for it. */
export const API_TOKEN_PREFIX = 'asc_';
/** How many characters of the token the list shows, the prefix included. */
const SHOWN = API_TOKEN_PREFIX.length + 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ApiTokenState = 'active' | 'expired' | 'revoked';

export interface ApiTokenItem {
  id: number;
  name: string;
  prefix: string;
  permissions: string[];
  userId: number;
  userName: string;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  state: ApiTokenState;
}

/** A token as issued: its secret is in this answer and nowhere else. */
export interface IssuedApiToken extends ApiTokenItem {
  token: string;
}

/** Whether a bearer value is an API token (the rest are login sessions). */
export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

type Row = {
  id: number;
  name: string;
  prefix: string;
  permissions: string;
  adminUserId: number;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

function stateOf(row: Row, now = Date.now()): ApiTokenState {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now ? 'expired' : 'active';
}

function itemOf(row: Row, names: Map<number, string>): ApiTokenItem {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: carriedPermissions(row.permissions),
    userId: row.adminUserId,
    userName: names.get(row.adminUserId) ?? `#${row.adminUserId}`,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
    state: stateOf(row),
  };
}

/** What a live API token lets its bearer do: act as the issuer with the permissions both hold now. */
export interface ResolvedApiToken {
  id: number;
  name: string;
  user: AdminProfile;
}

/**
 * API tokens of integrations (docs/api-tokens.md): staff holding
 * access/api_token issue named tokens carrying a part of their own
 * permissions, for a number of days; the secret is shown once and only its
 * SHA-256 is kept. Every issue, revocation and use is in the audit log.
 */
export function apiTokenService(db: Db) {
  async function namesOf(ids: number[]): Promise<Map<number, string>> {
    const users = await db.adminUser.findMany({
      where: { id: { in: [...new Set(ids)] } },
      select: { id: true, firstname: true, lastname: true },
    });
    return new Map(users.map((u) => [u.id, actorOf(u).name]));
  }

  async function actor(userId: number): Promise<Actor | null> {
    const user = await db.adminUser.findUnique({
      where: { id: userId },
      select: { id: true, firstname: true, lastname: true },
    });
    return user ? actorOf(user) : null;
  }

  return {
    /** Every token, newest first, with who issued it and its state. */
    async list(): Promise<ApiTokenItem[]> {
      const rows = await db.apiToken.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      const names = await namesOf(rows.map((r) => r.adminUserId));
      return rows.map((r) => itemOf(r, names));
    },

    /**
     * Issues a token for the acting staff member, carrying only permissions
     * they hold (permissionsOfActor, read in the transaction): asking for
     * more is refused 403 on `permissions`, nothing issued.
     */
    async create(issuer: GrantActor, input: ApiTokenCreate): Promise<IssuedApiToken> {
      const token = `${API_TOKEN_PREFIX}${newSecretToken()}`;
      const userId = issuer.userId;
      const row = await db.$transaction(async (tx) => {
        const held = await permissionsOfActor(tx, issuer);
        assertWithin(held, input.permissions, 'api_tokens.errors.beyond_own', 'permissions');
        const created = await tx.apiToken.create({
          data: {
            name: input.name,
            prefix: token.slice(0, SHOWN),
            tokenHash: hashSecretToken(token),
            permissions: JSON.stringify(input.permissions),
            adminUserId: userId,
            expiresAt: new Date(Date.now() + input.expires_in_days * DAY_MS),
          },
        });
        await recordAudit(tx, await actor(userId), {
          action: 'token_create',
          entity: 'apiToken',
          entityId: created.id,
          label: created.name,
          changed: input.permissions,
        });
        return created;
      });
      return { ...itemOf(row, await namesOf([userId])), token };
    },

    /** Revokes a token at once (any holder of access/api_token may, whoever issued it); revoking twice changes nothing. */
    async revoke(userId: number, id: number): Promise<ApiTokenItem> {
      const row = await db.$transaction(async (tx) => {
        const found = await tx.apiToken.findUnique({ where: { id } });
        if (!found) throw new AppError('NOT_FOUND', 'errors.not_found', 'id');
        if (found.revokedAt) return found;
        const revoked = await tx.apiToken.update({
          where: { id },
          data: { revokedAt: new Date(), revokedBy: userId },
        });
        await recordAudit(tx, await actor(userId), {
          action: 'token_revoke',
          entity: 'apiToken',
          entityId: id,
          label: found.name,
        });
        return revoked;
      });
      return itemOf(row, await namesOf([row.adminUserId]));
    },

    /**
     * The issuer behind a bearer API token, with the permissions the token
     * carries that the issuer still holds, or null when the token is unknown,
     * revoked or expired or the issuer is disabled or gone. Each use is
     * written to the audit log (with the route it was for) and stamps
     * last_used_at.
     */
    async resolve(token: string, route?: string): Promise<ResolvedApiToken | null> {
      if (!isApiToken(token)) return null;
      const row = await db.apiToken.findUnique({ where: { tokenHash: hashSecretToken(token) } });
      if (!row || stateOf(row) !== 'active') return null;
      const profile = await adminUserService(db).getProfile(row.adminUserId);
      if (!profile || !profile.status) return null;
      const held = heldThroughToken(profile.permissions, carriedPermissions(row.permissions));
      const user = { ...profile, permissions: [...held].sort() };
      await db.$transaction(async (tx) => {
        await tx.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
        await recordAudit(tx, actorOf(profile), {
          action: 'token_use',
          entity: 'apiToken',
          entityId: row.id,
          label: route ? `${row.name} · ${route}` : row.name,
        });
      });
      return { id: row.id, name: row.name, user };
    },
  };
}
