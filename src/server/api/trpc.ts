import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { Locale } from '@/i18n/locales';
import { hasAnyPermission, type Permission } from '@/lib/permissions';
import type { RequestContext } from '@/server/api/context';
import { AppError, type AppErrorCode } from '@/server/errors';
import { clientIp } from '@/server/http/visitor';
import type { BodyLimitKind } from '@/server/http/body-limit';
import { formatValidationIssues } from '@/server/api/validation-errors';
import { illFormedTextPath } from '@/server/api/well-formed-input';
import { translateIfKey } from '@/server/i18n/translate';

/**
 * What a procedure declares about who may call it. Admin procedures declare
 * the permissions they need (any one suffices, SPEC.md section 5), or
 * `openToAnyAdmin: true` to be deliberately open to every logged-in admin.
 */
export interface ProcedureMeta {
  permissions?: Permission[];
  openToAnyAdmin?: boolean;
  /**
   * About one's own sign-in or account (logout, password, profile, avatar,
   * issuing API tokens): refused (403) to a caller using an API token, which
   * acts for an integration, not as the person (docs/api-tokens.md).
   */
  sessionOnly?: boolean;
  /** Open to a session whose role requires a second factor not yet set up (setting it up, logging out); every other door answers 403 errors.second_factor_setup_required. */
  beforeSecondFactor?: boolean;
  /** A procedure taking a file in its input says so; every other call's body is at most REQUEST_BODY_MAX_BYTES (src/app/api/trpc/[trpc]/route.ts). */
  bodyLimit?: BodyLimitKind;
}

/**
 * Our own errors carry a locale key as their message. Anything else is
 * tRPC's or JavaScript's own text ("Cannot destructure property 'json' ...",
 * a JSON.parse message), which says nothing useful to a caller and tells an
 * attacker about the internals: it becomes a translated message of its code.
 */
const genericMessageKeys: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  PARSE_ERROR: 'errors.invalid_request',
  BAD_REQUEST: 'errors.invalid_request',
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.not_found',
  METHOD_NOT_SUPPORTED: 'errors.method_not_allowed',
  PAYLOAD_TOO_LARGE: 'errors.payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupported_media_type',
  TOO_MANY_REQUESTS: 'errors.too_many_requests',
};
/** tRPC's refusal of a batch over `maxBatchSize` (src/app/api/trpc/[trpc]/route.ts) has a message of its own. */
const TRPC_BATCH_TOO_LARGE = 'Batch call exceeds maximum size';

function messageKeyOf(locale: Locale, message: string, code: TRPC_ERROR_CODE_KEY): string {
  if (translateIfKey(locale, message) !== message) return message;
  if (message === TRPC_BATCH_TOO_LARGE) return 'errors.batch_too_large';
  return genericMessageKeys[code] ?? 'an_error_occurred';
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
          : translateIfKey(locale, messageKeyOf(locale, shape.message, shape.data.code));
      return {
        ...shape,
        message,
        data: {
          ...shape.data,
          field: appError?.field ?? null,
          fieldErrors: {
            ...(appError?.field ? { [appError.field]: [message] } : {}),
            ...Object.fromEntries(
              (appError?.reasons ?? []).map((r) => [
                r.field,
                [translateIfKey(locale, r.messageKey, r.params)],
              ]),
            ),
          },
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
    throw new TRPCError({
      code: cause.code satisfies AppErrorCode,
      message: cause.messageKey,
      cause,
    });
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Text that is not well-formed UTF-16 (a lone surrogate) is refused with a
 * 400 naming the field, for every procedure and so for every REST door too,
 * before any schema or database sees it. Member and
 * admin procedures check the session first, as their schemas do (401 before
 * 400).
 */
const wellFormedInput = t.middleware(async ({ getRawInput, next }) => {
  const path = illFormedTextPath(await getRawInput());
  if (path)
    throw new AppError('BAD_REQUEST', 'validation.ill_formed_text', path.join('.') || undefined);
  return next();
});

/**
 * A GET door of the REST adapter onto a mutation (the spec's GET
 * /admin/update_register_status) changes state, so a browser would run it
 * from any link on any site with the staff cookie. Such a GET from another
 * site carries `mutationsRefused` (handle-rest.ts): refused before the
 * procedure runs. Bearer callers and the site's own pages are not affected.
 */
const noMutationForCrossSiteGet = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && ctx.mutationsRefused)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.cross_site_state_change' });
  return next();
});

