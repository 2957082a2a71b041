import { z } from '@/lib/zod';

/** Thailand keeps +07:00 all year (SPEC.md section 9: the centre's dates), so a day's bounds need no time-zone database. */
const SITE_OFFSET = '+07:00';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INVALID = 'admin_content.validation.invalid_date';

/** The start of a day (yyyy-MM-dd) in the centre's time zone, or null when it is not a real day. */
export function startOfSiteDay(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const d = new Date(`${day}T00:00:00${SITE_OFFSET}`);
  // Date rolls 2026-02-31 over to March: a day that does not come back the same is not a day.
  return Number.isNaN(d.getTime()) ||
    new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10) !== day
    ? null
    : d;
}

/** What a list's where gets: Prisma's own range filter. */
export interface DateRangeWhere {
  gte?: Date;
  lt?: Date;
}

const day = z.union([z.literal(''), z.null(), z.string().trim().max(40)]).optional();

/**
 * A list filter over days, both ends included: an object {from, to} (either
 * may be left out), the text "from..to" (one side may be empty, as in
 * "2026-01-01.."), or a single day. '*' or empty means any. The answer is a
 * Prisma range: from the start of `from` to before the start of the day
 * after `to`, in the centre's time zone. A malformed day, or an end before
 * the start, is refused with a field message (a 400, never a 500).
 */
export const dateRangeFilter = z
  .union([
    z.literal('*'),
    z.literal(''),
    z.string().trim().max(40),
    z.object({ from: day, to: day }),
  ])
  .optional()
  .transform((v, ctx): DateRangeWhere | undefined => {
    if (v === undefined || v === '*' || v === '') return undefined;
    const [fromText, toText] =
      typeof v === 'string'
        ? v.includes('..')
          ? v.split('..', 2)
          : [v, v]
        : [v.from ?? '', v.to ?? ''];
    const from = fromText ? startOfSiteDay(fromText.trim()) : undefined;
    const toStart = toText ? startOfSiteDay(toText.trim()) : undefined;
    if (from === null || toStart === null) {
      ctx.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }
    if (from && toStart && toStart.getTime() < from.getTime()) {
      ctx.addIssue({ code: 'custom', message: 'admin_content.validation.end_before_start' });
      return z.NEVER;
    }
    if (!from && !toStart) return undefined;
    return {
      ...(from ? { gte: from } : {}),
      ...(toStart ? { lt: new Date(toStart.getTime() + 24 * 3600_000) } : {}),
    };
  });
