import { permissions } from '@/lib/permissions';
import { z } from '@/lib/zod';
import { idSchema } from '@/lib/schemas/common';

/** How long a new API token lives, in days (docs/api-tokens.md): the form's choices; the REST body may send any day count up to the longest. */
export const apiTokenLifetimes = [7, 30, 90, 180, 365] as const;
export const API_TOKEN_MAX_DAYS = 365;

/** POST /admin/api_tokens: a name, the permissions it carries (a part of one's own) and its lifetime. */
export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: 'api_tokens.errors.name_required' })
    .trim()
    .min(1, 'api_tokens.errors.name_required')
    .max(100, 'validation.too_big'),
  permissions: z
    .array(z.enum(permissions, { error: 'api_tokens.errors.unknown_permission' }), {
      error: 'api_tokens.errors.permissions_required',
    })
    .min(1, 'api_tokens.errors.permissions_required')
    .max(permissions.length, 'validation.too_big')
    .transform((list) => [...new Set(list)]),
  expires_in_days: z.coerce
    .number({ error: 'api_tokens.errors.invalid_lifetime' })
    .int('api_tokens.errors.invalid_lifetime')
    .min(1, 'api_tokens.errors.invalid_lifetime')
    .max(API_TOKEN_MAX_DAYS, 'api_tokens.errors.invalid_lifetime'),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;
export type ApiTokenCreate = z.output<typeof apiTokenCreateSchema>;

/** DELETE /admin/api_tokens/{id}. */
export const apiTokenIdSchema = z.object({ id: idSchema });
