import type { Permission } from '@/lib/permissions';
import type { RequestContext } from '@/server/api/context';
import { verifyBotCheck } from '@/server/bot-check';
import { bearerToken } from '@/server/http/bearer';

/**
 * The permission an API token must carry to act for a member without the
 * bot check (docs/api-tokens.md): the members' permission, the one staff
 * need to create and edit members in the back office.
 */
export const ACT_FOR_MEMBER: Permission = 'access/member';

/**
 * Whether the caller is an integration acting for a member: an API token
 * (never a login session, cookie or bearer) whose effective permissions,
 * within its issuer's current ones, include ACT_FOR_MEMBER.
 */
export async function tokenActsForMember(ctx: RequestContext): Promise<boolean> {
  if (!bearerToken(ctx.headers)) return false;
  const admin = await ctx.getAdmin();
  return !!admin?.apiToken && admin.user.permissions.includes(ACT_FOR_MEMBER);
}

/**
 * The bot check of register, forgot-password, contact and requests: skipped
 * for an API token acting for a member, otherwise verifyBotCheck (400
 * please_confirm_not_a_bot on the field when missing, forged or reused).
 */
export async function verifyBotCheckUnlessStaffToken(
  ctx: RequestContext,
  token: string | null | undefined,
  opts: { ip?: string; field?: string } = {},
): Promise<void> {
  if (await tokenActsForMember(ctx)) return;
  await verifyBotCheck(token, opts);
}
