import { createHash, timingSafeEqual } from 'node:crypto';
// Relative imports only: next.config.ts loads this module at startup, outside the bundler's '@/' alias.
import { env as appEnv } from '../../env';
import { installationSecret, installationSecretFile, readStoredSecret } from '../auth/auth-secret';
import { log as serverLog } from '../log';
import { siteUrl } from '../site-url';
import { type GatewayConfig, NOTIFY_PATH, RETURN_PATH, SIMULATOR_PATH } from './cybersource';

/**
 * Which card gateway this installation has, from its environment:
 * - `gateway`: a real hosted checkout, CYBERSOURCE_ENDPOINT with its access
 *   key, profile id and secret key, all four required;
 * - `simulator`: the built-in stand-in at /api/payment-simulator, only when
 *   PAYMENT_SIMULATOR=1 says so (`npm run dev` through .env.development,
 *   the tests, the end-to-end server and the README's demo line `npm run go`);
 *   its secret key is generated once per installation into
 *   data/payment-simulator-secret, like the auth secret;
 * - `off`: neither; card payment is simply not offered (bank transfer only).
 * A misconfiguration throws a PaymentConfigError with a message that says
 * what to fix; next.config.ts runs the same check, so the server refuses to
 * start rather than take payments it cannot verify.
 */
export type CardPaymentMode = 'gateway' | 'simulator' | 'off';

export class PaymentConfigError extends Error {
  constructor(message: string) {
    super(`Card payment configuration: ${message}`);
    this.name = 'PaymentConfigError';
  }
}

/** The file name (under data/) of the simulator's per-installation secret key. */
export const SIMULATOR_SECRET_NAME = 'payment-simulator-secret';

/** The simulator's access key and profile id: identifiers, not secrets (the secret key is per installation). */
export const SIMULATOR_DEFAULTS = {
  accessKey: 'simulator-access-key',
  profileId: 'SIMULATOR-PROFILE',
} as const;

/**
 * SHA-256 (hex) of secret keys everyone knows: the simulator's former
 * built-in key, published in this repository's history. Kept as digests
 * so the key itself is no longer in the source; a gateway configured with
 * one of them refuses to start.
 */
const PUBLIC_SECRET_KEY_DIGESTS = [
  '9c45190bc30b4b45727bfe47952d2bfdd8aa12ae2491c6db2db60d84846cf94b',
];

/** The settings read here; the validated configuration by default, a plain object in the tests. */
type Env = Partial<
  Record<
    | 'PAYMENT_SIMULATOR'
    | 'CYBERSOURCE_ENDPOINT'
    | 'CYBERSOURCE_ACCESS_KEY'
    | 'CYBERSOURCE_PROFILE_ID'
    | 'CYBERSOURCE_SECRET_KEY'
    | 'SITE_URL'
    | 'NODE_ENV',
    string | undefined
  >
>;

const value = (env: Env, name: keyof Env) => (env[name] ?? '').trim();

/** PAYMENT_SIMULATOR: 1 or true switches the simulator on; unset, empty, 0 or false leave it off. */
export function simulatorSwitchedOn(env: Env = appEnv): boolean {
  const raw = value(env, 'PAYMENT_SIMULATOR').toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new PaymentConfigError(
    `PAYMENT_SIMULATOR must be 1 (simulated card payments) or 0 (none), not "${raw.slice(0, 20)}".`,
  );
}

