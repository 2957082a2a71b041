import { PassThrough, Readable } from 'node:stream';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { satangToBaht } from '@/lib/money';
import type { ReportColumn } from '@/lib/reports/columns';
import { log } from '@/server/log';
import { workbookText } from '@/server/services/export-text';
import { translator } from '@/server/i18n/translate';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cell(column: ReportColumn, value: unknown, locale: Locale): unknown {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'money':
      return satangToBaht(Number(value));
    case 'date':
      // Text, as in the schedule download: Excel cannot show the Buddhist year.
      return value instanceof Date ? formatDate(value, locale) : String(value);
    default:
      // Member-written text (names, organisations) must not run as a formula when staff open the file.
      return typeof value === 'string' ? workbookText(value) : value;
  }
}

/** Waits until the output wants more (or is gone), so a slow download holds back the database reads instead of filling memory. */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * A report as an .xlsx file, streamed: exceljs's streaming WorkbookWriter
 * commits each row as soon as it is written, so only the batch being read
 * is in memory, whatever the size of the set. Headers come from the locale
 * files in the caller's language; money is a number of baht; text can run
 * no formula (workbookText).
 */
export function reportWorkbookStream(opts: {
  sheetName: string;
  columns: ReportColumn[];
  batches: AsyncIterable<Record<string, unknown>[]>;
  locale: Locale;
}): ReadableStream<Uint8Array> {
  const t = translator(opts.locale);
  const out = new PassThrough();
  void (async () => {
    try {
      // Loaded when a report is made (half a second of a server's start and of every test file otherwise).
      const { default: ExcelJS } = await import('exceljs');
      // No styles (nor shared strings): exceljs then writes each cell without a style lookup, about 40 % faster
      // (100,000 rows in 3 s instead of 5); the header row stays frozen, numbers stay numbers.
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: false,
        useSharedStrings: false,
      });
      workbook.creator = t('site_name');
      workbook.created = new Date();
      const sheet = workbook.addWorksheet(opts.sheetName.slice(0, 31), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = opts.columns.map((c) => ({ header: t(c.label), key: c.key, width: c.width }));
      for await (const batch of opts.batches) {
        if (out.destroyed) return;
        for (const row of batch)
          sheet.addRow(opts.columns.map((c) => cell(c, row[c.key], opts.locale))).commit();
        await drained(out);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      log.error('report workbook failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
