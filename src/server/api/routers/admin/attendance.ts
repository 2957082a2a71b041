import { adminPages } from '@/lib/admin-pages';
import {
  markAttendanceSchema,
  rosterSchema,
  scanSchema,
  trainingIdSchema,
} from '@/lib/schemas/attendance';
import {
  certificateCodeInput,
  certificateRuleSchema,
  revokeCertificateSchema,
} from '@/lib/schemas/certificates';
import { registerIdSchema } from '@/lib/schemas/registration';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { adminRegistrationService } from '@/server/services/admin-registration-service';
import { attendanceService } from '@/server/services/attendance-service';
import { certificateService } from '@/server/services/certificate-service';

/** Check-in, attendance and certificates: the registrations permission (access/public_training_register). */
const access = { permissions: adminPages.publicTrainingRegister.permissions };
/** The attendance report: the registrations or the reports permission. */
const reportAccess = {
  permissions: [
    ...adminPages.publicTrainingRegister.permissions,
    ...adminPages.reports.permissions,
  ],
};

export const attendanceRouter = createTRPCRouter({
  /** A scanned or typed pass: who, which course, and today's check-in (or when it was already made). */
  scan: adminProcedure
    .meta(access)
    .input(scanSchema)
    .mutation(({ ctx, input }) =>
      attendanceService(ctx.db).scan(input.code, input.method, ctx.admin.user.id, ctx.locale),
    ),
  /** POST /admin/services/register/{register_id}/check_in: tick (or untick) attendees for a training day. */
  mark: adminProcedure
    .meta(access)
    .input(markAttendanceSchema)
    .mutation(({ ctx, input }) => attendanceService(ctx.db).mark(input, ctx.admin.user.id)),
  /** The paid attendees of a training and their check-in on a day: the tick list. */
  roster: adminProcedure
    .meta(access)
    .input(rosterSchema)
    .query(({ ctx, input }) =>
      attendanceService(ctx.db).roster(input.public_training_id, input.day, ctx.locale),
    ),
  /** A registration's attendance per attendee and day (the registration's page). */
  ofRegistration: adminProcedure
    .meta(access)
    .input(registerIdSchema)
    .query(({ ctx, input }) => attendanceService(ctx.db).ofRegistration(input.id)),
  /** Trainings to choose on the check-in and certificates screens. */
  trainingChoices: adminProcedure
    .meta(reportAccess)
    .query(({ ctx }) => adminRegistrationService(ctx.db).trainingChoices(ctx.locale)),
  /** GET /admin/reports/attendance: one row per paid attendee with each day's check-in. */
  report: adminProcedure
    .meta(reportAccess)
    .input(trainingIdSchema)
    .query(({ ctx, input }) =>
      attendanceService(ctx.db).report(input.public_training_id, ctx.locale),
    ),
  /** A training's certificate rule, attendees and certificates. */
  certificates: adminProcedure
    .meta(access)
    .input(trainingIdSchema)
    .query(({ ctx, input }) =>
      certificateService(ctx.db).overview(input.public_training_id, ctx.locale),
    ),
  setCertificateRule: adminProcedure
    .meta(access)
    .input(certificateRuleSchema)
    .mutation(({ ctx, input }) => certificateService(ctx.db).setRule(input)),
  /** Issue certificates to every attendee who met the rule and has none; each e-mailed. */
  issueCertificates: adminProcedure
    .meta(access)
    .input(trainingIdSchema)
    .mutation(({ ctx, input }) =>
      certificateService(ctx.db).issue(input.public_training_id, ctx.admin.user.id),
    ),
  revokeCertificate: adminProcedure
    .meta(access)
    .input(revokeCertificateSchema)
    .mutation(({ ctx, input }) => certificateService(ctx.db).revoke(input.code, input.reason)),
  /** A certificate as its public page shows it, for staff (revoked ones too). */
  certificate: adminProcedure
    .meta(access)
    .input(certificateCodeInput)
    .query(({ ctx, input }) => certificateService(ctx.db).verify(input.code, ctx.locale)),
});
