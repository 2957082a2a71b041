import type { Locale } from '@/i18n/locales';
import type { LookupName } from '@/lib/admin/fields';
import type { Tx } from '@/server/services/resources/store';
import { localName } from '@/server/services/translations';

type Named = { id: number; nameTh: string; nameEn: string };
interface LookupDelegate {
  findMany(args: {
    where: { id: { in: number[] } };
    select: { id: true; nameTh: true; nameEn: true };
  }): Promise<Named[]>;
}

/** The table behind each lookup a resource field may pick from (src/lib/admin/fields.ts LOOKUPS). */
const tables: Record<LookupName, (tx: Tx) => LookupDelegate> = {
  namePrefixes: (tx) => tx.namePrefix as unknown as LookupDelegate,
  companyTypes: (tx) => tx.companyType as unknown as LookupDelegate,
  provinces: (tx) => tx.province as unknown as LookupDelegate,
};

/** The names, in the language asked, of the lookup rows with these ids (unknown ids are absent). */
export async function lookupNames(
  tx: Tx,
  lookup: LookupName,
  ids: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tables[lookup](tx).findMany({
    where: { id: { in: ids } },
    select: { id: true, nameTh: true, nameEn: true },
  });
  return new Map(rows.map((r) => [r.id, localName(r, locale)]));
}
