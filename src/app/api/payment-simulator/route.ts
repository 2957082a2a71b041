import { randomBytes } from 'node:crypto';
import { POST as notify } from '@/app/api/payments/cybersource/notify/route';
import { refusingLargeBodies } from '@/server/http/body-limit';
import { translator } from '@/server/i18n/translate';
import { log } from '@/server/log';
import {
  CARD_TYPE_NAMES,
  type Fields,
  maskCardNumber,
  NOTIFY_PATH,
  RETURN_PATH,
  signAll,
  verify,
} from '@/server/payments/cybersource';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { formFields } from '@/server/payments/reply-handler';

export const dynamic = 'force-dynamic';

/**
 * A stand-in for the hosted checkout, live only when PAYMENT_SIMULATOR=1
 * (development, the tests, the demo `npm run go`; 404 otherwise): it takes
 * the signed request, checks its signature against this installation's
 * simulator key, asks for a card, then signs a reply the way the gateway
 * does, hands it to this site's own notify handler (the server-to-server
 * reply) and sends the browser to this site's own return URL with it.
 * The request's override_backoffice_post_url and override_custom_receipt_page
 * are ignored: the simulator never posts anywhere else and never puts a
 * URL it was sent into the page (no request forgery to other hosts, no
 * javascript: form action). Test cards (any expiry and CVN):
 * 4111111111111111 Visa, 5555555555554444 Mastercard, 3566111111111113 JCB
 * accept; 4000000000000002 declines; any other number is an invalid card.
 * The card number is used only here, to choose the outcome, and is neither
 * stored nor logged: the reply carries the masked number.
 */

const REQUIRED_REQUEST_FIELDS = [
  'access_key',
  'profile_id',
  'transaction_uuid',
  'signed_date_time',
  'transaction_type',
  'reference_number',
  'amount',
  'currency',
];

const ACCEPTING: Record<string, string> = {
  '4111111111111111': '001',
  '5555555555554444': '002',
  '3566111111111113': '007',
};
const DECLINING = '4000000000000002';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * The simulator's pages run only what they carry themselves, by a nonce new
 * on every answer: their one style sheet and the script that sends the
 * signed reply on; forms post only to this site; nothing else loads and
 * nothing may frame them.
 */
function simulatorPolicy(nonce: string): string {
  return [
    `default-src 'none'`,
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `form-action 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** A page of the simulator; a body given as a function is handed the nonce its inline script carries. */
function page(
  lang: 'th' | 'en',
  title: string,
  body: string | ((nonce: string) => string),
  status = 200,
): Response {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529}main{max-width:440px;margin:24px auto;background:#fff;padding:20px;border-radius:8px;border:1px solid #dee2e6}label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #868e96;border-radius:4px}button{margin-top:16px;padding:10px 16px;font-size:16px;border-radius:4px;border:1px solid #1c7ed6;cursor:pointer}.pay{background:#1864ab;color:#fff}.cancel{background:#fff;color:#1864ab}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{font-weight:600}small{color:#495057}</style></head>
<body><main>${typeof body === 'function' ? body(nonce) : body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': simulatorPolicy(nonce),
    },
  });
}

function hidden(fields: Fields): string {
  return Object.entries(fields)
    .map(([n, v]) => `<input type="hidden" name="${escapeHtml(n)}" value="${escapeHtml(v)}">`)
    .join('');
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });

export function POST(request: Request) {
  return refusingLargeBodies(request, () => simulate(request));
}

async function simulate(request: Request): Promise<Response> {
  const config = gatewayConfig();
  if (!config?.simulated) return notFound();
  const form = await formFields(request);
  const action = form.sim_action;
  // The signed request travels through the card form as sim_request (base64 JSON).
  let req: Fields = form;
  if (action) {
    try {
      req = JSON.parse(Buffer.from(form.sim_request ?? '', 'base64').toString('utf8')) as Fields;
    } catch {
      req = {};
    }
  }
  const lang = req.locale?.startsWith('en') ? 'en' : 'th';
  const t = translator(lang);
  const title = t('payment.simulator.title');
  if (
    !verify(req, config.secretKey, REQUIRED_REQUEST_FIELDS) ||
    req.access_key !== config.accessKey ||
    req.profile_id !== config.profileId
  ) {
    log.warn('payment simulator: request refused (bad signature or keys)');
    return page(
      lang,
      title,
      `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t('payment.simulator.invalid_request'))}</p>`,
      403,
    );
  }

  if (!action) {
    const encoded = Buffer.from(JSON.stringify(req)).toString('base64');
    return page(
      lang,
      title,
      `<h1>${escapeHtml(title)}</h1><p><small>${escapeHtml(t('payment.simulator.intro'))}</small></p>
