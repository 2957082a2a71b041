import { env } from '../env';
import { forwardedHost, forwardedProto } from './http/forwarded';

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

const DEFAULT_SITE_URL = 'http://localhost:3000';

/** SITE_URL without a trailing slash, or null when it is not configured. */
export function configuredSiteUrl(): string | null {
  const configured = env.SITE_URL?.trim();
  return configured ? configured.replace(/\/+$/, '') : null;
}

/** The site's public address without a trailing slash, where there is no request to go by (e-mails, sitemap, metadata). */
export function siteUrl(): string {
  return configuredSiteUrl() ?? DEFAULT_SITE_URL;
}

/** Whether the site is served over HTTPS (secure cookies, HSTS). */
export function siteIsHttps(): boolean {
  return siteUrl().startsWith('https://');
}

/**
 * The site's public address, without a trailing slash, for links that leave
 * the page (a downloaded spreadsheet): SITE_URL when it is configured, else
 * the address the request came to (so an unconfigured site on another port
 * still links to itself; the proxy's X-Forwarded-Host and -Proto only through
 * TRUSTED_PROXY_HOPS), else http://localhost:3000.
 */
export function publicSiteUrl(headers?: Headers): string {
  const configured = configuredSiteUrl();
  if (configured) return configured;
  const host = forwardedHost(headers) || headers?.get('host')?.trim();
  if (host && HOST.test(host)) {
    const proto = forwardedProto(headers) === 'https' ? 'https' : 'http';
    return `${proto}://${host}`;
  }
  return DEFAULT_SITE_URL;
}
