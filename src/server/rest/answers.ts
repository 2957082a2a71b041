import { z } from 'zod';
import { dateTime, from, int, langCollection, nullableText, text } from '@/server/rest/schema';

/** Answer fragments shared by the content endpoints (SPEC.md section 3 "SEO fields"). */
export const imageFields = {
  image_url: nullableText(),
  image_width: int().nullable(),
  image_height: int().nullable(),
};
export const seoFields = {
  meta_title: nullableText(),
  meta_description: nullableText(),
  meta_keyword: nullableText(),
};
/** The public detail results keep their SEO fields under `seo`; the answer has them flat. */
export const seoFromDetail = {
  meta_title: from('seo.metaTitle', nullableText()),
  meta_description: from('seo.metaDescription', nullableText()),
  meta_keyword: from('seo.metaKeyword', nullableText()),
};

/** The `lang` collection (`?with=lang`) of a translated item in a list, and of one item read alone (with its body); `extra`: a resource's own per-language fields. */
export const cardLang = <T extends z.ZodRawShape>(extra?: T) =>
  langCollection({
    name: text(),
    description: nullableText(),
    ...seoFields,
    ...imageFields,
    ...extra,
  }).optional();
export const detailLang = <T extends z.ZodRawShape>(extra?: T) =>
  langCollection({
    name: text(),
    description: nullableText(),
    body: nullableText(),
    ...seoFields,
    ...imageFields,
    ...extra,
  }).optional();

/** `{ success: true }` for procedures that answer `{ ok: true }` (requests stored, password changed, logged out). */
export const acknowledged = z.object({ success: from('ok', z.literal(true)) });

/**
 * SPEC.md section 4's "Registration record" (receipts) on a registration:
 * `payment_method` is the spec's value (`card` or `bank`, null before one is
 * chosen), its label in the call's language is `payment_method_name`; then
 * the payment and receipt fields in the spec's names (docs/api.md).
 */
export const registrationRecordFields = {
  payment_method: from('paymentMethodCode', z.enum(['card', 'bank']).nullable()).describe(
    'card or bank (SPEC.md section 4); null before a method is chosen',
  ),
  payment_method_name: from('paymentMethod', nullableText()).describe(
    'The payment method in the language of the call',
  ),
  payment_submit_date: dateTime().nullable().describe('When the payment (card or slip) was sent'),
  gateway_request_id: nullableText().describe("The card gateway's transaction id"),
  gateway_paid_status: nullableText().describe("The card gateway's decision (ACCEPT, DECLINE, …)"),
  gateway_req_card_number: nullableText().describe('The card number, masked by the gateway'),
  gateway_card_type_name: nullableText().describe('Visa, Mastercard or JCB'),
  transfer_bank_id: int().nullable().describe('GET /banks; 9999 means another bank'),
  transfer_bank_specify_text: nullableText().describe('The bank named by the payer (9999)'),
  transfer_bank_name: nullableText(),
  transfer_date: dateTime().nullable(),
  receipt_type: z.enum(['P', 'O']).describe('P a person, O an organisation'),
  receipt_name: nullableText(),
  receipt_company_name: nullableText(),
  receipt_tax_no: nullableText(),
  receipt_branch: nullableText(),
  receipt_address: nullableText(),
  receipt_district: nullableText().describe('As registered, in Thai'),
  receipt_amphure: nullableText().describe('As registered, in Thai'),
  receipt_province: nullableText().describe('As registered, in Thai'),
  receipt_zip_code: nullableText(),
  receipt_no: nullableText().describe('Issued once, when paid: R{Buddhist year}-{sequence}'),
};