<dl><dt>${escapeHtml(t('payment.simulator.reference'))}</dt><dd data-testid="sim-reference">${escapeHtml(req.reference_number!)}</dd><dt>${escapeHtml(t('payment.simulator.amount'))}</dt><dd data-testid="sim-amount">${escapeHtml(`${req.amount} ${req.currency}`)}</dd></dl>
<form method="post" action="">
<input type="hidden" name="sim_request" value="${escapeHtml(encoded)}">
<label for="card_number">${escapeHtml(t('payment.simulator.card_number'))}</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number">
<label for="card_expiry">${escapeHtml(t('payment.simulator.expiry'))}</label><input id="card_expiry" name="card_expiry" placeholder="MM/YY" autocomplete="cc-exp">
<label for="card_cvn">${escapeHtml(t('payment.simulator.cvn'))}</label><input id="card_cvn" name="card_cvn" inputmode="numeric" autocomplete="cc-csc">
<p><small>${escapeHtml(t('payment.simulator.test_cards'))}</small></p>
<button class="pay" type="submit" name="sim_action" value="pay">${escapeHtml(t('payment.simulator.pay'))}</button>
<button class="cancel" type="submit" name="sim_action" value="cancel">${escapeHtml(t('payment.simulator.cancel'))}</button>
</form>`,
    );
  }

  const digits = (form.card_number ?? '').replace(/\D/g, '');
  const cardType =
    ACCEPTING[digits] ??
    (digits.startsWith('4')
      ? '001'
      : digits.startsWith('5')
        ? '002'
        : digits.startsWith('35')
          ? '007'
          : '');
  const outcome =
    action === 'cancel'
      ? { decision: 'CANCEL', reason_code: '200', message: t('payment.simulator.cancelled') }
      : ACCEPTING[digits]
        ? { decision: 'ACCEPT', reason_code: '100', message: t('payment.simulator.accepted') }
        : digits === DECLINING
          ? { decision: 'DECLINE', reason_code: '203', message: t('payment.simulator.declined') }
          : {
              decision: 'DECLINE',
              reason_code: '231',
              message: t('payment.simulator.invalid_card'),
            };
  const reply = signAll(
    {
      ...outcome,
      transaction_id: `SIM${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      req_reference_number: req.reference_number!,
      req_amount: req.amount!,
      req_currency: req.currency!,
      req_transaction_uuid: req.transaction_uuid!,
      req_locale: req.locale ?? '',
      req_card_number: action === 'cancel' ? '' : maskCardNumber(digits),
      req_card_type: action === 'cancel' || !CARD_TYPE_NAMES[cardType] ? '' : cardType,
      signed_date_time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    },
    config.secretKey,
  );
  // (a) server to server, as the gateway does, to this site's own notify handler, called in
  // process: no outgoing request at all, so no address from the request can be reached.
  try {
    await notify(
      new Request(new URL(NOTIFY_PATH, request.url), {
        method: 'POST',
        body: new URLSearchParams(reply),
      }),
    );
  } catch (error) {
    log.warn('payment simulator: notify failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  // (b) the browser carries the same reply to this site's own return URL (a path: same origin); applying it twice is idempotent.
  const returnUrl = RETURN_PATH;
  return page(
    lang,
    title,
    (nonce) => `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('payment.simulator.returning'))}</p>
<form id="reply" method="post" action="${escapeHtml(returnUrl)}">${hidden(reply)}<button class="pay" type="submit">${escapeHtml(t('payment.simulator.continue'))}</button></form>
<script nonce="${nonce}">document.getElementById('reply').submit()</script>`,
  );
}
