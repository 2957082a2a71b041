import Link from 'next/link';
import type { ComponentProps } from 'react';
import { NavigationPending } from './navigation-pending';

/** A Next.js link of the public site that shows the navigation-pending bar while its page loads. */
export function SiteLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <NavigationPending />
    </Link>
  );
}
