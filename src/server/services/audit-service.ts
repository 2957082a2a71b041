import type { Prisma } from '@/generated/sqlite/client';
import type { Paged } from '@/lib/schemas/common';
import type { AuditLogQuery } from '@/lib/schemas/audit';
import type { Db } from '@/server/db';
import { pagedOf } from '@/server/services/paginate';

type Tx = Prisma.TransactionClient | Db;

/** Who does a back-office change: the signed-in staff member (none for seeds and scripts). */
export interface Actor {
  id: number;
  name: string;
}

export type AuditAction =
  | 'create'
  | 'update'
  | 'publish'
  | 'unpublish'
  | 'delete'
  | 'restore'
  | 'revision_restore'
  | 'token_create'
  | 'token_revoke'
  | 'token_use';

export interface AuditRecord {
  action: AuditAction;
  /** A resource's name (news, members, ...), or user / role / apiToken. */
  entity: string;
  entityId: number | null;
  label: string;
  /** The keys changed, when known (an API token's permissions when issued). */
  changed?: string[];
  revisionId?: number | null;
}

/** The name of the staff member an actor is, as the audit log shows it. */
export function actorOf(user: { id: number; firstname: string; lastname: string }): Actor {
  return { id: user.id, name: `${user.firstname} ${user.lastname}`.trim() };
}

/** Writes one audit entry in the caller's transaction, so the change and its record go together. */
export async function recordAudit(tx: Tx, actor: Actor | null | undefined, entry: AuditRecord) {
  await tx.auditEntry.create({
    data: {
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      label: entry.label.slice(0, 500),
      detail: entry.changed ? JSON.stringify(entry.changed) : null,
      revisionId: entry.revisionId ?? null,
      userId: actor?.id ?? null,
      userName: actor?.name ?? '',
    },
  });
}

export interface AuditItem {
  id: number;
  action: string;
  entity: string;
  entityId: number | null;
  label: string;
  changed: string[];
  revisionId: number | null;
  userId: number | null;
  userName: string;
  createdAt: Date;
}

function changedOf(detail: string | null): string[] {
  if (!detail) return [];
  try {
    const parsed = JSON.parse(detail) as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The audit log (docs/policies/drafts-revisions-audit.md), newest first, by person, entity and day. */
export function auditService(db: Db) {
  return {
    async list(query: AuditLogQuery): Promise<Paged<AuditItem>> {
      const where: Prisma.AuditEntryWhereInput = {
        ...(query.user_id ? { userId: query.user_id } : {}),
        ...(query.entity ? { entity: query.entity } : {}),
        ...(query.entity_id ? { entityId: query.entity_id } : {}),
        ...(query.action ? { action: query.action } : {}),
        ...(query.date ? { createdAt: query.date } : {}),
      };
      const [total, rows] = await Promise.all([
        db.auditEntry.count({ where }),
        db.auditEntry.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (query.page - 1) * query.per_page,
          take: query.per_page,
        }),
      ]);
      return pagedOf(
        rows.map((r) => ({
          id: r.id,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          label: r.label,
          changed: changedOf(r.detail),
          revisionId: r.revisionId,
          userId: r.userId,
          userName: r.userName,
          createdAt: r.createdAt,
        })),
        total,
        query.page,
        query.per_page,
      );
    },

    /** The people who appear in the log, for its filter. */
    async people(): Promise<{ value: number; label: string }[]> {
      const rows = await db.auditEntry.findMany({
        where: { userId: { not: null } },
        distinct: ['userId'],
        orderBy: [{ userId: 'asc' }, { id: 'desc' }],
        select: { userId: true, userName: true },
      });
      return rows.map((r) => ({ value: r.userId!, label: r.userName || `#${r.userId}` }));
    },
  };
}

/** recordAudit for a change made by the staff member of this id (the users and roles services know the id only). */
export async function auditBy(tx: Tx, actorId: number, entry: AuditRecord) {
  const user = await tx.adminUser.findUnique({
    where: { id: actorId },
    select: { id: true, firstname: true, lastname: true },
  });
  await recordAudit(tx, user ? actorOf(user) : null, entry);
}
