'use client';

import dynamic from 'next/dynamic';

// The toast container loads after the page, so it weighs nothing on first load;
// toasts are only ever shown in answer to something the visitor does.
const Notifications = dynamic(() => import('@mantine/notifications').then((m) => m.Notifications), { ssr: false });

/** Toasts: bottom right, 3000 ms, with a close button (SPEC.md section 9). */
export function Toasts() {
  return <Notifications position="bottom-right" autoClose={3000} />;
}
