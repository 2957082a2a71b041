'use client';

import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * Mantine's Anchor and Button rendered as Next.js links. Server components
 * cannot pass `component={Link}` across the client boundary, so they use these.
 */
export function AnchorLink(props: AnchorProps & { href: string; children: ReactNode }) {
  return <Anchor component={Link} {...props} />;
}

export function ButtonLink(props: ButtonProps & { href: string; children: ReactNode }) {
  return <Button component={Link} {...props} />;
}
