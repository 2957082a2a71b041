import { z } from '@/lib/zod';
import { flagSchema, idOrAll, pageSchema, withLangSchema } from '@/lib/schemas/common';

/**
 * `upcoming`: trainings that have not ended, soonest first, then the ended
 * ones, latest first (the list page's order). It is the order when neither
 * `sort` nor `order` is given; an `order` alone keeps its old meaning, the
 * start date in that direction.
 */
export const PUBLIC_TRAINING_SORTS = [
  'upcoming',
  'start_training_date',
  'price',
  'created_at',
] as const;

/** GET /services/public_trainings (SPEC.md sections 5 and 7). */
export const publicTrainingListSchema = z.object({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(12),
  sort: z
    .enum(PUBLIC_TRAINING_SORTS)
    .optional()
    .describe(
      'upcoming (when neither sort nor order is given): not ended yet, soonest first, then ended ones, latest first; order is ignored',
    ),
  order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .optional()
    .transform((v) => v?.toLowerCase() as 'asc' | 'desc' | undefined)
    .describe('ASC (default) or DESC; given alone, orders by start_training_date'),
  /** Only trainings that have not ended yet. */
  in_training_range: flagSchema.optional().transform((v) => v === true),
  filter_name: z.string().trim().max(200).optional(),
  filter_category_id: idOrAll,
  filter_year: z
    .union([z.literal('*'), z.literal(''), z.coerce.number().int().min(2000).max(2200)])
    .optional(),
  filter_month: z
    .union([z.literal('*'), z.literal(''), z.coerce.number().int().min(1).max(12)])
    .optional(),
  with: withLangSchema,
});

/** GET /services/public_trainings_group (and the schedule download). */
export const publicTrainingGroupsSchema = z.object({ with: withLangSchema }).default({});
export type PublicTrainingListInput = z.input<typeof publicTrainingListSchema>;
export type PublicTrainingListQuery = z.output<typeof publicTrainingListSchema>;
