/**
 * What the log never holds. A key is secret when its name, lower-cased and
 * without `_`, `-` or `.`, contains one of these words: passwords and their
 * confirmations, session and reset tokens, bot-check answers, cookies and
 * Authorization headers, card numbers, security codes and expiry dates, the
 * gateway's signatures, and every key or secret of the configuration.
 */
export const SECRET_KEY_WORDS = [
  'password',
  'passwd',
  'token',
  'authorization',
  'cookie',
  'secret',
  'apikey',
  'accesskey',
  'privatekey',
  'signature',
  'hmac',
  'cardnumber',
  'cardcvn',
  'cvn',
  'cvv',
  'cvc',
  'cardexpiry',
  'pan',
  'otp',
  'recoverycode',
  'sid',
  'jwt',
  'smtpurl',
  'databaseurl',
  'redisurl',
] as const;

/** Keys that contain a secret word but name no secret (a session row's id). */
const NOT_SECRET = new Set(['tokenid']);

export const REDACTED = '[redacted]';

const normalise = (key: string) => key.toLowerCase().replace(/[_\-.\s]/g, '');

/** Whether a field of this name is kept out of the log. */
export function isSecretKey(key: string): boolean {
  const k = normalise(key);
  if (NOT_SECRET.has(k)) return false;
  // Short words (cvv, pan, sid...) only as the whole name or its end (cardCvv), not inside other words (company, side).
  return SECRET_KEY_WORDS.some((word) =>
    word.length > 3 ? k.includes(word) : k === word || k.endsWith(word),
  );
}

/** Luhn's check: a run of 13 to 19 digits that passes it is treated as a card number. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

/** Card numbers written into free text (an error message, a gateway's answer) keep only their last four digits. */
export function maskCardNumbers(text: string): string {
  if (!/\d{4}/.test(text)) return text;
  return text.replace(CARD_LIKE, (match) => {
    const digits = match.replace(/[ -]/g, '');
    return digits.length >= 13 && digits.length <= 19 && luhn(digits)
      ? `${'x'.repeat(digits.length - 4)}${digits.slice(-4)}`
      : match;
  });
}

/** Connection strings keep their host but lose the password: postgresql://user:secret@host -> postgresql://user:[redacted]@host. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@\s/]+@/gi;

/** A bearer token quoted in text (an echoed header). */
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;

function scrubText(text: string): string {
  return maskCardNumbers(
    text.replace(URL_PASSWORD, `$1:${REDACTED}@`).replace(BEARER, `$1${REDACTED}`),
  );
}

/**
 * A copy of `value` fit for the log: secret keys (isSecretKey) replaced by
 * "[redacted]" at any depth, card numbers and URL passwords in strings
 * masked. Depth and size are bounded, so a cyclic or huge object costs
 * nothing much.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redact(v, depth + 1));
  if (value instanceof Date) return value;
  if (value instanceof Headers) return redact(Object.fromEntries(value.entries()), depth);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretKey(key)
      ? v === null || v === undefined
        ? v
        : REDACTED
      : redact(v, depth + 1);
  }
  return out;
}