const withAppErrors = t.procedure.use(noMutationForCrossSiteGet).use(appErrors);

type Credential = (ctx: RequestContext) => Promise<string>;
/** A staff caller's credential: its API token, or its login session (cookie or bearer). */
const adminCredential = async (ctx: RequestContext) => {
  const admin = await ctx.getAdmin();
  if (!admin) return null;
  return admin.apiToken ? `api_token:${admin.apiToken.id}` : `admin_session:${admin.tokenId}`;
};
const memberCredential = async (ctx: RequestContext) => {
  const member = await ctx.getMember();
  return member ? `member_session:${member.tokenId}` : null;
};
/** A public procedure's caller: a member session, else a staff one (an API token acting for members), else the address. */
const publicCredential: Credential = async (ctx) =>
  (await memberCredential(ctx)) ?? (await adminCredential(ctx)) ?? `ip:${clientIp(ctx.headers)}`;

/**
 * The Idempotency-Key of a REST POST (src/server/http/idempotency.ts) is
 * looked up here, at the door's first mutation, after the caller has been
 * authenticated and allowed this procedure (permissions, sessionOnly), and
 * under the credential it came with, never the person: a replay is never
 * answered to a caller the procedure itself would refuse, nor to another
 * session or token of the same person.
 */
const idempotencyGate = (credential: Credential) =>
  t.middleware(async ({ ctx, type, next }) => {
    if (type === 'mutation' && ctx.idempotency) await ctx.idempotency.pass(await credential(ctx));
    return next();
  });

export const publicProcedure = withAppErrors
  .use(wellFormedInput)
  .use(idempotencyGate(publicCredential));

/** Needs a member session (cookie or member bearer token). */
export const memberProcedure = withAppErrors
  .use(async ({ ctx, next }) => {
    const member = await ctx.getMember();
    if (!member) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
    return next({ ctx: { ...ctx, member } });
  })
  .use(wellFormedInput)
  .use(idempotencyGate(async (ctx) => (await memberCredential(ctx))!));

/**
 * Whether an admin holding `granted` may call a procedure declaring `meta`.
 * Fails closed: a procedure must either name the permissions it needs (any
 * one suffices) or say it is open to any admin; one that says neither is
 * refused to everybody, so a forgotten declaration never opens a door.
 */
export function adminMayCall(granted: readonly string[], meta: ProcedureMeta | undefined): boolean {
  if (meta?.permissions?.length) return hasAnyPermission(granted, meta.permissions);
  return meta?.openToAnyAdmin === true;
}

/**
 * Needs an admin session of an enabled user allowed by the procedure's meta
 * (adminMayCall). A member session alone is FORBIDDEN here.
 */
export const adminProcedure = withAppErrors
  .use(async ({ ctx, meta, next }) => {
    const admin = await ctx.getAdmin();
    if (!admin) {
      const member = await ctx.getMember();
      throw new TRPCError({
        code: member ? 'FORBIDDEN' : 'UNAUTHORIZED',
        message: member ? 'errors.forbidden' : 'errors.unauthorized',
      });
    }
    if (!adminMayCall(admin.user.permissions, meta)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.forbidden' });
    }
    if (admin.apiToken && meta?.sessionOnly)
      throw new TRPCError({ code: 'FORBIDDEN', message: 'api_tokens.errors.session_only' });
    if (admin.secondFactorSetupNeeded && !meta?.beforeSecondFactor)
      throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.second_factor_setup_required' });
    return next({ ctx: { ...ctx, admin } });
  })
  .use(wellFormedInput)
  .use(idempotencyGate(async (ctx) => (await adminCredential(ctx))!));
