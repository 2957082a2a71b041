import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';
import {
  createRegistrationSchema,
  MEMBER_STATUS_CHOICES,
  memberStatusSchema,
  PAYMENT_METHOD_IDS,
  registerHistoryQuerySchema,
  registerIdSchema,
} from '@/lib/schemas/registration';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { cardPaymentsAvailable } from '@/server/services/card-payment-service';
import { registrationService } from '@/server/services/registration-service';

/** The member's training registrations (/public-training/{id}/register, /member/register_history). */
export const memberRegistrationsRouter = createTRPCRouter({
  /** POST /services/public_trainings/register */
  create: memberProcedure.input(createRegistrationSchema).mutation(({ ctx, input }) => {
    // Card is offered only where a gateway (or the switched-on simulator) can take it.
    if (input.payment_method_id === PAYMENT_METHOD_IDS.card && !cardPaymentsAvailable())
      throw new AppError('BAD_REQUEST', 'registration.card_unavailable', 'payment_method_id');
    return registrationService(ctx.db).create(ctx.member.member.id, input, ctx.locale);
  }),

  /** GET /member/register_histories */
  history: memberProcedure
    .input(registerHistoryQuerySchema)
    .query(({ ctx, input }) =>
      registrationService(ctx.db).history(ctx.member.member.id, input, ctx.locale),
    ),

  byId: memberProcedure
    .input(registerIdSchema)
    .query(({ ctx, input }) =>
      registrationService(ctx.db).ownDetail(ctx.member.member.id, input.id, ctx.locale),
    ),

  /** The member's live registrations for a training (the register page's repeat warning). */
  liveFor: memberProcedure
    .input(z.object({ public_training_id: idSchema }))
    .query(({ ctx, input }) =>
      registrationService(ctx.db).liveFor(
        ctx.member.member.id,
        input.public_training_id,
        ctx.locale,
      ),
    ),

  /** PUT /services/public_trainings/register/{register_id}/status: cancel (6), or pay by card (1) or bank transfer (2) instead. */
  updateStatus: memberProcedure.input(memberStatusSchema).mutation(({ ctx, input }) => {
    const service = registrationService(ctx.db);
    if (input.register_status_id === MEMBER_STATUS_CHOICES.cancel)
      return service.cancel(ctx.member.member.id, input.register_id, ctx.locale);
    const methodId =
      input.register_status_id === MEMBER_STATUS_CHOICES.payByCard
        ? PAYMENT_METHOD_IDS.card
        : PAYMENT_METHOD_IDS.bank;
    if (methodId === PAYMENT_METHOD_IDS.card && !cardPaymentsAvailable())
      throw new AppError('BAD_REQUEST', 'registration.card_unavailable', 'register_status_id');
    return service.switchPaymentMethod(
      ctx.member.member.id,
      input.register_id,
      methodId,
      ctx.locale,
    );
  }),

  /** POST /services/public_trainings/register_nofify/{id} */
  resendMail: memberProcedure
    .input(registerIdSchema)
    .mutation(({ ctx, input }) =>
      registrationService(ctx.db).resendReceivedMail(ctx.member.member.id, input.id),
    ),
});
