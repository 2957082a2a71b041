import { z } from '@/lib/zod';
import { permissions } from '@/lib/permissions';
import { currentPasswordField, PASSWORD_MAX } from '@/lib/schemas/auth';
import { flagSchema, idSchema } from '@/lib/schemas/common';
import { isSitePath } from '@/lib/safe-link';

/** Admin user, role and account inputs (SPEC.md sections 3 and 5); shared by the forms and the procedures. */

const firstname = z.string().trim().min(1, 'please_enter_firstname').max(64, 'error_max_firstname');
const lastname = z.string().trim().max(64, 'error_max_lastname').default('');
const email = z
  .string()
  .trim()
  .min(1, 'please_enter_email')
  .max(191, 'invalid_email')
  .pipe(z.email('invalid_email'))
  .transform((v) => v.toLowerCase());
const password = z
  .string()
  .min(1, 'please_enter_password')
  .min(6, 'error_min_password')
  .max(PASSWORD_MAX, 'error_max_password');

/** Password and its confirmation: both at least 6, and they must match (SPEC.md section 5). */
export const passwordPairSchema = z
  .object({
    password,
    password_confirmation: z
      .string()
      .min(1, 'please_enter_password_confirmation')
      .min(6, 'error_min_password')
      .max(PASSWORD_MAX, 'error_max_password'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'confirm_password_not_match',
    path: ['password_confirmation'],
  });
export type PasswordPairInput = z.input<typeof passwordPairSchema>;

export const adminPasswordSchema = z.object({ id: idSchema }).and(passwordPairSchema);

/** One's own new password (the account page): the current one first. */
export const ownPasswordSchema = z
  .object({ current_password: currentPasswordField })
  .and(passwordPairSchema);
export type OwnPasswordInput = z.input<typeof ownPasswordSchema>;

/** Multi-row deletes: ids as an array or a comma-joined string (DELETE /admin/users/1,2). */
export const idsSchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(idSchema).min(1, 'admin_shell.select_at_least_one').max(1000),
  ),
});

export const roleIdsSchema = z.array(idSchema).max(100).default([]);

export const userFormSchema = z.object({
  firstname,
  lastname,
  email,
  status: flagSchema.default(true),
  roles: roleIdsSchema,
});
/** Creating a user also sets their first password. */
export const userCreateSchema = userFormSchema.and(passwordPairSchema);
export const userUpdateSchema = z.object({ id: idSchema }).and(userFormSchema);
export type UserFormInput = z.input<typeof userFormSchema>;

export const userStatusSchema = z.object({
  id: idSchema,
  status: flagSchema,
});

/** Filters of the user list (SPEC.md section 5): substring, status '*' means any, roles match when any is shared. */
export const userFilterSchema = z
  .object({
    firstname: z.string().trim().max(64).optional(),
    email: z.string().trim().max(128).optional(),
    status: z.enum(['*', '', '1', '0']).optional(),
    roles: z.array(idSchema).max(100).optional(),
  })
  .default({});
export type UserFilterInput = z.input<typeof userFilterSchema>;

/** The signed-in admin's own record. The avatar is a URL returned by the upload endpoint, or null to remove it. */
export const profileSchema = z.object({
  firstname,
  lastname,
  email,
  image_url: z
    .string()
    .max(255)
    .refine(isSitePath, 'admin_content.validation.image_not_uploaded')
    .nullable()
    .optional(),
  /** Asked only when the e-mail changes (the login name): a borrowed session cannot move the account to another address. */
  current_password: z.string().max(PASSWORD_MAX, 'error_max_password').optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const roleFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'admin_shell.please_enter_role_name')
    .max(64, 'admin_shell.error_max_role_name'),
  permissions: z
    .array(z.enum(permissions, 'admin_shell.invalid_permission'))
    .max(permissions.length)
    .default([]),
});
export const roleUpdateSchema = z.object({ id: idSchema }).and(roleFormSchema);
export type RoleFormInput = z.input<typeof roleFormSchema>;

export const searchSchema = z.object({ filter_name: z.string().trim().max(100).default('') });
