'use client';

import Link from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * A Next.js link that prefetches its page when a person shows the intent to
 * follow it (the pointer comes over it, a finger touches it, the keyboard
 * reaches it) rather than when it scrolls into view. The back office uses it
 * for every link: its pages are rendered per request for the signed-in staff
 * member, and a page of it shows dozens of links (the menu, a list's rows,
 * the dashboard's cards), so prefetching each on sight asked the server for
 * about twenty renders per page opened (docs/performance.md). The page of the
 * link followed is still fetched before the click lands.
 */
export function IntentLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
