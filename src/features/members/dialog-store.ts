'use client';

import { createStore, useStore } from '@mantine/store';

export type MemberDialog = 'login' | 'register' | 'forgot' | 'change_password';

/** Which member dialog is open; any component can open one (SPEC.md section 2). */
const store = createStore<{ open: MemberDialog | null }>({ open: null });

export const memberDialogs = {
  open: (dialog: MemberDialog) => store.setState({ open: dialog }),
  close: () => store.setState({ open: null }),
};

export function useOpenMemberDialog(): MemberDialog | null {
  return useStore(store).open;
}
