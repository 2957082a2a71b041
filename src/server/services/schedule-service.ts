import type { Db } from '@/server/db';

/**
 * The next moment the public site changes on its own (docs/policies/drafts-revisions-audit.md):
 * a published news item or portfolio item whose publication date comes, a
 * banner whose window opens or closes. Null when nothing is scheduled.
 */
export function scheduleService(db: Db) {
  return {
    async nextChange(now = new Date()): Promise<Date | null> {
      const ahead = { gt: now };
      const [news, portfolio, bannerStart, bannerEnd] = await Promise.all([
        db.news.findFirst({
          where: { status: true, publishedAt: ahead },
          orderBy: { publishedAt: 'asc' },
          select: { publishedAt: true },
        }),
        db.portfolio.findFirst({
          where: { status: true, publishedAt: ahead },
          orderBy: { publishedAt: 'asc' },
          select: { publishedAt: true },
        }),
        db.banner.findFirst({
          where: { status: true, startDate: ahead },
          orderBy: { startDate: 'asc' },
          select: { startDate: true },
        }),
        db.banner.findFirst({
          where: { status: true, endDate: { gte: now } },
          orderBy: { endDate: 'asc' },
          select: { endDate: true },
        }),
      ]);
      // A banner shows through its end (endDate >= now): it goes the second after.
      const end = bannerEnd?.endDate ? new Date(bannerEnd.endDate.getTime() + 1000) : null;
      const moments = [news?.publishedAt, portfolio?.publishedAt, bannerStart?.startDate, end]
        .filter((d): d is Date => d instanceof Date)
        .map((d) => d.getTime());
      return moments.length ? new Date(Math.min(...moments)) : null;
    },
  };
}
