import { revalidatePath } from 'next/cache';
import { log } from '@/server/log';

/**
 * Drops every cached public page in both languages, so a change staff make
 * in the back office shows at once. Call it after a content mutation has
 * committed. Outside a Next.js server (tests, scripts) there is no page
 * cache, and nothing to do.
 */
export function revalidatePublicPages(): void {
  try {
    revalidatePath('/[lng]', 'layout');
  } catch (error) {
    log.debug('page cache not revalidated (not running in Next.js)', { error: (error as Error).message });
  }
}
