import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { hasAnyPermission, type Permission } from '@/lib/permissions';
import type { RequestContext } from '@/server/api/context';
import { AppError, type AppErrorCode } from '@/server/errors';
import { formatValidationIssues } from '@/server/api/validation-errors';
import { translateIfKey } from '@/server/i18n/translate';

/**
 * What a procedure declares about who may call it. Admin procedures declare
 * the permissions they need (any one suffices, SPEC.md section 5), or
 * `openToAnyAdmin: true` to be deliberately open to every logged-in admin.
 */
export interface ProcedureMeta {
  permissions?: Permission[];
  openToAnyAdmin?: boolean;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const locale = ctx?.locale ?? 'th';
      const cause = error.cause;
      if (cause instanceof ZodError) {
        const { fieldErrors, first } = formatValidationIssues(cause, locale);
        return {
          ...shape,
          message: first?.message ?? translateIfKey(locale, 'errors_occurred'),
          data: { ...shape.data, field: first?.field ?? null, fieldErrors, stack: undefined },
        };
      }
      const appError = cause instanceof AppError ? cause : null;
      const message = appError
        ? translateIfKey(locale, appError.messageKey, appError.params)
        : shape.data.code === 'INTERNAL_SERVER_ERROR'
          ? translateIfKey(locale, 'an_error_occurred')
          : translateIfKey(locale, shape.message);
      return {
        ...shape,
        message,
        data: {
          ...shape.data,
          field: appError?.field ?? null,
          fieldErrors: appError?.field ? { [appError.field]: [message] } : {},
          stack: undefined,
        },
      };
    },
  });

/** Services throw AppError; this turns it into the matching tRPC error (a 4xx). */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code satisfies AppErrorCode, message: cause.messageKey, cause });
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(appErrors);

/** Needs a member session (cookie or member bearer token). */
export const memberProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const member = await ctx.getMember();
  if (!member) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
  return next({ ctx: { ...ctx, member } });
});

/**
 * Needs an admin session of an enabled user holding one of the permissions the
 * procedure declares in its meta. A member session alone is FORBIDDEN here.
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, meta, next }) => {
  const admin = await ctx.getAdmin();
  if (!admin) {
    const member = await ctx.getMember();
    throw new TRPCError({ code: member ? 'FORBIDDEN' : 'UNAUTHORIZED', message: member ? 'errors.forbidden' : 'errors.unauthorized' });
  }
  if (!hasAnyPermission(admin.user.permissions, meta?.permissions)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.forbidden' });
  }
  return next({ ctx: { ...ctx, admin } });
});
