import type { MetadataRoute } from 'next';
import { siteUrl } from '@/server/site-url';

/** Read at request time, so SITE_URL can change without a rebuild. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = siteUrl();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/member', '/api/', '/gen_receipt', '/*/register', '/reset-password/'],
    },
    sitemap: `${site}/sitemap.xml`,
  };
}
