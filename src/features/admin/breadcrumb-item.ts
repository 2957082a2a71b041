'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name of the item a back-office page shows (a news item's title, a
 * registration's code), for the breadcrumbs' last crumb instead of "Form" or
 * an id. A page says it with useBreadcrumbItem; the breadcrumbs read it for
 * the path it was given on.
 */
let current: { path: string; label: string } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useBreadcrumbItem(label: string | null | undefined) {
  const path = usePathname();
  useEffect(() => {
    if (!label) return;
    current = { path, label };
    emit();
    return () => {
      if (current?.path === path && current.label === label) {
        current = null;
        emit();
      }
    };
  }, [path, label]);
}

/** The item's name given for this path, or null. */
export function useBreadcrumbItemOf(path: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (current?.path === path ? current.label : null),
    () => null,
  );
}
