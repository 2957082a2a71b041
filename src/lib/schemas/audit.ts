import { z } from '@/lib/zod';
import { dateRangeFilter } from '@/lib/admin/date-range';
import { idOrAll, idSchema, pageSchema } from '@/lib/schemas/common';

/** What the audit log records (docs/policies/drafts-revisions-audit.md). */
export const auditActions = [
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'restore',
  'token_create',
  'token_revoke',
  'token_use',
] as const;

/** The audit log's query: paged, by person, entity (a resource's name, user or role), item, action and days. */
export const auditLogQuery = z.object({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  user_id: idOrAll,
  entity: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z]*$/, 'admin_safety.errors.invalid_entity')
    .optional()
    .transform((v) => v || undefined),
  entity_id: idOrAll,
  action: z
    .union([z.literal(''), z.literal('*'), z.enum(auditActions)])
    .optional()
    .transform((v) => (v === '' || v === '*' ? undefined : v)),
  date: dateRangeFilter,
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

/** One revision's address: the item and the revision. */
export const revisionParams = z.object({ id: idSchema, revision_id: idSchema });
