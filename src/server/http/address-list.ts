import { BlockList, isIP } from 'node:net';

/**
 * A setting that lists addresses and CIDR ranges, comma-separated (METRICS_ALLOW,
 * TRUSTED_PROXIES), as a list an address is checked against. Relative imports only:
 * the forwarded-header checks reach it from next.config.ts.
 */
export function parseAddressList(spec: string, setting: string): BlockList {
  const list = new BlockList();
  for (const raw of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = raw.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`${setting}: "${raw}" is not an address or CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is in the list; anything else is not. */
export function addressInList(list: BlockList, address: string): boolean {
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** A parsed list kept while its setting stays the same (settings are read per call: tests change them). */
export function cachedAddressList(setting: string): (spec: string) => BlockList {
  let kept: { spec: string; list: BlockList } | undefined;
  return (spec) => {
    if (kept?.spec !== spec) kept = { spec, list: parseAddressList(spec, setting) };
    return kept.list;
  };
}
