import type { Locale } from '@/i18n/locales';
import { RegisterStatus, registerStatusRows } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { bankPaymentService, promptPayQr } from '@/server/services/bank-payment-service';
import { cardPaymentService, PaymentMethod } from '@/server/services/card-payment-service';
import { gatewayReasonKey, localStatusMessage } from '@/server/payments/gateway-reasons';
import { translator } from '@/server/i18n/translate';
import { registeredCourseName } from '@/server/services/translations';
import { memberSwitchableStatusIds } from '@/server/services/registration-service';
import { holdIsLive, holdOf } from '@/server/services/seat-hold-service';

/** The payment page's view of one of the member's registrations. */
export function paymentStatusService(db: Db) {
  return {
    async forMember(memberId: number, registerId: number, locale: Locale) {
      const r = await db.registration.findFirst({
        where: { id: registerId, memberId },
        include: {
          cardPayments: {
            where: { respondedAt: { not: null } },
            orderBy: { respondedAt: 'desc' },
            take: 1,
          },
        },
      });
      if (!r) throw new AppError('NOT_FOUND', 'errors.not_found');
      const status = registerStatusRows.find((s) => s.id === r.registerStatusId);
      const method =
        r.paymentMethodId === PaymentMethod.CARD
          ? 'card'
          : r.paymentMethodId === PaymentMethod.BANK
            ? 'bank'
            : null;
      const lastCard = r.cardPayments[0];
      const card = cardPaymentService(db).availability();
      const bankOpen =
        method === 'bank' &&
        [RegisterStatus.AWAITING_PAYMENT, RegisterStatus.PAYMENT_TO_CORRECT].includes(
          r.registerStatusId as 2 | 3,
        );
      // The method of an unpaid registration may be switched (registrationService.switchPaymentMethod).
      const switchable = memberSwitchableStatusIds.includes(r.registerStatusId);
      const hold = holdOf(r);
      const holdLive = hold.seatsHeldUntil !== null && holdIsLive(r, new Date());
      return {
        register_id: r.id,
        register_code: r.registerCode,
        course_name: registeredCourseName(r, locale),
        course_code: r.courseCode,
        training_date: r.trainingDate,
        quantity: r.quantity,
        total_amount_satang: r.totalAmountSatang,
        payment_method: method,
        register_status_id: r.registerStatusId,
        register_status_name: status ? (locale === 'th' ? status.nameTh : status.nameEn) : '',
        register_status_message: localStatusMessage(r.registerStatusMessage, locale),
        /** While unpaid: when the seats are released (card: REGISTRATION_CARD_HOLD_MINUTES; bank transfer: the slip deadline). */
        seats_held_until: hold.seatsHeldUntil,
        /** The hold has ended: the seats are free, and the registration expires at the next status run or registration. */
        hold_ended: hold.seatsHeldUntil !== null && !holdLive,
        // A card checkout starts only while the seats are held (card-payment-service.ts).
        can_pay_by_card:
          card.available &&
          method === 'card' &&
          r.registerStatusId === RegisterStatus.REGISTERED &&
          holdLive,
        /** A card registration awaiting payment on a site with no card gateway configured (the page says so). */
        card_unavailable:
          !card.available && method === 'card' && r.registerStatusId === RegisterStatus.REGISTERED,
        /** Card payments here go to the built-in simulator (PAYMENT_SIMULATOR=1): the page says no real card is charged. */
        card_simulated: card.simulated,
        can_send_slip:
          bankOpen ||
          (method === 'bank' && r.registerStatusId === RegisterStatus.AWAITING_VERIFICATION),
        paid: r.registerStatusId === RegisterStatus.PAID,
        /** Pay by bank transfer instead (e.g. after a declined card). */
        can_switch_to_bank: switchable && method === 'card',
        /** Pay by card instead, where card payments are taken. */
        can_switch_to_card: switchable && method === 'bank' && card.available,
        // The outcome in the page's language, from the gateway's codes (its own message is English, or the language of the day of payment).
        last_card_result: lastCard
          ? {
              decision: lastCard.decision,
              message: translator(locale)(
                gatewayReasonKey(lastCard.decision, lastCard.reasonCode),
              ) as string,
              reason_code: lastCard.reasonCode,
            }
          : null,
        bank_accounts: method === 'bank' ? bankPaymentService(db).accounts(locale) : [],
        promptpay: bankOpen ? await promptPayQr(r.totalAmountSatang) : null,
      };
    },
  };
}
