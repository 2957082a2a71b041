import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { clientIp } from '@/server/http/visitor';
import { env } from '@/env';

/**
 * Who may read the metrics: a client whose address (as TRUSTED_PROXY_HOPS
 * resolves it, so an address named in X-Forwarded-For by the client itself
 * counts for nothing) is in METRICS_ALLOW (addresses and CIDR ranges,
 * default loopback), or any client sending `Authorization: Bearer
 * <METRICS_TOKEN>`. Everyone else gets a 404, as if there were nothing here.
 */
export function parseAllowList(spec: string): BlockList {
  const list = new BlockList();
  for (const raw of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = raw.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`METRICS_ALLOW: "${raw}" is not an address or CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

export function addressAllowed(list: BlockList, address: string): boolean {
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

function tokenMatches(header: string | null, token: string | undefined): boolean {
  if (!token || !header) return false;
  const sent = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

let allowList: { spec: string; list: BlockList } | undefined;

export function metricsAllowed(headers: Headers): boolean {
  if (tokenMatches(headers.get('authorization'), env.METRICS_TOKEN)) return true;
  const spec = env.METRICS_ALLOW;
  if (allowList?.spec !== spec) allowList = { spec, list: parseAllowList(spec) };
  return addressAllowed(allowList.list, clientIp(headers));
}
