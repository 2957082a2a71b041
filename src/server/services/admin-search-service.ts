import type { Locale } from '@/i18n/locales';
import { type AdminPage, adminPages } from '@/lib/admin-pages';
import type { AdminSearchResult, SearchKind } from '@/lib/admin-search';
import type { Resource } from '@/lib/admin/resource';
import { type ResourceName, resources } from '@/lib/admin/resources';
import { hasAnyPermission } from '@/lib/permissions';
import { containsInsensitive, type Db } from '@/server/db';
import { resourceService } from '@/server/services/resources/resource-service';
import type { Store } from '@/server/services/resources/store';
import { stores } from '@/server/services/resources/stores';

const PER_KIND = 5;

type Find = (db: Db, q: string, locale: Locale) => Promise<{ id: number; label: string }[]>;

/** A resource's items are found by its own list (name in either language, its search columns). */
const findInResource =
  (r: Resource): Find =>
  async (db, q, locale) => {
    const store: Store = stores[r.name as ResourceName];
    const page = await resourceService(store, db, stores).list(
      { page: 1, per_page: PER_KIND, search: q, order: undefined },
      locale,
    );
    // Two members (or requests) of the same name are told apart by their e-mail.
    return page.items.map((item) => {
      const name = String(item[r.titleField ?? 'name'] ?? `#${String(item[r.primaryKey])}`);
      return {
        id: item[r.primaryKey] as number,
        label: typeof item.email === 'string' && item.email ? `${name} (${item.email})` : name,
      };
    });
  };

/** How each kind is found; where it opens and who may see it come from the one table of admin pages. */
const finders: Record<SearchKind, Find> = {
  ...(Object.fromEntries(
    (Object.values(resources) as Resource[])
      .filter((r) => r.searchKind)
      .map((r) => [r.searchKind, findInResource(r)]),
  ) as Record<Exclude<SearchKind, 'user' | 'registration'>, Find>),
  /** By register code, receipt number, or the registering member's name or e-mail; newest first. */
  registration: async (db, q) => {
    const like = containsInsensitive(q);
    const rows = await db.registration.findMany({
      where: {
        OR: [
          { registerCode: like },
          { receiptNo: like },
          {
            member: {
              OR: [
                { firstname: like },
                { lastname: like },
                { email: containsInsensitive(q.toLowerCase()) },
              ],
            },
          },
        ],
      },
      select: {
        id: true,
        registerCode: true,
        receiptNo: true,
        member: { select: { firstname: true, lastname: true } },
      },
      orderBy: { id: 'desc' },
      take: PER_KIND,
    });
    return rows.map((r) => ({
      id: r.id,
      label: `${r.registerCode}${r.receiptNo ? ` (${r.receiptNo})` : ''} – ${r.member.firstname} ${r.member.lastname}`,
    }));
  },
  user: async (db, q) => {
    const rows = await db.adminUser.findMany({
      where: {
        OR: [
          { firstname: containsInsensitive(q) },
          { lastname: containsInsensitive(q) },
          { email: containsInsensitive(q.toLowerCase()) },
        ],
      },
      select: { id: true, firstname: true, lastname: true, email: true },
      orderBy: { id: 'asc' },
      take: PER_KIND,
    });
    return rows.map((u) => ({
      id: u.id,
      label: `${`${u.firstname} ${u.lastname}`.trim()} (${u.email})`,
    }));
  },
};

const searched = (Object.values(adminPages) as AdminPage[]).filter(
  (p): p is AdminPage & Required<Pick<AdminPage, 'search'>> => !!p.search,
);

/** The back-office search: every kind the admin may see, a few hits each, each opening its form. */
export function adminSearchService(db: Db) {
  return {
    async search(
      query: string,
      granted: readonly string[],
      locale: Locale,
    ): Promise<AdminSearchResult[]> {
      const q = query.trim();
      if (q.length === 0) return [];
      const allowed = searched.filter((p) => hasAnyPermission(granted, p.permissions));
      const hits = await Promise.all(
        allowed.map(async (p) => ({ p, rows: await finders[p.search.kind](db, q, locale) })),
      );
      return hits.flatMap(({ p, rows }) =>
        rows.map((row) => ({
          id: `${p.search.kind}-${row.id}`,
          kind: p.search.kind,
          label: row.label,
          client_route: p.search.detail ? p.href : `${p.href}/form`,
          primary_key: p.search.primaryKey,
          item_id: row.id,
          query: !p.search.detail,
        })),
      );
    },
  };
}
