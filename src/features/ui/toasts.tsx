'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';

// The toast container loads after the page, so it weighs nothing on first load;
// toasts are only ever shown in answer to something the visitor does.
const Notifications = dynamic(() => import('@mantine/notifications').then((m) => m.Notifications), {
  ssr: false,
});

// A page can hold more than one AppProviders (the page's and the member dialogs');
// only the first container mounted shows toasts, so none is shown twice.
const holders: symbol[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Toasts: bottom right, 3000 ms, with a close button (SPEC.md section 9). */
export function Toasts() {
  const [me] = useState(() => Symbol('toasts'));
  useEffect(() => {
    holders.push(me);
    emit();
    return () => {
      holders.splice(holders.indexOf(me), 1);
      emit();
    };
  }, [me]);
  const first = useSyncExternalStore(
    subscribe,
    () => holders[0] === me,
    () => false,
  );
  return first ? <Notifications position="bottom-right" autoClose={3000} /> : null;
}
