import type { Locale } from '@/i18n/locales';
import { RegisterStatus, registerStatusRows } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { bankPaymentService, promptPayQr } from '@/server/services/bank-payment-service';
import { PaymentMethod } from '@/server/services/card-payment-service';

/** The payment page's view of one of the member's registrations. */
export function paymentStatusService(db: Db) {
  return {
    async forMember(memberId: number, registerId: number, locale: Locale) {
      const r = await db.registration.findFirst({
        where: { id: registerId, memberId },
        include: { cardPayments: { where: { respondedAt: { not: null } }, orderBy: { respondedAt: 'desc' }, take: 1 } },
      });
      if (!r) throw new AppError('NOT_FOUND', 'errors.not_found');
      const status = registerStatusRows.find((s) => s.id === r.registerStatusId);
      const method = r.paymentMethodId === PaymentMethod.CARD ? 'card' : r.paymentMethodId === PaymentMethod.BANK ? 'bank' : null;
      const lastCard = r.cardPayments[0];
      const bankOpen = method === 'bank' && [RegisterStatus.AWAITING_PAYMENT, RegisterStatus.PAYMENT_TO_CORRECT].includes(r.registerStatusId as 2 | 3);
      return {
        register_id: r.id,
        register_code: r.registerCode,
        course_name: r.courseName,
        course_code: r.courseCode,
        training_date: r.trainingDate,
        quantity: r.quantity,
        total_amount_satang: r.totalAmountSatang,
        payment_method: method,
        register_status_id: r.registerStatusId,
        register_status_name: status ? (locale === 'th' ? status.nameTh : status.nameEn) : '',
        register_status_message: r.registerStatusMessage,
        can_pay_by_card: method === 'card' && r.registerStatusId === RegisterStatus.REGISTERED,
        can_send_slip: bankOpen || (method === 'bank' && r.registerStatusId === RegisterStatus.AWAITING_VERIFICATION),
        paid: r.registerStatusId === RegisterStatus.PAID,
        last_card_result: lastCard ? { decision: lastCard.decision, message: lastCard.message, reason_code: lastCard.reasonCode } : null,
        bank_accounts: method === 'bank' ? bankPaymentService(db).accounts(locale) : [],
        promptpay: bankOpen ? await promptPayQr(r.totalAmountSatang) : null,
      };
    },
  };
}
