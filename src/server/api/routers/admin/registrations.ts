import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { adminPages } from '@/lib/admin-pages';
import { idsSchema } from '@/lib/schemas/admin';
import {
  addHistorySchema,
  approveSlipSchema,
  historiesQuerySchema,
  receiptExportSchema,
  receiptStatusSchema,
  registrationListSchema,
  registrationUpdateSchema,
  rejectSlipSchema,
} from '@/lib/schemas/admin-registrations';
import { registerIdSchema } from '@/lib/schemas/registration';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { adminRegistrationService } from '@/server/services/admin-registration-service';
import { receiptService } from '@/server/services/receipt-service';
import { receiptExportService } from '@/server/services/receipt-export-service';
import { registrationExpiryService } from '@/server/services/registration-expiry-service';
import { slipVerificationService } from '@/server/services/slip-verification-service';

const access = { permissions: adminPages.publicTrainingRegister.permissions };
/** One registration, in the caller's language unless another is asked for (the printout is in the registration's own). */
const byIdInLocale = registerIdSchema.extend({ locale: z.enum(locales).optional() });

/** Public training registrations in the back office (SPEC.md section 7 "Registrations"). */
export const registrationsRouter = createTRPCRouter({
  /** GET /admin/services/register/public_trainings: paged, sorted, filtered, searched; with the count of each status. */
  list: adminProcedure
    .meta(access)
    .input(registrationListSchema)
    .query(({ ctx, input }) => adminRegistrationService(ctx.db).list(input, ctx.locale)),
  /** GET /admin/services/register/public_trainings/{id}/edit. */
  get: adminProcedure
    .meta(access)
    .input(byIdInLocale)
    .query(({ ctx, input }) =>
      adminRegistrationService(ctx.db).detail(input.id, input.locale ?? ctx.locale),
    ),
  /** PUT /admin/services/register/public_trainings/{register_id}. */
  update: adminProcedure
    .meta(access)
    .input(registrationUpdateSchema)
    .mutation(({ ctx, input }) =>
      adminRegistrationService(ctx.db).update(input, ctx.admin.user.id),
    ),
  /** DELETE /admin/services/register/public_trainings/{ids}. */
  delete: adminProcedure
    .meta(access)
    .input(idsSchema)
    .mutation(({ ctx, input }) => adminRegistrationService(ctx.db).remove(input.ids)),
  /** GET /admin/services/register/histories?register_id. */
  histories: adminProcedure
    .meta(access)
    .input(historiesQuerySchema)
    .query(({ ctx, input }) =>
      adminRegistrationService(ctx.db).histories(input.register_id, ctx.locale),
    ),
  /** POST /admin/services/register/histories. */
  addHistory: adminProcedure
    .meta(access)
    .input(addHistorySchema)
    .mutation(({ ctx, input }) =>
      adminRegistrationService(ctx.db).addHistory(input, ctx.admin.user.id),
    ),
  /** POST /admin/services/register/update_receipt_status/{register_id}. */
  receiptStatus: adminProcedure
    .meta(access)
    .input(receiptStatusSchema)
    .mutation(({ ctx, input }) =>
      adminRegistrationService(ctx.db).setReceiptStatus(
        input.register_id,
        input.status,
        ctx.admin.user.id,
      ),
    ),
  /** Slip verification: approve. */
  approveSlip: adminProcedure
    .meta(access)
    .input(approveSlipSchema)
    .mutation(({ ctx, input }) =>
      slipVerificationService(ctx.db).approve(input.register_id, ctx.admin.user.id),
    ),
  /** Slip verification: reject with a reason. */
  rejectSlip: adminProcedure
    .meta(access)
    .input(rejectSlipSchema)
    .mutation(({ ctx, input }) =>
      slipVerificationService(ctx.db).reject(input.register_id, ctx.admin.user.id, input.reason),
    ),
  /** GET /admin/update_register_status: the status run, now. */
  runStatusUpdate: adminProcedure
    .meta(access)
    .mutation(({ ctx }) => registrationExpiryService(ctx.db).run()),
  /** The receipt export lines of a date range (GET /admin/services/register/receipt_export). */
  receiptExport: adminProcedure
    .meta(access)
    .input(receiptExportSchema)
    .query(({ ctx, input }) => receiptExportService(ctx.db).file(input.date_from, input.date_to)),
  /** The receipt of a paid registration, in the language asked (the printout uses the registration's own). */
  receipt: adminProcedure
    .meta(access)
    .input(byIdInLocale)
    .query(({ ctx, input }) =>
      receiptService(ctx.db).forStaff(input.id, input.locale ?? ctx.locale),
    ),
  /** Who holds how many unpaid seats on a training (GET /admin/services/register/public_trainings/seat_holds?public_training_id). */
  seatHolds: adminProcedure
    .meta(access)
    .input(z.object({ public_training_id: registerIdSchema.shape.id }))
    .query(({ ctx, input }) =>
      adminRegistrationService(ctx.db).seatHolds(input.public_training_id),
    ),
  /** "Release" on the seat holds panel: a member's unpaid registrations on a training expire now, their seats freed. */
  releaseHolds: adminProcedure
    .meta(access)
    .input(
      z.object({
        public_training_id: registerIdSchema.shape.id,
        member_id: registerIdSchema.shape.id,
      }),
    )
    .mutation(({ ctx, input }) =>
      adminRegistrationService(ctx.db).releaseHolds(input, ctx.admin.user.id),
    ),
  /** Trainings for the list's filter. */
  trainingChoices: adminProcedure
    .meta(access)
    .query(({ ctx }) => adminRegistrationService(ctx.db).trainingChoices(ctx.locale)),
});
