import { useSyncExternalStore } from 'react';

export type MemberDialog = 'login' | 'register' | 'forgot' | 'change_password';

/** Which member dialog is open; any component can open one (SPEC.md section 2). The header loads the dialogs on first use. */
let open: MemberDialog | null = null;
const listeners = new Set<() => void>();

export const memberDialogs = {
  open: (dialog: MemberDialog) => {
    open = dialog;
    listeners.forEach((listener) => listener());
  },
  close: () => {
    open = null;
    listeners.forEach((listener) => listener());
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenMemberDialog(): MemberDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
}
