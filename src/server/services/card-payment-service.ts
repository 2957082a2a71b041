import { randomUUID } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { metrics } from '@/server/ops/metrics';
import { paymentConfirmedMail } from '@/server/mail/payment-mail';
import {
  buildRequestFields,
  CARD_TYPE_NAMES,
  type Fields,
  formatAmount,
  type GatewayConfig,
  REQUIRED_REPLY_FIELDS,
  verify,
} from '@/server/payments/cybersource';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { gatewayReasonKey } from '@/server/payments/gateway-reasons';
import { issueReceiptNo } from '@/server/services/receipt-number';
import { changeRegistrationStatus } from '@/server/services/registration-status-service';
import { CARD_CHECKOUT_MS, holdIsLive, holdOf } from '@/server/services/seat-hold-service';

export const PaymentMethod = { CARD: 1, BANK: 2 } as const;

/** Whether this installation takes card payments at all (a gateway, or the simulator when switched on). */
export const cardPaymentsAvailable = (): boolean => gatewayConfig() !== null;

/** What applying a gateway reply did. */
export type ReplyOutcome =
  | {
      kind: 'rejected';
      reason: 'signature' | 'unknown_reference' | 'mismatch';
      registrationId: number | null;
    }
  | { kind: 'duplicate'; registrationId: number; decision: string | null }
  | { kind: 'paid'; registrationId: number }
  | { kind: 'not_paid'; registrationId: number; decision: string; message: string }
  /** Accepted by the gateway but the registration no longer awaited payment (cancelled or expired meanwhile): staff must refund. */
  | { kind: 'accepted_late'; registrationId: number };

/**
 * Card payments through the CyberSource-style hosted checkout: each attempt
 * is a CardPayment row with a fresh transaction_uuid; a reply is believed
 * only when its signature is right and its reference, amount, currency and
 * transaction_uuid match that row, and it is applied once. With no gateway
 * configured (`config` null) card payment is unavailable: no request is
 * signed and every reply is rejected.
 */