function sameSecret(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

/** The simulator's secret key of this installation if it was ever made (never creates it). */
function storedSimulatorSecret(): string | undefined {
  return readStoredSecret(installationSecretFile(SIMULATOR_SECRET_NAME));
}

/**
 * Checks the card-payment settings and says which mode they give; throws a
 * PaymentConfigError naming what to fix. `simulatorSecret` is the
 * simulator's key of this installation, which a real gateway must not use.
 */
export function cardPaymentMode(
  env: Env = appEnv,
  simulatorSecret: () => string | undefined = storedSimulatorSecret,
): CardPaymentMode {
  const simulator = simulatorSwitchedOn(env);
  const endpoint = value(env, 'CYBERSOURCE_ENDPOINT');
  if (!endpoint) return simulator ? 'simulator' : 'off';

  if (simulator) {
    throw new PaymentConfigError(
      'PAYMENT_SIMULATOR=1 and CYBERSOURCE_ENDPOINT are both set. Unset PAYMENT_SIMULATOR to take real payments, or CYBERSOURCE_ENDPOINT to simulate them.',
    );
  }
  let url: URL | null = null;
  try {
    url = new URL(endpoint);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new PaymentConfigError(
      `CYBERSOURCE_ENDPOINT must be the gateway's https:// payment page URL, not "${endpoint.slice(0, 80)}".`,
    );
  }
  const missing = (
    ['CYBERSOURCE_ACCESS_KEY', 'CYBERSOURCE_PROFILE_ID', 'CYBERSOURCE_SECRET_KEY'] as const
  ).filter((name) => !value(env, name));
  if (missing.length > 0) {
    throw new PaymentConfigError(
      `CYBERSOURCE_ENDPOINT is set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. Set all four from the gateway's business centre (Secure Acceptance profile), or unset CYBERSOURCE_ENDPOINT.`,
    );
  }
  const secret = value(env, 'CYBERSOURCE_SECRET_KEY');
  const digest = createHash('sha256').update(secret).digest('hex');
  const ownSimulatorKey = simulatorSecret();
  if (
    PUBLIC_SECRET_KEY_DIGESTS.includes(digest) ||
    (ownSimulatorKey !== undefined && sameSecret(secret, ownSimulatorKey))
  ) {
    throw new PaymentConfigError(
      "CYBERSOURCE_SECRET_KEY is the payment simulator's key, which others know or which signs simulated payments. Set the secret key of the gateway's Secure Acceptance profile.",
    );
  }
  return 'gateway';
}

/**
 * The gateway of this installation, from configuration, or null when card
 * payment is off. The simulator lives at relative URLs of this same site
 * (the browser resolves them); a real gateway is given absolute ones on
 * SITE_URL.
 */
export function gatewayConfig(env: Env = appEnv): GatewayConfig | null {
  const mode = cardPaymentMode(env);
  if (mode === 'off') return null;
  if (mode === 'simulator') {
    return {
      endpoint: SIMULATOR_PATH,
      accessKey: SIMULATOR_DEFAULTS.accessKey,
      profileId: SIMULATOR_DEFAULTS.profileId,
      secretKey: installationSecret(SIMULATOR_SECRET_NAME),
      simulated: true,
      returnUrl: RETURN_PATH,
      notifyUrl: NOTIFY_PATH,
    };
  }
  const site = value(env, 'SITE_URL').replace(/\/+$/, '') || siteUrl();
  return {
    endpoint: value(env, 'CYBERSOURCE_ENDPOINT'),
    accessKey: value(env, 'CYBERSOURCE_ACCESS_KEY'),
    profileId: value(env, 'CYBERSOURCE_PROFILE_ID'),
    secretKey: value(env, 'CYBERSOURCE_SECRET_KEY'),
    simulated: false,
    returnUrl: `${site}${RETURN_PATH}`,
    notifyUrl: `${site}${NOTIFY_PATH}`,
  };
}

/**
 * The startup check (next.config.ts): throws on a misconfiguration and
 * says, once, when card payments are simulated.
 */
export function checkPaymentConfigAtStartup(
  env: Env = appEnv,
  log: (message: string) => void = (message) => serverLog.warn(message),
): CardPaymentMode {
  const mode = cardPaymentMode(env);
  if (mode === 'simulator')
    log(
      'Card payments are SIMULATED (PAYMENT_SIMULATOR=1): no card is charged. Never use this for a real deployment.',
    );
  return mode;
}
