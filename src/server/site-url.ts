const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The site's public address, without a trailing slash, for links that leave
 * the page (a downloaded spreadsheet): SITE_URL when it is configured, else
 * the address the request came to (so an unconfigured site on another port
 * still links to itself), else http://localhost:3000.
 */
export function publicSiteUrl(headers?: Headers): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = headers?.get('x-forwarded-host')?.split(',')[0]?.trim() || headers?.get('host')?.trim();
  if (host && HOST.test(host)) {
    const proto = headers?.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
    return `${proto}://${host}`;
  }
  return 'http://localhost:3000';
}
