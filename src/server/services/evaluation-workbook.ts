import type { Locale } from '@/i18n/locales';
import type { ReportColumn } from '@/lib/reports/columns';
import { reportWorkbookStream } from '@/server/services/report-workbook';

const column = (
  key: string,
  kind: ReportColumn['kind'] = 'count',
  width = 12,
  label = key,
): ReportColumn => ({ key, label: `evaluation.columns.${label}`, kind, width });

async function* once<T>(rows: T[]) {
  yield rows;
}

/** A training's evaluation answers as an .xlsx file (no names: the report is anonymous). */
export function evaluationWorkbook(
  report: {
    answers: {
      submitted_at: Date;
      content: number;
      speaker: number;
      venue: number;
      comment: string | null;
    }[];
  },
  locale: Locale,
  sheetName: string,
): ReadableStream<Uint8Array> {
  const columns = [
    column('submitted_at', 'date', 18),
    column('content'),
    column('speaker'),
    column('venue'),
    column('comment', 'text', 60),
  ];
  const rows = report.answers.map((a) => ({ ...a, comment: a.comment ?? '' }));
  return reportWorkbookStream({ sheetName, columns, batches: once(rows), locale });
}

/** The results per speaker as an .xlsx file. */
export function speakerEvaluationWorkbook(
  report: {
    rows: {
      name: string;
      trainings: number;
      answers: number;
      speaker_average: number;
      content_average: number;
    }[];
  },
  locale: Locale,
  sheetName: string,
): ReadableStream<Uint8Array> {
  const columns = [
    column('name', 'text', 32, 'speaker_name'),
    column('trainings'),
    column('answers'),
    column('speaker_average', 'count', 16),
    column('content_average', 'count', 16),
  ];
  return reportWorkbookStream({ sheetName, columns, batches: once(report.rows), locale });
}
