import { z } from 'zod';

/** Login payload of SPEC.md section 3; shared by the forms and the server. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'please_enter_email').pipe(z.email('invalid_email')),
  password: z.string().min(1, 'please_enter_password'),
  remember: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});
export type LoginInput = z.input<typeof loginSchema>;
