import type { MetadataRoute } from 'next';

/** Read at request time, so SITE_URL can change without a rebuild. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/member', '/api/', '/gen_receipt', '/*/register', '/reset-password/'] },
    sitemap: `${site}/sitemap.xml`,
  };
}
