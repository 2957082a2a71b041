import { createHash } from 'node:crypto';
import { env } from '@/env';
import { forwardedChain, isTrustedProxy } from '@/server/http/proxies';

/**
 * The client's address. X-Forwarded-For ends with the address of the
 * connection this server was reached from (socket-address.ts), a fact; each
 * proxy of our own appended the address it was reached from before that.
 * Walking back from the end, an entry is passed over only while it is one of
 * our proxies (TRUSTED_PROXIES, proxies.ts), at most TRUSTED_PROXY_HOPS of
 * them: the first entry that is not is the client. A client cannot choose
 * its address by sending the header itself: what it writes stays to the left
 * of the entries that are counted, and a client that reaches the instance
 * around the proxy is not one of our proxies. Without the header, X-Real-IP,
 * else "local".
 */
export function clientIp(headers: Headers): string {
  const chain = forwardedChain(headers);
  if (chain.length === 0) return headers.get('x-real-ip')?.trim() || 'local';
  let at = chain.length - 1;
  for (let hop = 0; hop < env.TRUSTED_PROXY_HOPS && at > 0 && isTrustedProxy(chain[at]!); hop += 1)
    at -= 1;
  return chain[at]!;
}

/** An anonymous, stable key for one visitor (address and browser), never stored in the clear. */
export function visitorKey(headers: Headers): string {
  return createHash('sha256')
    .update(`${clientIp(headers)}|${headers.get('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
