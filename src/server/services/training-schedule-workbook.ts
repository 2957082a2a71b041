import type { Locale } from '@/i18n/locales';
import { formatDate, formatDay } from '@/lib/dates';
import { translator } from '@/server/i18n/translate';
import { workbookText } from '@/server/services/export-text';
import type { PublicTrainingGroup } from '@/server/services/public-training-service';

export const SCHEDULE_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The downloadable schedule of upcoming public trainings
 * (GET /services/public_trainings/download): one spreadsheet row per
 * training, grouped by category, in the language of the request. Dates are
 * written as text because Excel cannot show the Buddhist year; no text runs
 * as a formula (workbookText), though staff wrote it: the file is public.
 */
export async function trainingScheduleWorkbook(
  groups: PublicTrainingGroup[],
  locale: Locale,
  siteUrl: string,
): Promise<Buffer> {
  const t = translator(locale);
  // Loaded when a schedule is downloaded, not at every start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = t('site_name');
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(t('training.schedule_sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: t('training.course_code'), key: 'code', width: 14 },
    { header: t('training.course_name'), key: 'name', width: 48 },
    { header: t('training.filter_category'), key: 'category', width: 32 },
    { header: t('training.starts'), key: 'start', width: 20 },
    { header: t('training.ends'), key: 'end', width: 20 },
    { header: t('training.registration_period'), key: 'registration', width: 26 },
    { header: t('training.location'), key: 'location', width: 30 },
    { header: t('training.price_thb'), key: 'price', width: 14, style: { numFmt: '#,##0.##' } },
    { header: t('training.seat_limit'), key: 'seats', width: 10 },
    { header: t('training.link'), key: 'link', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const group of groups) {
    for (const training of group.trainings) {
      const url = `${siteUrl.replace(/\/$/, '')}/${locale === 'en' ? 'en/' : ''}public-training/${training.id}`;
      sheet.addRow({
        code: workbookText(training.courseCode),
        name: workbookText(training.name),
        category: workbookText(group.categoryName),
        start: formatDate(training.startTrainingDate, locale),
        end: formatDate(training.endTrainingDate, locale),
        registration:
          training.registerStartDate && training.registerEndDate
            ? `${formatDay(training.registerStartDate, locale)} – ${formatDay(training.registerEndDate, locale)}`
            : '',
        location: workbookText(training.location ?? ''),
        price: training.priceSatang / 100,
        seats: training.seatLimit,
        link: { text: url, hyperlink: url },
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
