import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Locale } from '@/i18n/locales';
import { siteTimeZone } from '@/lib/dates';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translate';
import { pickTranslation } from '@/server/services/translations';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The days of a training longer than this are not listed one by one (a data error, not a course). */
const MAX_DAYS = 60;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * Each day of a training as [start, end]: from the first day to the last
 * (days in Bangkok), each from the start's time of day to the end's
 * (e.g. 09:00-16:00 every day of 1-3 December). When the end's time of day is
 * not after the start's, each day lasts as long as the whole span on one day
 * would (a course ending at midnight, or a single evening).
 */
export function trainingDays(start: Date, end: Date): { start: Date; end: Date }[] {
  const s = dayjs(start).tz(siteTimeZone);
  const e = dayjs(end).tz(siteTimeZone);
  const firstDay = s.startOf('day');
  const lastDay = e.startOf('day');
  const count = Math.max(
    1,
    Math.min(MAX_DAYS, Math.round(lastDay.diff(firstDay, 'day', true)) + 1),
  );
  if (count === 1 || !e.isAfter(s))
    return [{ start, end: e.isAfter(s) ? end : s.add(1, 'hour').toDate() }];
  const startMinutes = s.hour() * 60 + s.minute();
  let endMinutes = e.hour() * 60 + e.minute();
  if (endMinutes <= startMinutes) endMinutes = 24 * 60;
  return Array.from({ length: count }, (_, i) => {
    const day = firstDay.add(i, 'day');
    return {
      start: day.add(startMinutes, 'minute').toDate(),
      end: day.add(endMinutes, 'minute').toDate(),
    };
  });
}

/**
 * GET /services/public_trainings/{id}/calendar.ics: a published training as
 * an RFC 5545 calendar (ical-generator), one event per training day in UTC
 * (calendar apps show them in the reader's zone: 09:00 in Bangkok is
 * 02:00Z), with the venue, and the training's page as URL and in the
 * description. Stable UIDs, so importing it again updates the events.
 */
export async function trainingCalendar(
  db: Db,
  trainingId: number,
  locale: Locale,
  site: string,
): Promise<{ filename: string; body: string }> {
  const training = await db.publicTraining.findFirst({
    where: { id: trainingId, status: true },
    include: { translations: { select: { languageId: true, name: true, location: true } } },
  });
  if (!training) throw new AppError('NOT_FOUND', 'errors.not_found');
  const t = translator(locale);
  const tr = pickTranslation(training.translations, locale);
  const name = tr?.name ?? training.courseCode;
  const location = tr?.location || pickTranslation(training.translations, 'th')?.location || null;
  const url = `${site}/public-training/${training.id}`;
  const host = new URL(site).hostname || 'localhost';
  const calendar = ical({
    name,
    prodId: {
      company: 'Academic Services Centre',
      product: 'training-calendar',
      language: locale.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
  });
  const days = trainingDays(training.startTrainingDate, training.endTrainingDate);
  days.forEach((day, i) => {
    calendar.createEvent({
      id: `public-training-${training.id}-day-${i + 1}@${host}`,
      start: day.start,
      end: day.end,
      stamp: training.updatedAt,
      summary:
        days.length > 1
          ? `${name} (${t('calendar.day_of', { day: i + 1, days: days.length })})`
          : name,
      description: `${t('training.course_code')}: ${training.courseCode}\n${url}`,
      location,
      url,
    });
  });
  return {
    filename: `${training.courseCode.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`,
    body: calendar.toString(),
  };
}
