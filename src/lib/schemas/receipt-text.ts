import { z } from '@/lib/zod';

/**
 * What a member may write in a receipt's fields (name, company, tax number,
 * branch, address): those fields go out on the receipt, in the reports and in
 * the receipt export line for the accounting system (receipt-export-service.ts),
 * where a control character could end a record or add a field. Refused:
 * C0 controls (tab, line breaks, and the separators \x1c-\x1f that split
 * records in some readers), DEL, C1 controls (NEL among them), the Unicode
 * line and paragraph separators, and the explicit bidirectional controls
 * (they reorder what a printed receipt shows). The address is typed in a
 * multi-line box, so its line breaks and tabs become spaces first.
 */
export const RECEIPT_FORBIDDEN_CHARACTERS =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const RECEIPT_TEXT_MESSAGE = 'member.receipt_control_characters';

const plain = (value: string) => !RECEIPT_FORBIDDEN_CHARACTERS.test(value);

/** A required one-line receipt field: left out, not text or blank all read `missing` (as member.ts's requiredText). */
export const requiredReceiptText = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, 'validation.too_big')
    .refine(plain, RECEIPT_TEXT_MESSAGE);

/** An optional one-line receipt field; blank means none. */
export const optionalReceiptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_big')
    .refine(plain, RECEIPT_TEXT_MESSAGE)
    .nullish()
    .transform((v) => v || null);

/**
 * The receipt address: the line breaks and tabs of the box become one space; any other control character is
 * refused. What is typed is bounded at twice the field's maximum before its breaks fold (the field's own
 * maximum applies after).
 */
export const receiptAddressText = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .max(max * 2, 'validation.too_big')
    .transform((v) => v.replace(/[ \t]*(?:\r\n|[\r\n\t])[ \t\r\n]*/g, ' '))
    .pipe(requiredReceiptText(missing, max));
