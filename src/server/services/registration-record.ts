import type { Locale } from '@/i18n/locales';
import { localStatusMessage } from '@/server/payments/gateway-reasons';
import { holdOf } from '@/server/services/seat-hold-service';
import { localName, registeredCourseName } from '@/server/services/translations';

/** What the shared mapper reads of a registration's row (with its status and payment method). */
export type RegistrationRecordRow = {
  id: number;
  registerCode: string;
  publicTrainingId: number;
  courseCode: string;
  courseName: string;
  courseNameTh: string | null;
  courseNameEn: string | null;
  trainingDate: Date;
  unitPriceSatang: number;
  quantity: number;
  totalAmountSatang: number;
  registerStatusId: number;
  registerStatusMessage: string | null;
  paymentMethodId: number | null;
  createdAt: Date;
  seatsHeldUntil: Date | null;
  paymentDueAt: Date | null;
  registerStatus: { nameTh: string; nameEn: string };
  paymentMethod: { code: string; nameTh: string; nameEn: string } | null;
};

/**
 * A registration as both the member's and staff's screens show it: the
 * course as registered (names of the day), amounts in satang, the status and
 * payment method in the locale, and while unpaid until when its seats are
 * held. The member's summary and staff's detail each add their own fields.
 */
export function registrationRecord(r: RegistrationRecordRow, locale: Locale) {
  return {
    register_id: r.id,
    register_code: r.registerCode,
    public_training_id: r.publicTrainingId,
    course_code: r.courseCode,
    course_name: registeredCourseName(r, locale),
    training_date: r.trainingDate,
    unit_price: r.unitPriceSatang,
    quantity: r.quantity,
    total_amount: r.totalAmountSatang,
    register_status_id: r.registerStatusId,
    register_status: localName(r.registerStatus, locale),
    register_status_message: localStatusMessage(r.registerStatusMessage, locale),
    payment_method_id: r.paymentMethodId,
    payment_method: r.paymentMethod ? localName(r.paymentMethod, locale) : null,
    payment_method_code: (r.paymentMethod?.code ?? null) as 'card' | 'bank' | null,
    created_at: r.createdAt,
    ...holdOf(r),
  };
}
