import { botCheckConfig } from '@/server/bot-check/config';
import { env } from '@/env';

/** Where the map of /contact comes from (src/features/services/contact-map.tsx). */
const MAP_FRAME = 'https://www.openstreetmap.org';
/** reCAPTCHA v2's script and frame hosts (Google's CSP guidance), only when it is the bot check in use. */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * Pages rendered for each request anyway (the back office and the member
 * area, the login, registration, password-reset and e-mail confirmation pages, the receipt
 * preview: `force-dynamic`), which can carry a per-request nonce at no cost.
 * Every other page is prerendered and cached, so its HTML cannot.
 */
const NONCE_PAGES = [
  /^\/admin(\/|$)/,
  /^\/member(\/|$)/,
  /^\/login$/,
  /^\/register$/,
  /^\/reset-password(\/|$)/,
  /^\/confirm-email(\/|$)/,
  /^\/gen_receipt$/,
  /^\/public-training\/[^/]+\/register(\/|$)/,
];

export function pageTakesNonce(path: string): boolean {
  return NONCE_PAGES.some((page) => page.test(path));
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a page. Scripts: this site's own, plus the
 * bot-check provider's hosts when that is reCAPTCHA (ALTCHA is served from
 * here and runs its proof of work in a blob: worker). With a nonce, only
 * scripts carrying it (Next.js puts it on its own) and what they load run
 * ('strict-dynamic'); without one, Next.js' inline bootstrap scripts of the
 * cached pages need 'unsafe-inline'. Styles are inline (Mantine), images
 * from here, data: and blob: (QR codes, previews of images being uploaded),
 * fonts self-hosted, the only frame the /contact map, forms post here or to
 * the card gateway, and no page may be framed. (The API's own policy is in
 * next.config.ts.)
 */
export function contentSecurityPolicy(opts: { nonce?: string; dev?: boolean } = {}): string {
  const recaptcha = botCheckConfig().provider === 'recaptcha';
  const gateway = originOf(env.CYBERSOURCE_ENDPOINT);
  const scripts = opts.nonce ? [`'nonce-${opts.nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scripts,
      ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
      ...(opts.dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(opts.dev ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [MAP_FRAME, ...(recaptcha ? RECAPTCHA_FRAMES : [])],
    'form-action': ["'self'", ...(gateway ? [gateway] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