export function cardPaymentService(db: Db, config: GatewayConfig | null = gatewayConfig()) {
  return {
    /** Whether members can pay by card here, and whether those payments are simulated. */
    availability: () => ({ available: config !== null, simulated: config?.simulated ?? false }),

    /**
     * POST /payment_signature: the signed form for the member's own card
     * registration awaiting payment. A checkout starts only while the
     * registration holds its seats (seat-hold-service.ts), and keeps them
     * until its 15 minutes on the gateway's page are over, so a payment never
     * lands on seats someone else has taken.
     */
    async createRequest(memberId: number, registerId: number, locale: Locale, now = new Date()) {
      const registration = await db.registration.findFirst({ where: { id: registerId, memberId } });
      if (!registration) throw new AppError('NOT_FOUND', 'errors.not_found');
      if (!config) throw new AppError('CONFLICT', 'payment.errors.card_unavailable');
      if (
        registration.paymentMethodId !== PaymentMethod.CARD ||
        registration.registerStatusId !== RegisterStatus.REGISTERED
      ) {
        throw new AppError('CONFLICT', 'payment.errors.not_payable');
      }
      const transactionUuid = randomUUID();
      const started = await db.$transaction(
        async (tx): Promise<'started' | 'hold_ended' | 'changed'> => {
          const r = await tx.registration.findUniqueOrThrow({
            where: { id: registration.id },
            select: { seatsHeldUntil: true, createdAt: true, registerStatusId: true },
          });
          if (r.registerStatusId !== RegisterStatus.REGISTERED) return 'changed';
          if (!holdIsLive(r, now)) return 'hold_ended';
          const heldUntil = holdOf({
            ...r,
            registerStatusId: RegisterStatus.REGISTERED,
            paymentDueAt: null,
          }).seatsHeldUntil!;
          const checkoutEnds = new Date(now.getTime() + CARD_CHECKOUT_MS);
          // Guarded: a registration released, paid or switched meanwhile starts no checkout.
          const { count } = await tx.registration.updateMany({
            where: {
              id: registration.id,
              registerStatusId: RegisterStatus.REGISTERED,
              paymentMethodId: PaymentMethod.CARD,
              OR: [{ seatsHeldUntil: null }, { seatsHeldUntil: { gt: now } }],
            },
            data: { seatsHeldUntil: heldUntil > checkoutEnds ? heldUntil : checkoutEnds },
          });
          if (count === 0) return 'changed';
          await tx.cardPayment.create({
            data: {
              registrationId: registration.id,
              transactionUuid,
              amountSatang: registration.totalAmountSatang,
              currency: 'THB',
              createdAt: now,
            },
          });
          return 'started';
        },
      );
      if (started === 'changed') throw new AppError('CONFLICT', 'payment.errors.not_payable');
      if (started === 'hold_ended') {
        const ended = holdOf({
          ...registration,
          registerStatusId: RegisterStatus.REGISTERED,
        }).seatsHeldUntil;
        throw new AppError('CONFLICT', 'registration.hold_ended', 'register_id', {
          time: ended ? formatDate(ended, locale) : '',
        });
      }
      const fields = buildRequestFields(config, {
        transactionUuid,
        referenceNumber: registration.registerCode,
        amountSatang: registration.totalAmountSatang,
        locale,
        now,
      });
      metrics.payment('card', 'checkout_started');
      return { endpoint: config.endpoint, fields };
    },

    /** Applies a gateway reply (browser return or server-to-server notify). Never throws for a bad reply: it is rejected and logged. */
    async applyReply(
      fields: Fields,
      source: 'return' | 'notify',
      now = new Date(),
    ): Promise<ReplyOutcome> {
      const uuid = fields.req_transaction_uuid ?? '';
      if (!config || !verify(fields, config.secretKey, REQUIRED_REPLY_FIELDS)) {
        log.warn('card payment reply rejected: bad signature', {
          source,
          transactionUuid: uuid.slice(0, 64),
          reference: (fields.req_reference_number ?? '').slice(0, 64),
        });
        return { kind: 'rejected', reason: 'signature', registrationId: null };
      }
      const attempt = uuid
        ? await db.cardPayment.findUnique({
            where: { transactionUuid: uuid },
            include: { registration: true },
          })
        : null;
      if (!attempt || attempt.registration.registerCode !== fields.req_reference_number) {
        log.warn('card payment reply rejected: unknown reference', {
          source,
          transactionUuid: uuid,
          reference: fields.req_reference_number,
        });
        return {
          kind: 'rejected',
          reason: 'unknown_reference',
          registrationId: attempt?.registrationId ?? null,
        };
      }
      const registrationId = attempt.registrationId;
      if (
        fields.req_amount !== formatAmount(attempt.amountSatang) ||
        fields.req_currency !== attempt.currency
      ) {
        log.warn('card payment reply rejected: amount or currency mismatch', {
          source,
          registrationId,
          amount: fields.req_amount,
          currency: fields.req_currency,
        });
        return { kind: 'rejected', reason: 'mismatch', registrationId };
      }
      if (attempt.respondedAt)
        return { kind: 'duplicate', registrationId, decision: attempt.decision };

      const decision = fields.decision!.toUpperCase();
      const message = (fields.message ?? '').slice(0, 500) || decision;
      const cardTypeCode =
        fields.req_card_type && CARD_TYPE_NAMES[fields.req_card_type] ? fields.req_card_type : null;
      // Only ever store the gateway's masked number, whatever was sent.
      const masked =
        (fields.req_card_number ?? '').replace(/\d(?=\d{4})/g, 'x').slice(0, 32) || null;

      const outcome = await db.$transaction(
        async (tx): Promise<ReplyOutcome> => {
          const { count } = await tx.cardPayment.updateMany({
            where: { id: attempt.id, respondedAt: null },
            data: {
              respondedAt: now,
              decision,
              reasonCode: fields.reason_code ?? null,
              message,
              transactionId: fields.transaction_id ?? null,
              cardNumberMasked: masked,
              cardTypeCode,
              signatureValid: true,
            },
          });
          if (count === 0) return { kind: 'duplicate', registrationId, decision: null };
          if (decision === 'ACCEPT') {
            const changed = await changeRegistrationStatus(tx, {
              registrationId,
              toStatusId: RegisterStatus.PAID,
              actor: { type: 'gateway' },
              fromStatusIds: [RegisterStatus.REGISTERED],
            });
            if (!changed) return { kind: 'accepted_late', registrationId };
            await tx.registration.update({
              where: { id: registrationId },
              data: {
                paidAt: now,
                paymentSubmitDate: now,
                gatewayRequestId: fields.transaction_id ?? null,
                gatewayPaidStatus: decision,
                gatewayReqCardNumber: masked,
                gatewayCardTypeName: cardTypeCode ? CARD_TYPE_NAMES[cardTypeCode]! : null,
              },
            });
            await issueReceiptNo(tx, registrationId, now);
            const paid = await tx.registration.findUniqueOrThrow({
              where: { id: registrationId },
              include: { member: true },
            });
            await enqueueMail(
              tx,
              paymentConfirmedMail(paid.locale === 'en' ? 'en' : 'th', paid.member, paid),
            );
            return { kind: 'paid', registrationId };
          }
          await tx.registration.updateMany({
            where: { id: registrationId, registerStatusId: RegisterStatus.REGISTERED },
            // The outcome's locale key, not the gateway's English text: pages show it in their own language.
            data: {
              gatewayPaidStatus: decision,
              registerStatusMessage: gatewayReasonKey(decision, fields.reason_code),
            },
          });
          return { kind: 'not_paid', registrationId, decision, message };
        },
        { maxWait: 30_000, timeout: 30_000 },
      ); // a burst of replies queues for the receipt-number lock: time, not a 500
      if (outcome.kind === 'paid') kickOutbox(db);
      if (outcome.kind === 'accepted_late')
        log.error(
          'card payment accepted for a registration no longer awaiting payment: refund needed',
          { registrationId, transactionId: fields.transaction_id },
        );
      else
        log.info('card payment reply applied', {
          source,
          registrationId,
          decision,
          outcome: outcome.kind,
        });
      return outcome;
    },

    /** The latest answered attempt of a registration, to show its result. */
    async latestAttempt(registrationId: number) {
      return db.cardPayment.findFirst({
        where: { registrationId, respondedAt: { not: null } },
        orderBy: { respondedAt: 'desc' },
      });
    },
  };
}
