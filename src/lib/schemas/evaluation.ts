import { idSchema } from '@/lib/schemas/common';
import { z } from '@/lib/zod';

/** Course evaluation inputs (docs/policies/course-evaluation.md). Messages are locale keys. */

export const EVALUATION_COMMENT_MAX = 2000;

/** The token of an evaluation link: 32 random bytes, base64url (43 characters). Anything else is an invalid link. */
export const evaluationTokenSchema = z
  .string({ error: 'evaluation.errors.invalid' })
  .max(100, 'evaluation.errors.invalid')
  .regex(/^[A-Za-z0-9_-]{43}$/, 'evaluation.errors.invalid');

export const evaluationTokenInput = z.object({ token: evaluationTokenSchema });

const rating = z.coerce
  .number({ error: 'evaluation.errors.rating' })
  .int('evaluation.errors.rating')
  .min(1, 'evaluation.errors.rating')
  .max(5, 'evaluation.errors.rating');

/** The answer: content, speaker and venue rated 1-5, and an optional comment. */
export const evaluationAnswerSchema = z.object({
  content: rating,
  speaker: rating,
  venue: rating,
  comment: z
    .string()
    .trim()
    .max(EVALUATION_COMMENT_MAX, 'evaluation.errors.comment_long')
    .optional()
    .default(''),
});

export const submitEvaluationSchema = evaluationAnswerSchema.extend({
  token: evaluationTokenSchema,
});
export type SubmitEvaluationInput = z.infer<typeof submitEvaluationSchema>;

export const evaluationReportSchema = z.object({ public_training_id: idSchema });
