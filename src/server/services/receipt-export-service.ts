import { env } from '@/env';
import { endOfSiteDay, siteDay, startOfSiteDay } from '@/lib/dates';
import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { exportField } from '@/server/services/export-text';

/**
 * The receipt export line of SPEC.md section 9: one pipe-separated record per
 * paid registration, for the accounting system. The spec fixes the code 01
 * and two account numbers (card or bank); the field order is ours:
 *
 *  1 record code, always 01
 *  2 account number: RECEIPT_ACCOUNT_CARD for card payments, RECEIPT_ACCOUNT_BANK for bank transfers
 *  3 receipt number (R{Buddhist year}-{sequence})
 *  4 paid date, yyyy-MM-dd (Gregorian, Bangkok time)
 *  5 register code
 *  6 payer's name on the receipt (the company's for an organisation)
 *  7 tax number
 *  8 branch
 *  9 address
 * 10 sub-district, 11 district, 12 province, 13 postcode
 * 14 course code
 * 15 attendees (quantity)
 * 16 amount in THB with two decimals, e.g. 4500.00
 * 17 payment method: CARD or BANK
 *
 * Lines end with \n, UTF-8 without a byte-order mark, ordered by paid date.
 *
 * No field can add a record or a field, nor run as a formula
 * (export-text.ts, exportField): the receipt fields refuse control
 * characters at input (receipt-text.ts), and at export each field is
 * normalised (NFC), every character that is or becomes under NFKC a pipe, a
 * control character or a line or paragraph separator (the fullwidth bar ｜
 * becomes |) is replaced by a space, spaces are collapsed and trimmed, and a
 * field starting with = + - @ (or their fullwidth forms) gets a leading
 * apostrophe unless it is a plain signed number. Rows written before the
 * input check are made safe the same way.
 */
export const RECEIPT_EXPORT_CODE = '01';

export function receiptExportService(db: Db) {
  return {
    async lines(dateFrom: string, dateTo: string): Promise<string[]> {
      const rows = await db.registration.findMany({
        where: {
          registerStatusId: RegisterStatus.PAID,
          paidAt: { gte: startOfSiteDay(dateFrom), lt: endOfSiteDay(dateTo) },
        },
        orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map((r) => {
        const card = r.paymentMethodId === 1;
        return [
          RECEIPT_EXPORT_CODE,
          card ? env.RECEIPT_ACCOUNT_CARD : env.RECEIPT_ACCOUNT_BANK,
          r.receiptNo,
          r.paidAt ? siteDay(r.paidAt) : '',
          r.registerCode,
          r.receiptType === 'O' ? r.receiptCompanyName || r.receiptName : r.receiptName,
          r.receiptTaxNo,
          r.receiptBranch,
          r.receiptAddress,
          r.receiptDistrict,
          r.receiptAmphure,
          r.receiptProvince,
          r.receiptZipCode,
          r.courseCode,
          r.quantity,
          (r.totalAmountSatang / 100).toFixed(2),
          card ? 'CARD' : 'BANK',
        ]
          .map(exportField)
          .join('|');
      });
    },

    /** The file staff download: the lines of a date range, one per line. */
    async file(
      dateFrom: string,
      dateTo: string,
    ): Promise<{ filename: string; text: string; count: number }> {
      const lines = await this.lines(dateFrom, dateTo);
      return {
        filename: `receipts-${dateFrom}-to-${dateTo}.txt`,
        text: lines.length ? `${lines.join('\n')}\n` : '',
        count: lines.length,
      };
    },
  };
}
