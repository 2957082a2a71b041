import { z } from 'zod';
import { downloadFlag } from '@/lib/schemas/reports';
import { idSchema } from '@/lib/schemas/common';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translate';
import { dateTime, int, nullableText, rest, text } from '@/server/rest/route-kit';
import {
  evaluationWorkbook,
  speakerEvaluationWorkbook,
} from '@/server/services/evaluation-workbook';
import { XLSX_CONTENT_TYPE } from '@/server/services/report-workbook';

const rating = int().min(1).max(5);
const average = z
  .number()
  .nullable()
  .describe('Mean of the answers, 2 decimals; null without answers');

/** The download flag, checked as the attendance report does (400 naming download for anything but 0/1). */
function wantsFile(value: unknown): boolean {
  const parsed = downloadFlag.download.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'validation.invalid_value', 'download');
  return parsed.data === true;
}

const xlsx = (body: ReadableStream<Uint8Array>, name: string) =>
  new Response(body, {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}.xlsx"`,
      'cache-control': 'no-store',
    },
  });

const file = {
  contentType: XLSX_CONTENT_TYPE,
  description: 'With download=1: the report as an .xlsx workbook in the language of the call',
};

/** The course evaluation reports (docs/policies/course-evaluation.md): the reports permission. */
export const evaluationRoutes = [
  rest({
    method: 'GET',
    path: '/admin/reports/evaluations',
    auth: 'admin',
    tag: 'Reports',
    summary:
      "A training's course evaluation: invitations sent, answers, average ratings (content, speaker, venue, 1-5), answers per rating and each answer with its comment (no names); with download=1 an .xlsx workbook. Needs the reports permission",
    query: z.object({ public_training_id: idSchema }).extend(downloadFlag),
    file,
    response: z.object({
      public_training_id: int(),
      course_code: text(),
      course_name: text(),
      start_date: dateTime(),
      end_date: dateTime(),
      speakers: z.array(text()),
      invited: int(),
      answered: int(),
      averages: z.object({ content: average, speaker: average, venue: average }),
      distribution: z.array(z.object({ rating, content: int(), speaker: int(), venue: int() })),
      answers: z.array(
        z.object({
          submitted_at: dateTime(),
          content: rating,
          speaker: rating,
          venue: rating,
          comment: nullableText(),
        }),
      ),
    }),
    handle: async (api, { query, locale }) => {
      const download = wantsFile(query.download);
      const report = await api.admin.evaluations.report({
        public_training_id: query.public_training_id,
      });
      if (!download) return report;
      const t = translator(locale);
      return xlsx(
        evaluationWorkbook(report, locale, t('evaluation.report_title')),
        `evaluation-${report.courseCode}`,
      );
    },
  }),
  rest({
    method: 'GET',
    path: '/admin/reports/evaluations/speakers',
    auth: 'admin',
    tag: 'Reports',
    summary:
      'Course evaluation per speaker: each speaker of a training with answers, the trainings and answers counted, and the average speaker and content ratings (a training with several speakers counts for each); with download=1 an .xlsx workbook. Needs the reports permission',
    query: z.object(downloadFlag),
    file,
    response: z.object({
      rows: z.array(
        z.object({
          public_training_speaker_id: int(),
          name: text(),
          trainings: int(),
          answers: int(),
          speaker_average: z.number(),
          content_average: z.number(),
        }),
      ),
    }),
    handle: async (api, { query, locale }) => {
      const download = wantsFile(query.download);
      const report = await api.admin.evaluations.speakers();
      if (!download) return report;
      const t = translator(locale);
      return xlsx(
        speakerEvaluationWorkbook(report, locale, t('evaluation.speakers_title')),
        'evaluation-speakers',
      );
    },
  }),
];
