import { z } from 'zod';
import { idOrAll, orderSchema, pageSchema } from '@/lib/schemas/common';

/** GET /services/public_trainings (SPEC.md sections 5 and 7). */
export const publicTrainingListSchema = z.object({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(12),
  sort: z.enum(['start_training_date', 'price', 'created_at']).default('start_training_date'),
  order: orderSchema,
  /** Only trainings that have not ended yet. */
  in_training_range: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
  filter_name: z.string().trim().max(200).optional(),
  filter_category_id: idOrAll,
  filter_year: z.union([z.literal('*'), z.literal(''), z.coerce.number().int().min(2000).max(2200)]).optional(),
  filter_month: z.union([z.literal('*'), z.literal(''), z.coerce.number().int().min(1).max(12)]).optional(),
});
export type PublicTrainingListInput = z.input<typeof publicTrainingListSchema>;
export type PublicTrainingListQuery = z.output<typeof publicTrainingListSchema>;
