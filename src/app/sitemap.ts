import type { MetadataRoute } from 'next';
import { publicApi } from '@/trpc/server';
import { siteUrl } from '@/server/site-url';

/** Built from the content on each request (cheap; crawlers fetch it rarely), so the build needs no database. */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteUrl();
  const entries = await publicApi('th').public.site.sitemap();
  return entries.map(({ path, lastModified, priority }) => {
    const clean = path === '/' ? '' : path;
    return {
      url: `${site}${clean || '/'}`,
      lastModified,
      priority,
      alternates: { languages: { th: `${site}${clean || '/'}`, en: `${site}/en${clean}` } },
    };
  });
}
