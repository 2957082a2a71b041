import { env } from '../../env';
import { addressInList, cachedAddressList } from './address-list';

/**
 * Which connections come from reverse proxies of our own: TRUSTED_PROXY_HOPS says how many
 * stand in front (default 0: none), TRUSTED_PROXIES where they connect from (addresses and
 * CIDR ranges, default loopback: nginx on the same machine). A forwarded header (X-Forwarded-For,
 * -Host, -Proto) is believed only from an address on that list, never by the hop count alone:
 * a client that reaches an instance around the proxy is the client, whatever it writes.
 * Relative imports only: next.config.ts reaches this module (site-url.ts).
 */
const trustedList = cachedAddressList('TRUSTED_PROXIES');

export function isTrustedProxy(address: string): boolean {
  return addressInList(trustedList(env.TRUSTED_PROXIES), address);
}

/**
 * X-Forwarded-For as entries: what the client and each proxy wrote, and last the address of
 * the connection this server was reached from (socket-address.ts appends it, a fact).
 */
export function forwardedChain(headers: Headers | undefined): string[] {
  return (headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Whether this request's connection came from one of our proxies (so the headers it set count). */
export function fromTrustedProxy(headers: Headers | undefined): boolean {
  if (env.TRUSTED_PROXY_HOPS < 1) return false;
  const peer = forwardedChain(headers).at(-1);
  return peer !== undefined && isTrustedProxy(peer);
}
