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
        registerId: r.id,
        registerCode: r.registerCode,
        courseName: registeredCourseName(r, locale),
        courseCode: r.courseCode,
        trainingDate: r.trainingDate,
        quantity: r.quantity,
        totalAmountSatang: r.totalAmountSatang,
        paymentMethod: method,
        registerStatusId: r.registerStatusId,
        registerStatusName: status ? (locale === 'th' ? status.nameTh : status.nameEn) : '',
        registerStatusMessage: localStatusMessage(r.registerStatusMessage, locale),
        /** While unpaid: when the seats are released (card: REGISTRATION_CARD_HOLD_MINUTES; bank transfer: the slip deadline). */
        seatsHeldUntil: hold.seatsHeldUntil,
        /** The hold has ended: the seats are free, and the registration expires at the next status run or registration. */
        holdEnded: hold.seatsHeldUntil !== null && !holdLive,
        // A card checkout starts only while the seats are held (card-payment-service.ts).
        canPayByCard:
          card.available &&
          method === 'card' &&
          r.registerStatusId === RegisterStatus.REGISTERED &&
          holdLive,
        /** A card registration awaiting payment on a site with no card gateway configured (the page says so). */
        cardUnavailable:
          !card.available && method === 'card' && r.registerStatusId === RegisterStatus.REGISTERED,
        /** Card payments here go to the built-in simulator (PAYMENT_SIMULATOR=1): the page says no real card is charged. */
        cardSimulated: card.simulated,
        canSendSlip:
          bankOpen ||
          (method === 'bank' && r.registerStatusId === RegisterStatus.AWAITING_VERIFICATION),
        paid: r.registerStatusId === RegisterStatus.PAID,
        /** Pay by bank transfer instead (e.g. after a declined card). */
        canSwitchToBank: switchable && method === 'card',
        /** Pay by card instead, where card payments are taken. */
        canSwitchToCard: switchable && method === 'bank' && card.available,
        // The outcome in the page's language, from the gateway's codes (its own message is English, or the language of the day of payment).
        lastCardResult: lastCard
          ? {
              decision: lastCard.decision,
              message: translator(locale)(
                gatewayReasonKey(lastCard.decision, lastCard.reasonCode),
              ) as string,
              reasonCode: lastCard.reasonCode,
            }
          : null,
        bankAccounts: method === 'bank' ? bankPaymentService(db).accounts(locale) : [],
        promptpay: bankOpen ? await promptPayQr(r.totalAmountSatang) : null,
      };
    },
  };
}
