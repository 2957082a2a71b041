import { createHash } from 'node:crypto';
import { env } from '@/env';

/**
 * How many reverse proxies of our own stand in front of the site
 * (TRUSTED_PROXY_HOPS, default 0: none). Each appends the address it was
 * reached from to X-Forwarded-For, and so does this server itself
 * (socket-address.ts), so only the last hops + 1 entries of the list are
 * facts; whatever is to their left came from the client and could be anything.
 */
export function trustedProxyHops(): number {
  return env.TRUSTED_PROXY_HOPS;
}

/**
 * The client's address: the X-Forwarded-For entry `hops` places before the
 * last one (the last is the connection this server was reached from; with no
 * trusted proxy, that connection is the client), else X-Real-IP, else
 * "local". A client cannot choose its address by sending the header itself:
 * what it writes stays to the left of the entries that are counted.
 */
export function clientIp(headers: Headers): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length > 0) return chain[Math.max(0, chain.length - 1 - trustedProxyHops())]!;
  return headers.get('x-real-ip')?.trim() || 'local';
}

/** An anonymous, stable key for one visitor (address and browser), never stored in the clear. */
export function visitorKey(headers: Headers): string {
  return createHash('sha256')
    .update(`${clientIp(headers)}|${headers.get('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
