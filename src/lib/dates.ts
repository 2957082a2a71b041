import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/th';
import 'dayjs/locale/en';
import type { Locale } from '@/i18n/locales';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(buddhistEra);
dayjs.extend(advancedFormat); // kk: the 1-24 hour of the spec's format

/** Every date is shown in the centre's time zone, whatever the server's. */
export const siteTimeZone = 'Asia/Bangkok';

/**
 * Bangkok keeps UTC+7 all year (no daylight saving since 1920), so dates are
 * formatted at that fixed offset: the same result as the named zone, about
 * a hundred times faster (dayjs's tz asks Intl on every call), which counts
 * when a report writes 100,000 dates.
 */
const siteUtcOffsetMinutes = 7 * 60;

/** The spec's default format, D/M/YYYY kk:mm (kk is the 1-24 hour). */
export const defaultDateTimeFormat = 'D/M/YYYY kk:mm';

/**
 * Formats a date in the site's time zone. In Thai the year is the Buddhist
 * year (+543): pass a format written with YYYY and it becomes BBBB.
 */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  format = defaultDateTimeFormat,
): string {
  const d = dayjs(value).utcOffset(siteUtcOffsetMinutes).locale(locale);
  const pattern = locale === 'th' ? format.replace(/YYYY/g, 'BBBB') : format;
  return d.format(pattern);
}

/**
 * A date-time as the centre's clock shows it, 'YYYY-MM-DD HH:mm:ss': what the
 * back office's date pickers hold, whatever the browser's own time zone. A
 * value with an offset (from the server) is converted; a wall time is kept.
 */
export function toSiteWallTime(value: string): string {
  return /(Z|[+-]\d{2}:?\d{2})$/.test(value)
    ? dayjs(value).tz(siteTimeZone).format('YYYY-MM-DD HH:mm:ss')
    : value;
}

/** Formats a wall time of the centre's clock as it is (no time-zone conversion), Buddhist year in Thai. */
export function formatWallTime(
  value: string,
  locale: Locale,
  format = defaultDateTimeFormat,
): string {
  const pattern = locale === 'th' ? format.replace(/YYYY/g, 'BBBB') : format;
  return dayjs(value).locale(locale).format(pattern);
}

/** A calendar date without time, e.g. 21/11/2569 in Thai. */
export function formatDay(value: Date | string | number, locale: Locale): string {
  return formatDate(value, locale, 'D/M/YYYY');
}

/** The days of a training or event: one date when it starts and ends on the same day, else "start - end". */
export function formatDayRange(
  start: Date | string | number,
  end: Date | string | number,
  locale: Locale,
): string {
  const [from, to] = [formatDay(start, locale), formatDay(end, locale)];
  return from === to ? from : `${from} - ${to}`;
}

/** A long, readable date such as "21 พฤศจิกายน 2569" or "21 November 2026". */
export function formatLongDate(value: Date | string | number, locale: Locale): string {
  return formatDate(value, locale, 'D MMMM YYYY');
}

/** Buddhist year for a Gregorian year. */
export function toBuddhistYear(year: number): number {
  return year + 543;
}

/** Year choices of the spec: from the current year plus 2 down to `from`. */
export function yearChoices(now: Date, from: number): number[] {
  const top = dayjs(now).tz(siteTimeZone).year() + 2;
  const years: number[] = [];
  for (let y = top; y >= from; y -= 1) years.push(y);
  return years;
}

/** The first instant of a calendar day (yyyy-MM-dd) on the centre's clock. */
export function startOfSiteDay(day: string): Date {
  return dayjs.tz(day, siteTimeZone).startOf('day').toDate();
}

/** The first instant after a calendar day (yyyy-MM-dd) on the centre's clock: ranges end before it. */
export function endOfSiteDay(day: string): Date {
  return dayjs.tz(day, siteTimeZone).add(1, 'day').startOf('day').toDate();
}

/** A date as the centre's calendar day, yyyy-MM-dd. */
export function siteDay(value: Date): string {
  return dayjs(value).tz(siteTimeZone).format('YYYY-MM-DD');
}
