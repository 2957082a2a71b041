import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/server/auth/auth-secret';

/** How long a preview link opens the item (docs/policies/drafts-revisions-audit.md). */
export const PREVIEW_SECONDS = 30 * 60;

export interface PreviewGrant {
  /** The resource's name (news, portfolios). */
  resource: string;
  id: number;
  /** The staff member it was issued to. */
  userId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** A preview of unsaved edits: the key of the form's values kept for it (preview-draft-service.ts). */
  draft?: string;
}

/** A kept draft's key: 32 random hexadecimal characters. */
export const DRAFT_KEY = /^[0-9a-f]{32}$/;

const sign = (payload: string) =>
  createHmac('sha256', `${authSecret()}:preview`).update(payload).digest('base64url');

/** A signed, expiring preview link's token for one item and one staff member. */
export function previewToken(grant: Omit<PreviewGrant, 'exp'>, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ ...grant, exp: Math.floor(now / 1000) + PREVIEW_SECONDS }),
  ).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The grant of a genuine, unexpired token; null for anything else (forged, altered, expired, malformed). */
export function readPreviewToken(token: unknown, now = Date.now()): PreviewGrant | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewGrant;
    if (
      typeof grant.resource !== 'string' ||
      !Number.isSafeInteger(grant.id) ||
      !Number.isSafeInteger(grant.userId) ||
      typeof grant.exp !== 'number' ||
      (grant.draft !== undefined && !DRAFT_KEY.test(String(grant.draft))) ||
      grant.exp * 1000 <= now
    )
      return null;
    return grant;
  } catch {
    return null;
  }
}

/** The cookie that carries the grant beside Next's draft-mode cookie. */
export const PREVIEW_COOKIE = 'asc-preview';
