'use client';

import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteLink } from '@/features/layout/site-link';

/**
 * Mantine's Anchor and Button rendered as Next.js links (SiteLink: with the navigation-pending bar). Server components
 * cannot pass `component={SiteLink}` across the client boundary, so they use these. The back office's say
 * `prefetchOnIntent` (src/features/ui/intent-link.tsx).
 */
export function AnchorLink(
  props: AnchorProps & { href: string; children: ReactNode; prefetchOnIntent?: boolean },
) {
  return <Anchor component={SiteLink} {...props} />;
}

export function ButtonLink(props: ButtonProps & { href: string; children: ReactNode }) {
  return <Button component={SiteLink} {...props} />;
}
