import { timingSafeEqual } from 'node:crypto';
import { addressInList, cachedAddressList } from '@/server/http/address-list';
import { forwardedChain } from '@/server/http/proxies';
import { env } from '@/env';

/**
 * Who may read the metrics: a client that connected straight to this
 * instance (no X-Forwarded-For: no proxy and no client named an address)
 * from an address in METRICS_ALLOW (addresses and CIDR ranges, default
 * loopback), or any client sending `Authorization: Bearer <METRICS_TOKEN>`.
 * A forwarded address never opens them, not even one a trusted proxy wrote
 * (nginx on loopback forwards every visitor). Everyone else gets a 404, as if
 * there were nothing here.
 */
const allowList = cachedAddressList('METRICS_ALLOW');

function tokenMatches(header: string | null, token: string | undefined): boolean {
  if (!token || !header) return false;
  const sent = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsAllowed(headers: Headers): boolean {
  if (tokenMatches(headers.get('authorization'), env.METRICS_TOKEN)) return true;
  const chain = forwardedChain(headers);
  return chain.length === 1 && addressInList(allowList(env.METRICS_ALLOW), chain[0]!);
}
