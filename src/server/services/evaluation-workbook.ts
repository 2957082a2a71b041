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
      submittedAt: Date;
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
    column('submittedAt', 'date', 18, 'submitted_at'),
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
      speakerAverage: number;
      contentAverage: number;
    }[];
  },
  locale: Locale,
  sheetName: string,
): ReadableStream<Uint8Array> {
  const columns = [
    column('name', 'text', 32, 'speaker_name'),
    column('trainings'),
    column('answers'),
    column('speakerAverage', 'count', 16, 'speaker_average'),
    column('contentAverage', 'count', 16, 'content_average'),
  ];
  return reportWorkbookStream({ sheetName, columns, batches: once(report.rows), locale });
}
