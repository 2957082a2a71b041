import type { Locale } from '@/i18n/locales';
import type { Permission } from '@/lib/permissions';
import { containsInsensitive, type Db } from '@/server/db';
import { pickTranslation } from '@/server/services/translations';
import type { AdminSearchResult, SearchKind } from '@/lib/admin-search';

export { searchResultHref } from '@/lib/admin-search';

const PER_KIND = 5;

interface Source {
  kind: SearchKind;
  permission: Permission;
  client_route: string;
  primary_key: string;
  query: boolean;
  find: (db: Db, q: string, locale: Locale) => Promise<{ id: number; label: string }[]>;
}

function translated<T extends { id: number; translations: { languageId: number; name: string }[] }>(rows: T[], locale: Locale) {
  return rows.map((r) => ({ id: r.id, label: pickTranslation(r.translations, locale)?.name ?? `#${r.id}` }));
}

const nameIn = (q: string) => ({ translations: { some: { name: containsInsensitive(q) } } });
const translations = { select: { languageId: true, name: true } } as const;

const sources: Source[] = [
  {
    kind: 'training',
    permission: 'access/public_training',
    client_route: '/admin/services/public_trainings/form',
    primary_key: 'public_training_id',
    query: true,
    find: async (db, q, locale) =>
      translated(
        await db.publicTraining.findMany({
          where: { OR: [nameIn(q), { courseCode: containsInsensitive(q) }] },
          select: { id: true, translations },
          orderBy: { startTrainingDate: 'desc' },
          take: PER_KIND,
        }),
        locale,
      ),
  },
  {
    kind: 'category',
    permission: 'access/public_training_category',
    client_route: '/admin/services/public_training_category/form',
    primary_key: 'public_training_category_id',
    query: true,
    find: async (db, q, locale) => translated(await db.publicTrainingCategory.findMany({ where: nameIn(q), select: { id: true, translations }, take: PER_KIND }), locale),
  },
  {
    kind: 'speaker',
    permission: 'access/public_training_speaker',
    client_route: '/admin/services/public_training_speaker/form',
    primary_key: 'public_training_speaker_id',
    query: true,
    find: async (db, q, locale) => translated(await db.publicTrainingSpeaker.findMany({ where: nameIn(q), select: { id: true, translations }, take: PER_KIND }), locale),
  },
  {
    kind: 'service',
    permission: 'access/service',
    client_route: '/admin/services/institute_services/form',
    primary_key: 'service_id',
    query: true,
    find: async (db, q, locale) => translated(await db.service.findMany({ where: nameIn(q), select: { id: true, translations }, take: PER_KIND }), locale),
  },
  {
    kind: 'news',
    permission: 'access/news',
    client_route: '/admin/news/form',
    primary_key: 'news_id',
    query: true,
    find: async (db, q, locale) =>
      translated(await db.news.findMany({ where: nameIn(q), select: { id: true, translations }, orderBy: { publishedAt: 'desc' }, take: PER_KIND }), locale),
  },
  {
    kind: 'portfolio',
    permission: 'access/portfolio',
    client_route: '/admin/portfolios/form',
    primary_key: 'portfolio_id',
    query: true,
    find: async (db, q, locale) =>
      translated(await db.portfolio.findMany({ where: nameIn(q), select: { id: true, translations }, orderBy: { publishedAt: 'desc' }, take: PER_KIND }), locale),
  },
  {
    kind: 'member',
    permission: 'access/member',
    client_route: '/admin/members/form',
    primary_key: 'member_id',
    query: true,
    find: async (db, q) => {
      const rows = await db.member.findMany({
        where: { OR: [{ firstname: containsInsensitive(q) }, { lastname: containsInsensitive(q) }, { email: containsInsensitive(q.toLowerCase()) }, { companyName: containsInsensitive(q) }] },
        select: { id: true, firstname: true, lastname: true, email: true },
        orderBy: { id: 'desc' },
        take: PER_KIND,
      });
      return rows.map((m) => ({ id: m.id, label: `${m.firstname} ${m.lastname} (${m.email})` }));
    },
  },
  {
    kind: 'user',
    permission: 'access/user',
    client_route: '/admin/users/form',
    primary_key: 'id',
    query: true,
    find: async (db, q) => {
      const rows = await db.adminUser.findMany({
        where: { OR: [{ firstname: containsInsensitive(q) }, { lastname: containsInsensitive(q) }, { email: containsInsensitive(q.toLowerCase()) }] },
        select: { id: true, firstname: true, lastname: true, email: true },
        orderBy: { id: 'asc' },
        take: PER_KIND,
      });
      return rows.map((u) => ({ id: u.id, label: `${`${u.firstname} ${u.lastname}`.trim()} (${u.email})` }));
    },
  },
  {
    kind: 'registration',
    permission: 'access/public_training_register',
    client_route: '/admin/services/public_training_register',
    primary_key: 'register_id',
    query: false,
    find: async (db, q) => {
      const rows = await db.registration.findMany({
        where: { OR: [{ registerCode: containsInsensitive(q) }, { courseName: containsInsensitive(q) }, { receiptName: containsInsensitive(q) }] },
        select: { id: true, registerCode: true, courseName: true },
        orderBy: { id: 'desc' },
        take: PER_KIND,
      });
      return rows.map((r) => ({ id: r.id, label: `${r.registerCode} ${r.courseName}` }));
    },
  },
];

/** The back-office search: every kind the admin may see, a few hits each. */
export function adminSearchService(db: Db) {
  return {
    async search(query: string, granted: readonly string[], locale: Locale): Promise<AdminSearchResult[]> {
      const q = query.trim();
      if (q.length === 0) return [];
      const allowed = sources.filter((s) => granted.includes(s.permission));
      const hits = await Promise.all(allowed.map(async (s) => ({ s, rows: await s.find(db, q, locale) })));
      return hits.flatMap(({ s, rows }) =>
        rows.map((row) => ({
          id: `${s.kind}-${row.id}`,
          kind: s.kind,
          label: row.label,
          client_route: s.client_route,
          primary_key: s.primary_key,
          item_id: row.id,
          query: s.query,
        })),
      );
    },
  };
}

export const searchableKinds = sources.map((s) => ({ kind: s.kind, permission: s.permission }));
