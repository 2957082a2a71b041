import { revalidatePath } from 'next/cache';
import { locales } from '@/i18n/locales';
import { isListPath, LIST_QUERY_SEGMENT } from '@/lib/list-queries';
import { log } from '@/server/log';

/**
 * Drops cached public pages so a change staff make in the back office shows
 * on the next request: exactly the given paths (as visitors write them,
 * without language: '/news/3') in both languages, every page of a route
 * given as a pattern ('/news/[id]'), or every public page when none are
 * given. A list page ('/news') goes with every filtered or paged form of it
 * cached so far (its q/[query] pages). Call it after the change has committed. Outside a Next.js
 * server (tests, scripts) there is no page cache, and nothing to do.
 */
/** The route groups of src/app/[lng] that hold public pages: (plain) without Mantine, (site) with it. */
const PUBLIC_ROUTE_GROUPS = ['(plain)', '(site)'] as const;

/** The route of a list's cached queries, as Next names it (route group included). */
export function listQueryRoute(path: string): string {
  return `/[lng]/(site)${path}/${LIST_QUERY_SEGMENT}/[query]`;
}

export function revalidatePublicPages(paths?: readonly string[]): void {
  try {
    if (!paths) {
      revalidatePath('/[lng]', 'layout');
      return;
    }
    for (const path of new Set(paths)) {
      // A route pattern ('/news/[id]') drops every page of that route: other news pages list
      // the item too (latest, most read, related). Next names a route by its folders, route
      // group included, and public pages live in either group.
      if (path.includes('['))
        for (const group of PUBLIC_ROUTE_GROUPS) revalidatePath(`/[lng]/${group}${path}`, 'page');
      else for (const lng of locales) revalidatePath(path === '/' ? `/${lng}` : `/${lng}${path}`);
      if (isListPath(path)) revalidatePath(listQueryRoute(path), 'page');
    }
  } catch (error) {
    log.debug('page cache not revalidated (not running in Next.js)', {
      error: (error as Error).message,
    });
  }
}
