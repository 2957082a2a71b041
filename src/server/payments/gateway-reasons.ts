import type { Locale } from '@/i18n/locales';
import { translator } from '@/server/i18n/translate';

/**
 * What a card payment's outcome means to the member, as a locale key, from
 * the gateway's decision and reason code (CyberSource's codes) rather than
 * its English message, so each page says it in its own language. The
 * gateway's own text stays on the card_payments row for staff.
 */
const PREFIX = 'payment.gateway_reason.';
/** Messages stored as locale keys: the gateway's outcomes and what the system or the back office wrote (an expiry, a corrected receipt). */
const TRANSLATED_PREFIXES = [PREFIX, 'admin_registrations.history_note.'];

const BY_REASON_CODE: Record<string, string> = {
  '102': 'error',
  '104': 'error',
  '150': 'error',
  '151': 'error',
  '152': 'error',
  '200': 'declined',
  '201': 'contact_bank',
  '202': 'expired_card',
  '203': 'declined',
  '204': 'insufficient_funds',
  '205': 'contact_bank',
  '207': 'error',
  '208': 'contact_bank',
  '210': 'insufficient_funds',
  '211': 'invalid_cvn',
  '221': 'contact_bank',
  '222': 'contact_bank',
  '230': 'invalid_cvn',
  '231': 'invalid_card',
  '232': 'card_not_accepted',
  '233': 'declined',
  '234': 'error',
  '236': 'error',
  '240': 'card_not_accepted',
  '250': 'error',
  '475': 'authentication_failed',
  '476': 'authentication_failed',
  '480': 'review',
  '481': 'declined',
  '520': 'declined',
};

/** The locale key of a gateway outcome (payment.gateway_reason.*). */
export function gatewayReasonKey(
  decision: string | null | undefined,
  reasonCode: string | null | undefined,
): string {
  const d = (decision ?? '').toUpperCase();
  if (d === 'CANCEL') return `${PREFIX}cancelled`;
  if (d === 'REVIEW') return `${PREFIX}review`;
  if (d === 'ERROR') return `${PREFIX}error`;
  if (d === 'DECLINE') return `${PREFIX}${BY_REASON_CODE[(reasonCode ?? '').trim()] ?? 'declined'}`;
  return `${PREFIX}not_completed`;
}

/**
 * A registration's status message for a reader in `locale`: a gateway
 * outcome is stored as its locale key and translated here; anything else
 * (a reason typed by staff) is shown as it was written.
 */
export function localStatusMessage(message: string | null, locale: Locale): string | null {
  if (!message || !TRANSLATED_PREFIXES.some((prefix) => message.startsWith(prefix))) return message;
  return translator(locale)(message) as string;
}
