/**
 * Register statuses (table register_statuses); ids are fixed. A member may
 * send a payment slip for ids 2 and 3 (SPEC.md section 4).
 */
export const RegisterStatus = {
  REGISTERED: 1, // registered, awaiting card payment
  AWAITING_PAYMENT: 2, // awaiting bank transfer
  PAYMENT_TO_CORRECT: 3, // slip rejected, pay again or send a new slip
  AWAITING_VERIFICATION: 4, // slip sent, staff to verify
  PAID: 5,
  CANCELLED: 6,
  EXPIRED: 7,
} as const;

export const registerStatusRows = [
  {
    id: 1,
    code: 'registered',
    nameTh: 'ลงทะเบียนแล้ว รอชำระเงิน',
    nameEn: 'Registered, awaiting payment',
  },
  {
    id: 2,
    code: 'awaiting_payment',
    nameTh: 'รอชำระเงินโดยการโอน',
    nameEn: 'Awaiting bank transfer',
  },
  {
    id: 3,
    code: 'payment_to_correct',
    nameTh: 'หลักฐานการชำระเงินไม่ถูกต้อง',
    nameEn: 'Payment to correct',
  },
  {
    id: 4,
    code: 'awaiting_verification',
    nameTh: 'ส่งหลักฐานแล้ว รอตรวจสอบ',
    nameEn: 'Slip sent, awaiting verification',
  },
  { id: 5, code: 'paid', nameTh: 'ชำระเงินแล้ว', nameEn: 'Paid' },
  { id: 6, code: 'cancelled', nameTh: 'ยกเลิก', nameEn: 'Cancelled' },
  { id: 7, code: 'expired', nameTh: 'หมดอายุ', nameEn: 'Expired' },
] as const;

/** Statuses whose attendees hold seats. */
export const seatHoldingStatusIds: number[] = [1, 2, 3, 4, 5];
/** Statuses a member may send a slip for. */
export const slipStatusIds: number[] = [2, 3];
