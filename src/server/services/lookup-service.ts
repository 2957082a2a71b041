import type { Locale } from '@/i18n/locales';
import { MAX_DB_INT } from '@/lib/schemas/common';
import { PAYMENT_METHOD_IDS } from '@/lib/schemas/registration';
import type { Db } from '@/server/db';
import { cardPaymentsAvailable } from '@/server/services/card-payment-service';
import { localName } from '@/server/services/translations';

type Named = { id: number; nameTh: string; nameEn: string };
const named = (locale: Locale) => (row: Named) => ({
  id: row.id,
  name: localName(row, locale),
  name_th: row.nameTh,
  name_en: row.nameEn,
});

/**
 * An id from a select: empty or '*' means "none chosen" (null, SPEC.md
 * section 5). Anything else that is not a possible id (text, 0, a number
 * beyond the 32-bit column, which the database would refuse) is 0, which
 * matches no row.
 */
function chosenId(id: number | string | null | undefined): number | null {
  if (id === null || id === undefined || id === '' || id === '*') return null;
  const n = Number(id);
  return Number.isInteger(n) && n > 0 && n <= MAX_DB_INT ? n : 0;
}

/** The lookups of SPEC.md section 3, each with its name in the request's language. */
export function lookupService(db: Db) {
  return {
    languages: () => db.language.findMany({ where: { status: true }, orderBy: { id: 'asc' } }),
    geographies: async (locale: Locale) =>
      (await db.geography.findMany({ orderBy: { id: 'asc' } })).map(named(locale)),
    provinces: async (locale: Locale, geographyId?: number | string | null) => {
      const g = chosenId(geographyId);
      const rows = await db.province.findMany({
        where: g === null ? {} : { geographyId: g },
        orderBy: { [locale === 'en' ? 'nameEn' : 'nameTh']: 'asc' },
      });
      return rows.map((r) => ({ ...named(locale)(r), geography_id: r.geographyId }));
    },
    amphures: async (locale: Locale, provinceId: number | string | null | undefined) => {
      const p = chosenId(provinceId);
      if (p === null) return [];
      const rows = await db.amphure.findMany({
        where: { provinceId: p },
        orderBy: { [locale === 'en' ? 'nameEn' : 'nameTh']: 'asc' },
      });
      return rows.map((r) => ({ ...named(locale)(r), province_id: r.provinceId }));
    },
    districts: async (locale: Locale, amphureId: number | string | null | undefined) => {
      const a = chosenId(amphureId);
      if (a === null) return [];
      const rows = await db.district.findMany({
        where: { amphureId: a },
        orderBy: { [locale === 'en' ? 'nameEn' : 'nameTh']: 'asc' },
      });
      return rows.map((r) => ({
        ...named(locale)(r),
        amphure_id: r.amphureId,
        zip_code: r.zipCode,
      }));
    },
    namePrefixes: async (locale: Locale) =>
      (await db.namePrefix.findMany({ where: { status: 1 }, orderBy: { id: 'asc' } })).map(
        named(locale),
      ),
    companyTypes: async (locale: Locale) =>
      (await db.companyType.findMany({ where: { status: 1 }, orderBy: { id: 'asc' } })).map(
        named(locale),
      ),
    registerStatuses: async (locale: Locale) =>
      (await db.registerStatus.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })).map(
        (r) => ({ ...named(locale)(r), code: r.code }),
      ),
    /** The methods members may choose: card only where a gateway (or the switched-on simulator) can take it. */
    paymentMethods: async (locale: Locale) =>
      (
        await db.paymentMethod.findMany({
          where: {
            status: 1,
            ...(cardPaymentsAvailable() ? {} : { id: { not: PAYMENT_METHOD_IDS.card } }),
          },
          orderBy: { id: 'asc' },
        })
      ).map((r) => ({
        ...named(locale)(r),
        code: r.code,
        info: locale === 'en' ? r.infoEn : r.infoTh,
      })),
    banks: async (locale: Locale) =>
      (await db.bank.findMany({ where: { status: 1 }, orderBy: { id: 'asc' } })).map((r) => ({
        ...named(locale)(r),
        code: r.code,
      })),
    cardTypes: () => db.cardType.findMany({ orderBy: { code: 'asc' } }),
  };
}
