import { createHash } from 'node:crypto';

/**
 * How many reverse proxies of our own stand in front of the site
 * (TRUSTED_PROXY_HOPS, default 1). Each appends the address it was reached
 * from to X-Forwarded-For, so only that many entries at the end of the list
 * are facts; whatever is to their left came from the client and could be
 * anything.
 */
export function trustedProxyHops(): number {
  const hops = Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '', 10);
  return Number.isInteger(hops) && hops >= 1 && hops <= 10 ? hops : 1;
}

/**
 * The client's address: the X-Forwarded-For entry written by the outermost
 * trusted proxy (with one proxy, or Next's own server, which fills the header
 * with the socket's address when it is missing: the last entry), else
 * X-Real-IP, else "local". A client cannot choose its address by sending the
 * header itself, as long as the proxy appends to it or replaces it.
 */
export function clientIp(headers: Headers): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length > 0) return chain[Math.max(0, chain.length - trustedProxyHops())]!;
  return headers.get('x-real-ip')?.trim() || 'local';
}

/** An anonymous, stable key for one visitor (address and browser), never stored in the clear. */
export function visitorKey(headers: Headers): string {
  return createHash('sha256').update(`${clientIp(headers)}|${headers.get('user-agent') ?? ''}`).digest('base64url').slice(0, 22);
}
