import type { Locale } from '@/i18n/locales';
import type { Paged } from '@/lib/schemas/common';
import type { ResearcherListQuery } from '@/lib/schemas/content';
import type { Db } from '@/server/db';
import { pagedOf } from '@/server/services/paginate';
import { pickTranslation } from '@/server/services/translations';
import { textSearchWhere } from '@/server/services/text-search';

export interface ResearcherCard {
  id: number;
  facultyId: number;
  facultyName: string;
  name: string;
  position: string | null;
  expertise: string | null;
  email: string | null;
  telephone: string | null;
  imageUrl: string | null;
}

/** Researchers (teachers) by faculty (GET /researcher/categories and /researcher/teachers). */
export function researcherService(db: Db) {
  return {
    /** Enabled faculties in their sort order. */
    async faculties(locale: Locale) {
      const rows = await db.faculty.findMany({
        where: { status: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        include: { translations: true },
      });
      return rows.map((f) => ({
        id: f.id,
        name: pickTranslation(f.translations, locale)?.name ?? '',
      }));
    },

    /**
     * Enabled researchers of enabled faculties, 16 a page. The keyword matches
     * the name or expertise in either language, ignoring case, so a visitor
     * reading in English can still find a Thai name.
     */
    async list(query: ResearcherListQuery, locale: Locale): Promise<Paged<ResearcherCard>> {
      const keyword = query.filter_keyword;
      const where = {
        status: true,
        faculty: { status: true },
        ...(query.fac_id ? { facultyId: query.fac_id } : {}),
        ...(await textSearchWhere(
          db,
          {
            table: 'researcher_translations',
            idColumn: 'researcher_id',
            columns: ['name', 'expertise'],
          },
          keyword,
          (contains) => ({
            translations: { some: { OR: [{ name: contains }, { expertise: contains }] } },
          }),
        )),
      };
      const [total, rows] = await Promise.all([
        db.researcher.count({ where }),
        db.researcher.findMany({
          where,
          orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
          skip: (query.page - 1) * query.per_page,
          take: query.per_page,
          include: { translations: true, faculty: { include: { translations: true } } },
        }),
      ]);
      const items = rows.map((r) => {
        const tr = pickTranslation(r.translations, locale);
        return {
          id: r.id,
          facultyId: r.facultyId,
          facultyName: pickTranslation(r.faculty.translations, locale)?.name ?? '',
          name: tr?.name ?? '',
          position: tr?.position ?? null,
          expertise: tr?.expertise ?? null,
          email: r.email,
          telephone: r.telephone,
          imageUrl: r.imageUrl,
        };
      });
      return pagedOf(items, total, query.page, query.per_page);
    },
  };
}
