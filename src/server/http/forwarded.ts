import { fromTrustedProxy } from './proxies';

/**
 * What the reverse proxies of our own say about the request, believed only
 * when the request came from one (proxies.ts: TRUSTED_PROXY_HOPS > 0 and the
 * connection from an address of TRUSTED_PROXIES); a client can send
 * any X-Forwarded-* header it likes, and with no proxy in front nothing
 * replaces it. Each proxy is to set the header itself (deploy/nginx.conf:
 * `proxy_set_header X-Forwarded-Host $host`), so the value that counts is
 * the last one, written by the nearest proxy.
 */
function lastTrusted(headers: Headers | undefined, name: string): string | null {
  if (!fromTrustedProxy(headers)) return null;
  const value = headers?.get(name);
  if (!value) return null;
  return value.split(',').at(-1)?.trim() || null;
}

/** The host the client asked the proxy for (X-Forwarded-Host), or null without a trusted proxy. */
export function forwardedHost(headers: Headers | undefined): string | null {
  return lastTrusted(headers, 'x-forwarded-host');
}

/** The scheme the client used to reach the proxy (X-Forwarded-Proto), or null without a trusted proxy. */
export function forwardedProto(headers: Headers | undefined): string | null {
  return lastTrusted(headers, 'x-forwarded-proto')?.toLowerCase() ?? null;
}
