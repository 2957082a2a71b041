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
    registerId: r.id,
    registerCode: r.registerCode,
    publicTrainingId: r.publicTrainingId,
    courseCode: r.courseCode,
    courseName: registeredCourseName(r, locale),
    trainingDate: r.trainingDate,
    unitPrice: r.unitPriceSatang,
    quantity: r.quantity,
    totalAmount: r.totalAmountSatang,
    registerStatusId: r.registerStatusId,
    registerStatus: localName(r.registerStatus, locale),
    registerStatusMessage: localStatusMessage(r.registerStatusMessage, locale),
    paymentMethodId: r.paymentMethodId,
    paymentMethod: r.paymentMethod ? localName(r.paymentMethod, locale) : null,
    paymentMethodCode: (r.paymentMethod?.code ?? null) as 'card' | 'bank' | null,
    createdAt: r.createdAt,
    ...holdOf(r),
  };
}
