import { paymentStartSchema, registerIdSchema, slipSchema } from '@/lib/schemas/payment';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { cardPaymentService } from '@/server/services/card-payment-service';
import { startPayment } from '@/server/services/payment-start-service';
import { paymentStatusService } from '@/server/services/payment-status-service';
import { receiptService } from '@/server/services/receipt-service';

/** The logged-in member's payments: card checkout, bank transfer slips, receipts. */
export const memberPaymentsRouter = createTRPCRouter({
  /** POST /payment_signature: the signed CyberSource form for one of the member's card registrations awaiting payment. */
  signature: memberProcedure
    .input(registerIdSchema)
    .mutation(({ ctx, input }) =>
      cardPaymentService(ctx.db).createRequest(ctx.member.member.id, input.register_id, ctx.locale),
    ),

  /** POST /services/public_trainings/register/payment: pay a registration (by the method named, else its own); a card one gets its signed checkout form. */
  start: memberProcedure
    .input(paymentStartSchema)
    .mutation(({ ctx, input }) => startPayment(ctx.db, ctx.member.member.id, input, ctx.locale)),

  /** What the payment page shows: the registration, its status, the last card result, bank accounts and PromptPay QR. */
  status: memberProcedure
    .input(registerIdSchema)
    .query(({ ctx, input }) =>
      paymentStatusService(ctx.db).forMember(ctx.member.member.id, input.register_id, ctx.locale),
    ),

  /** The member's bank-transfer registrations a slip may be sent (or replaced) for, each with the slip sent last (statuses 3 and 4). */
  slips: memberProcedure.query(({ ctx }) =>
    bankPaymentService(ctx.db).slipRegistrations(ctx.member.member.id, ctx.locale),
  ),

  /** POST /member/payment_slip (and PUT /member/payment_slip/{register_id}): the slip, then awaiting verification. */
  submitSlip: memberProcedure
    .meta({ bodyLimit: 'encodedUpload' })
    .input(slipSchema)
    .mutation(({ ctx, input }) =>
      bankPaymentService(ctx.db).submitSlip(ctx.member.member.id, input),
    ),

  /** The receipt of one of the member's paid registrations. */
  receipt: memberProcedure
    .input(registerIdSchema)
    .query(({ ctx, input }) =>
      receiptService(ctx.db).forRegistration(ctx.member.member.id, input.register_id, ctx.locale),
    ),
});
