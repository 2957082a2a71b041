import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { limiterStore } from '@/server/redis/limiter-store';

export const viewedKinds = [
  'news',
  'portfolio',
  'publicTraining',
  'inhouseTraining',
  'service',
] as const;
export type ViewedKind = (typeof viewedKinds)[number];

/** A visitor's repeat views of one item within this window count once. */
export const VIEW_WINDOW_SECONDS = 30 * 60;

// In memory, or in Redis for every server process when REDIS_URL is set; a restart of the one
// server forgets who has seen what, which at worst counts a view twice.
const recentViewsStore = limiterStore({
  keyPrefix: 'view',
  points: 1,
  duration: VIEW_WINDOW_SECONDS,
});

/**
 * Counts views of published content (PUT .../{id}/view, SPEC.md section 7),
 * once per visitor and item in a 30-minute window.
 */
export function viewService(db: Db) {
  const increment = (kind: ViewedKind, id: number) => {
    const args = { where: { id, status: true }, data: { viewCount: { increment: 1 } } };
    switch (kind) {
      case 'news':
        return db.news.updateMany(args);
      case 'portfolio':
        return db.portfolio.updateMany(args);
      case 'publicTraining':
        return db.publicTraining.updateMany(args);
      case 'inhouseTraining':
        return db.inhouseTraining.updateMany(args);
      case 'service':
        return db.service.updateMany(args);
    }
  };
  const exists = async (kind: ViewedKind, id: number) => {
    const where = { id, status: true };
    switch (kind) {
      case 'news':
        return (await db.news.count({ where })) > 0;
      case 'portfolio':
        return (await db.portfolio.count({ where })) > 0;
      case 'publicTraining':
        return (await db.publicTraining.count({ where })) > 0;
      case 'inhouseTraining':
        return (await db.inhouseTraining.count({ where })) > 0;
      case 'service':
        return (await db.service.count({ where })) > 0;
    }
  };

  return {
    /** Returns whether this view was counted; 404 for an unknown or unpublished item. */
    async record(kind: ViewedKind, id: number, visitor: string): Promise<{ counted: boolean }> {
      const key = `${kind}:${id}:${visitor}`;
      const recentViews = await recentViewsStore();
      const fresh = await recentViews.consume(key).then(
        () => true,
        () => false,
      );
      if (!fresh) {
        if (!(await exists(kind, id))) throw new AppError('NOT_FOUND', 'errors.not_found');
        return { counted: false };
      }
      const { count } = await increment(kind, id);
      if (count === 0) {
        await recentViews.delete(key);
        throw new AppError('NOT_FOUND', 'errors.not_found');
      }
      return { counted: true };
    },
  };
}
