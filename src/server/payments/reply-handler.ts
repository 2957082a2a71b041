import type { Fields } from '@/server/payments/cybersource';
import { db } from '@/server/db';
import { metrics } from '@/server/ops/metrics';
import { bodyLimit, readBodyWithin } from '@/server/http/body-limit';
import { cardPaymentService, type ReplyOutcome } from '@/server/services/card-payment-service';

/**
 * The posted form of a gateway reply, as plain string fields (files and
 * repeated names ignored). A reply is a few kilobytes: the body is read only
 * within the request limit (BodyTooLargeError beyond it).
 */
export async function formFields(request: Request): Promise<Fields> {
  const fields: Fields = {};
  const body = await readBodyWithin(request, bodyLimit('request'));
  try {
    const form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    for (const [name, value] of form.entries())
      if (typeof value === 'string' && !(name in fields)) fields[name] = value.slice(0, 2000);
  } catch {
    // not a form: no fields, the reply is rejected
  }
  return fields;
}

export async function applyGatewayReply(
  request: Request,
  source: 'return' | 'notify',
): Promise<ReplyOutcome> {
  const outcome = await cardPaymentService(db).applyReply(await formFields(request), source);
  metrics.payment(
    'card',
    outcome.kind === 'rejected' ? `rejected_${outcome.reason}` : outcome.kind,
  );
  return outcome;
}

/** Where the browser goes after the gateway: the payment page with the outcome. */
export function resultLocation(outcome: ReplyOutcome): string {
  if (outcome.registrationId === null) return '/?payment=error';
  const result =
    outcome.kind === 'paid'
      ? 'paid'
      : outcome.kind === 'not_paid'
        ? 'not_paid'
        : outcome.kind === 'duplicate'
          ? outcome.decision === 'ACCEPT'
            ? 'paid'
            : outcome.decision
              ? 'not_paid'
              : 'done'
          : outcome.kind === 'accepted_late'
            ? 'late'
            : 'error';
  return `/member/payment/${outcome.registrationId}?result=${result}`;
}
