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
    payment_submit_date: r.paymentSubmitDate,
    gateway_request_id: r.gatewayRequestId,
    gateway_paid_status: r.gatewayPaidStatus,
    gateway_req_card_number: r.gatewayReqCardNumber,
    gateway_card_type_name: r.gatewayCardTypeName,
    transfer_bank_id: r.transferBankId,
    transfer_bank_specify_text: r.transferBankSpecifyText,
    transfer_bank_name: r.transferBankName,
    transfer_date: r.transferDate,
    receipt_type: r.receiptType,
    receipt_name: r.receiptName,
    receipt_company_name: r.receiptCompanyName,
    receipt_tax_no: r.receiptTaxNo,
    receipt_branch: r.receiptBranch,
    receipt_address: r.receiptAddress,
    receipt_district: r.receiptDistrict,
    receipt_amphure: r.receiptAmphure,
    receipt_province: r.receiptProvince,
    receipt_zip_code: r.receiptZipCode,
    receipt_no: r.receiptNo,
  };
}
