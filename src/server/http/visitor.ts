import { createHash } from 'node:crypto';

/**
 * The client's address: the first X-Forwarded-For hop set by the reverse
 * proxy in front of the site, else X-Real-IP, else "local".
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'local';
}

/** An anonymous, stable key for one visitor (address and browser), never stored in the clear. */
export function visitorKey(headers: Headers): string {
  return createHash('sha256').update(`${clientIp(headers)}|${headers.get('user-agent') ?? ''}`).digest('base64url').slice(0, 22);
}
