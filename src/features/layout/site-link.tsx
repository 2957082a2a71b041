import Link from 'next/link';
import type { ComponentProps } from 'react';
import { IntentLink } from '@/features/ui/intent-link';
import { NavigationPending } from './navigation-pending';

/**
 * A Next.js link of the site that shows the navigation-pending bar while its page loads.
 * `prefetchOnIntent`: prefetched when the pointer or keyboard reaches it, not on sight (IntentLink).
 */
export function SiteLink({
  children,
  prefetchOnIntent,
  ...props
}: ComponentProps<typeof Link> & { prefetchOnIntent?: boolean }) {
  const Anchor = prefetchOnIntent ? IntentLink : Link;
  return (
    <Anchor {...props}>
      {children}
      <NavigationPending />
    </Anchor>
  );
}
