import { isServiceKind, serviceKindRoutes } from '@/lib/service-kinds';
import type { Db } from '@/server/db';

export interface SitemapEntry {
  /** Path without language, starting with a slash. */
  path: string;
  lastModified?: Date;
  priority: number;
}

const staticPaths = [
  '/',
  '/public-training',
  '/in-house-training',
  ...Object.values(serviceKindRoutes),
  '/researcher',
  '/portfolio',
  '/news',
  '/about-us',
  '/privacy-policy',
  '/contact',
];

/** Every public page a search engine should know of, from the published content. */
export function sitemapService(db: Db) {
  return {
    async entries(): Promise<SitemapEntry[]> {
      const published = { where: { status: true }, select: { id: true, updatedAt: true } } as const;
      const [trainings, inhouse, services, news, portfolios] = await Promise.all([
        db.publicTraining.findMany(published),
        db.inhouseTraining.findMany(published),
        db.service.findMany({
          where: { status: true },
          select: { id: true, kind: true, updatedAt: true },
        }),
        db.news.findMany(published),
        db.portfolio.findMany(published),
      ]);
      return [
        ...staticPaths.map((path) => ({ path, priority: path === '/' ? 1 : 0.8 })),
        ...trainings.map((r) => ({
          path: `/public-training/${r.id}`,
          lastModified: r.updatedAt,
          priority: 0.7,
        })),
        ...inhouse.map((r) => ({
          path: `/in-house-training/${r.id}`,
          lastModified: r.updatedAt,
          priority: 0.6,
        })),
        ...services.flatMap((r) =>
          isServiceKind(r.kind)
            ? [
                {
                  path: `${serviceKindRoutes[r.kind]}/${r.id}`,
                  lastModified: r.updatedAt,
                  priority: 0.6,
                },
              ]
            : [],
        ),
        ...news.map((r) => ({ path: `/news/${r.id}`, lastModified: r.updatedAt, priority: 0.5 })),
        ...portfolios.map((r) => ({
          path: `/portfolio/${r.id}`,
          lastModified: r.updatedAt,
          priority: 0.5,
        })),
      ];
    },
  };
}
