import type { Locale } from '@/i18n/locales';
import { PAYMENT_METHOD_IDS } from '@/lib/schemas/registration';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { cardPaymentService, cardPaymentsAvailable } from '@/server/services/card-payment-service';
import { registrationService } from '@/server/services/registration-service';

/**
 * POST /services/public_trainings/register/payment: the payment step of a
 * registration (SPEC.md section 4, "Registration in progress"). The member
 * may name the method (switching an unpaid registration as PUT …/status
 * does); a card registration then gets its signed hosted-checkout form
 * (as POST /payment_signature), a bank transfer one none: its slip is sent
 * with POST /member/payment_slip. The registration is answered as it is after.
 */
export async function startPayment(
  db: Db,
  memberId: number,
  input: { register_id: number; payment_method?: 'card' | 'bank' | undefined },
  locale: Locale,
) {
  const registrations = registrationService(db);
  if (input.payment_method === 'card' && !cardPaymentsAvailable())
    throw new AppError('BAD_REQUEST', 'registration.card_unavailable', 'payment_method');
  let current = input.payment_method
    ? await registrations.switchPaymentMethod(
        memberId,
        input.register_id,
        PAYMENT_METHOD_IDS[input.payment_method],
        locale,
      )
    : await registrations.own(memberId, input.register_id, locale);
  if (current.paymentMethodId !== PAYMENT_METHOD_IDS.card) return { ...current, checkout: null };
  const checkout = await cardPaymentService(db).createRequest(memberId, input.register_id, locale);
  current = await registrations.own(memberId, input.register_id, locale);
  return { ...current, checkout };
}
