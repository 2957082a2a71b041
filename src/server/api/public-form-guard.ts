import type { RequestContext } from '@/server/api/context';
import { verifyBotCheckUnlessStaffToken } from '@/server/api/staff-token-acting';
import { clientIp } from '@/server/http/visitor';
import { createRateLimit } from '@/server/http/rate-limit';
import { log } from '@/server/log';

/** Submissions of one public form allowed per address in the window. */
export const PUBLIC_FORM_LIMIT = { points: 5, windowSeconds: 10 * 60 };

export type PublicFormName = 'inhouse_request' | 'service_request' | 'contact';

const limits = new Map<PublicFormName, ReturnType<typeof createRateLimit>>();
const limitOf = (form: PublicFormName) => {
  let limit = limits.get(form);
  if (!limit)
    limits.set(form, (limit = createRateLimit({ name: `form:${form}`, ...PUBLIC_FORM_LIMIT })));
  return limit;
};

/**
 * Abuse protection of the public request and contact forms. Answers 429
 * (errors.too_many_requests) past the limit per address, and says whether
 * the submission should be dropped: a filled-in honeypot (`website`) is a
 * bot, which is answered as if it had worked so it learns nothing. Anything
 * else must carry a solved bot check (`bot_token`, single use), or it is
 * answered 400 please_confirm_not_a_bot on that field; an API token acting
 * for a member needs none (staff-token-acting.ts).
 */
export async function guardPublicForm(
  ctx: RequestContext,
  form: PublicFormName,
  input: { website?: string; bot_token?: string },
): Promise<'accept' | 'drop'> {
  const ip = clientIp(ctx.headers);
  await limitOf(form).consume(ip);
  if (input.website && input.website.trim() !== '') {
    log.warn('public form: honeypot filled, submission dropped', { form });
    return 'drop';
  }
  await verifyBotCheckUnlessStaffToken(ctx, input.bot_token, { ip, field: 'bot_token' });
  return 'accept';
}

/** The signed-in member sending a request, if any, so staff can see who it was. */
export async function memberIdOf(ctx: RequestContext): Promise<number | null> {
  const session = await ctx.getMember();
  return session?.member.id ?? null;
}
