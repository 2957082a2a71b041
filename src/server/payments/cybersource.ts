import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * CyberSource Secure Acceptance (hosted checkout) protocol: the request and
 * the reply are lists of fields, the names of the signed ones in
 * `signed_field_names`, and `signature` = base64(HMAC-SHA256(secret key,
 * "name=value" pairs joined by commas in that order)). Pure functions, no
 * I/O: the services and the simulator use them. Which gateway (if any)
 * this installation has is gateway-config.ts's business.
 */

export type Fields = Record<string, string>;

export interface GatewayConfig {
  /** Where the browser posts the signed form. */
  endpoint: string;
  accessKey: string;
  profileId: string;
  secretKey: string;
  /** True when the built-in simulator plays the gateway's part (PAYMENT_SIMULATOR=1; see gateway-config.ts). */
  simulated: boolean;
  /** Where the gateway sends the browser back, and posts its reply server to server. */
  returnUrl: string;
  notifyUrl: string;
}

export const SIMULATOR_PATH = '/api/payment-simulator';
export const RETURN_PATH = '/api/payments/cybersource/return';
export const NOTIFY_PATH = '/api/payments/cybersource/notify';

/** Card-type codes of the gateway. */
export const CARD_TYPE_NAMES: Record<string, string> = {
  '001': 'Visa',
  '002': 'Mastercard',
  '007': 'JCB',
};

/** The string that is signed: name=value of each signed field, in the listed order, joined by commas. */
export function dataToSign(fields: Fields): string {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  return names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
}

export function sign(fields: Fields, secretKey: string): string {
  return createHmac('sha256', secretKey).update(dataToSign(fields), 'utf8').digest('base64');
}

/** True when the signature is right and every field in `required` is among the signed ones. */
export function verify(
  fields: Fields,
  secretKey: string,
  required: readonly string[] = [],
): boolean {
  const given = fields.signature;
  if (!given || !fields.signed_field_names) return false;
  const signed = new Set(fields.signed_field_names.split(','));
  if (!signed.has('signed_field_names') || required.some((name) => !signed.has(name))) return false;
  const expected = Buffer.from(sign(fields, secretKey));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Adds signed_field_names (these names plus itself) and the signature. */
export function signAll(fields: Fields, secretKey: string): Fields {
  const names = [
    ...Object.keys(fields).filter((n) => n !== 'signed_field_names' && n !== 'signature'),
    'signed_field_names',
  ];
  const withNames = { ...fields, signed_field_names: names.join(',') };
  return { ...withNames, signature: sign(withNames, secretKey) };
}

/** Satang to the gateway's amount ("4500.00"). */
export function formatAmount(satang: number): string {
  return `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
}

/** CyberSource's signed_date_time: UTC, seconds, "Z". */
export function signedDateTime(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface PaymentRequest {
  transactionUuid: string;
  referenceNumber: string;
  amountSatang: number;
  locale: 'th' | 'en';
  now?: Date;
}

/** The signed sale request the browser posts to the gateway. */
export function buildRequestFields(config: GatewayConfig, request: PaymentRequest): Fields {
  return signAll(
    {
      access_key: config.accessKey,
      profile_id: config.profileId,
      transaction_uuid: request.transactionUuid,
      signed_date_time: signedDateTime(request.now ?? new Date()),
      locale: request.locale === 'th' ? 'th-th' : 'en-us',
      transaction_type: 'sale',
      reference_number: request.referenceNumber,
      amount: formatAmount(request.amountSatang),
      currency: 'THB',
      override_custom_receipt_page: config.returnUrl,
      override_backoffice_post_url: config.notifyUrl,
      unsigned_field_names: '',
    },
    config.secretKey,
  );
}

/** Fields of a reply that must be signed for it to be believed. */
export const REQUIRED_REPLY_FIELDS = [
  'decision',
  'reason_code',
  'req_reference_number',
  'req_amount',
  'req_currency',
  'req_transaction_uuid',
  'transaction_id',
] as const;

/** Masks a card number as the gateway does: x for every digit but the last four. */
export function maskCardNumber(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  return 'x'.repeat(Math.max(0, clean.length - 4)) + clean.slice(-4);
}
