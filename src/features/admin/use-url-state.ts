'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/**
 * A list page's state held in the URL's query, so a filtered page can be
 * shared, reloaded and gone back to. `get` reads a value ('' when absent);
 * `set` changes some (null or '' removes one) and, unless the page itself is
 * among them, goes back to page 1; `reset` starts afresh with only these.
 */
export function useUrlState() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const go = (query: URLSearchParams) =>
    router.replace(`${pathname}?${query.toString()}`, { scroll: false });
  const get = (key: string) => params.get(key) ?? '';
  const set = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    go(next);
  };
  const reset = (values: Record<string, string>) => go(new URLSearchParams(values));
  return { get, set, reset };
}
