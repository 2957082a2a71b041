import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db';
import { PREVIEW_SECONDS, type PreviewGrant } from '@/server/preview/preview-token';

/** How many unsaved previews one staff member keeps at once (older ones go). */
const KEPT_PER_USER = 20;

/**
 * The form values of a preview of unsaved edits (docs/policies/bulk-autosave-preview.md):
 * kept 30 minutes under a random key that only a signed preview token names, for that
 * item and that staff member. Nothing of the item itself is written.
 */
export function previewDraftService(db: Db) {
  return {
    /** Keeps the values and answers their key. Expired ones, and this person's oldest beyond 20, go. */
    async keep(draft: {
      resource: string;
      itemId: number;
      userId: number;
      data: unknown;
    }): Promise<string> {
      const now = Date.now();
      await db.previewDraft.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });
      const older = await db.previewDraft.findMany({
        where: { userId: draft.userId },
        orderBy: { id: 'desc' },
        skip: KEPT_PER_USER - 1,
        select: { id: true },
      });
      if (older.length)
        await db.previewDraft.deleteMany({ where: { id: { in: older.map((r) => r.id) } } });
      const key = randomBytes(16).toString('hex');
      await db.previewDraft.create({
        data: {
          key,
          resource: draft.resource,
          itemId: draft.itemId,
          userId: draft.userId,
          data: JSON.stringify(draft.data),
          expiresAt: new Date(now + PREVIEW_SECONDS * 1000),
        },
      });
      return key;
    },

    /** The values the grant names, when they are still kept for its item and its staff member. */
    async read(grant: PreviewGrant, now = new Date()): Promise<Record<string, unknown> | null> {
      if (!grant.draft) return null;
      const row = await db.previewDraft.findUnique({ where: { key: grant.draft } });
      if (
        !row ||
        row.resource !== grant.resource ||
        row.itemId !== grant.id ||
        row.userId !== grant.userId ||
        row.expiresAt <= now
      )
        return null;
      try {
        const data = JSON.parse(row.data) as unknown;
        return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}
