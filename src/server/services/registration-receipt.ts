import type { Registration } from '@/generated/sqlite/client';

/** The columns of a registration that make SPEC.md section 4's "Registration record" (receipts). */
export type ReceiptRecordRow = Pick<
  Registration,
  | 'paymentSubmitDate'
  | 'gatewayRequestId'
  | 'gatewayPaidStatus'
  | 'gatewayReqCardNumber'
  | 'gatewayCardTypeName'
  | 'transferBankId'
  | 'transferBankSpecifyText'
  | 'transferBankName'
  | 'transferDate'
  | 'receiptType'
  | 'receiptName'
  | 'receiptCompanyName'
  | 'receiptTaxNo'
  | 'receiptBranch'
  | 'receiptAddress'
  | 'receiptDistrict'
  | 'receiptAmphure'
  | 'receiptProvince'
  | 'receiptZipCode'
  | 'receiptNo'
>;

/**
 * The payment and receipt fields of SPEC.md section 4's registration record,
 * in its names, flat on the registration: what the card gateway answered
 * (`gateway_*`), the bank transfer (`transfer_*`, bank 9999 = other) and whom
 * the receipt is made out to (`receipt_*`, place names as registered, in Thai).
 */
export function receiptRecord(r: ReceiptRecordRow) {
  return {
    paymentSubmitDate: r.paymentSubmitDate,
    gatewayRequestId: r.gatewayRequestId,
    gatewayPaidStatus: r.gatewayPaidStatus,
    gatewayReqCardNumber: r.gatewayReqCardNumber,
    gatewayCardTypeName: r.gatewayCardTypeName,
    transferBankId: r.transferBankId,
    transferBankSpecifyText: r.transferBankSpecifyText,
    transferBankName: r.transferBankName,
    transferDate: r.transferDate,
    receiptType: r.receiptType,
    receiptName: r.receiptName,
    receiptCompanyName: r.receiptCompanyName,
    receiptTaxNo: r.receiptTaxNo,
    receiptBranch: r.receiptBranch,
    receiptAddress: r.receiptAddress,
    receiptDistrict: r.receiptDistrict,
    receiptAmphure: r.receiptAmphure,
    receiptProvince: r.receiptProvince,
    receiptZipCode: r.receiptZipCode,
    receiptNo: r.receiptNo,
  };
}
