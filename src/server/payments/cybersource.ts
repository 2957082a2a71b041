import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * CyberSource Secure Acceptance (hosted checkout) protocol: the request and
 * the reply are lists of fields, the names of the signed ones in
 * `signed_field_names`, and `signature` = base64(HMAC-SHA256(secret key,
 * "name=value" pairs joined by commas in that order)). Pure functions, no
 * I/O: the services and the simulator use them.
 */

export type Fields = Record<string, string>;

export interface GatewayConfig {
  /** Where the browser posts the signed form. */
  endpoint: string;
  accessKey: string;
  profileId: string;
  secretKey: string;
  /** True when no gateway is configured and the built-in simulator plays its part. */
  simulated: boolean;
  /** Where the gateway sends the browser back, and posts its reply server to server. */
  returnUrl: string;
  notifyUrl: string;
}

/** Demo credentials of the built-in simulator (not secrets: they only work against it). */
export const SIMULATOR_DEFAULTS = {
  accessKey: 'simulator-access-key',
  profileId: 'SIMULATOR-PROFILE',
  secretKey: 'simulator-secret-key-not-for-production-use-0123456789',
};

export const SIMULATOR_PATH = '/api/payment-simulator';
export const RETURN_PATH = '/api/payments/cybersource/return';
export const NOTIFY_PATH = '/api/payments/cybersource/notify';

/** Card-type codes of the gateway. */
export const CARD_TYPE_NAMES: Record<string, string> = { '001': 'Visa', '002': 'Mastercard', '007': 'JCB' };

/**
 * The gateway of this installation, from configuration. Without
 * CYBERSOURCE_ENDPOINT the simulator is used, at relative URLs of this same
 * site (the browser resolves them; the simulator resolves the notify URL
 * against its own address).
 */
export function gatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const endpoint = env.CYBERSOURCE_ENDPOINT || '';
  const site = (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
  const simulated = !endpoint;
  return {
    endpoint: simulated ? SIMULATOR_PATH : endpoint,
    accessKey: env.CYBERSOURCE_ACCESS_KEY || SIMULATOR_DEFAULTS.accessKey,
    profileId: env.CYBERSOURCE_PROFILE_ID || SIMULATOR_DEFAULTS.profileId,
    secretKey: env.CYBERSOURCE_SECRET_KEY || SIMULATOR_DEFAULTS.secretKey,
    simulated,
    returnUrl: simulated ? RETURN_PATH : `${site}${RETURN_PATH}`,
    notifyUrl: simulated ? NOTIFY_PATH : `${site}${NOTIFY_PATH}`,
  };
}

/** The string that is signed: name=value of each signed field, in the listed order, joined by commas. */
export function dataToSign(fields: Fields): string {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  return names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
}

export function sign(fields: Fields, secretKey: string): string {
  return createHmac('sha256', secretKey).update(dataToSign(fields), 'utf8').digest('base64');
}

/** True when the signature is right and every field in `required` is among the signed ones. */
export function verify(fields: Fields, secretKey: string, required: readonly string[] = []): boolean {
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
  const names = [...Object.keys(fields).filter((n) => n !== 'signed_field_names' && n !== 'signature'), 'signed_field_names'];
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
export const REQUIRED_REPLY_FIELDS = ['decision', 'reason_code', 'req_reference_number', 'req_amount', 'req_currency', 'req_transaction_uuid', 'transaction_id'] as const;

/** Masks a card number as the gateway does: x for every digit but the last four. */
export function maskCardNumber(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  return 'x'.repeat(Math.max(0, clean.length - 4)) + clean.slice(-4);
}
