import { createRegistrationSchema, memberStatusSchema, registerHistoryQuerySchema, registerIdSchema } from '@/lib/schemas/registration';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { registrationService } from '@/server/services/registration-service';

/** The member's training registrations (/public-training/{id}/register, /member/register_history). */
export const memberRegistrationsRouter = createTRPCRouter({
  /** POST /services/public_trainings/register */
  create: memberProcedure.input(createRegistrationSchema).mutation(({ ctx, input }) => registrationService(ctx.db).create(ctx.member.member.id, input, ctx.locale)),

  /** GET /member/register_histories */
  history: memberProcedure.input(registerHistoryQuerySchema).query(({ ctx, input }) => registrationService(ctx.db).history(ctx.member.member.id, input, ctx.locale)),

  byId: memberProcedure.input(registerIdSchema).query(({ ctx, input }) => registrationService(ctx.db).ownDetail(ctx.member.member.id, input.id, ctx.locale)),

  /** PUT /services/public_trainings/register/{register_id}/status: cancel (status 6) only. */
  updateStatus: memberProcedure.input(memberStatusSchema).mutation(({ ctx, input }) => registrationService(ctx.db).cancel(ctx.member.member.id, input.register_id, ctx.locale)),

  /** POST /services/public_trainings/register_nofify/{id} */
  resendMail: memberProcedure.input(registerIdSchema).mutation(({ ctx, input }) => registrationService(ctx.db).resendReceivedMail(ctx.member.member.id, input.id)),
});
