'use client';

import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { memberDialogs, type MemberDialog } from '@/features/members/dialog-store';

/** A button a server component can render to open one of the member dialogs. */
export function OpenDialogButton({
  dialog,
  children,
}: {
  dialog: MemberDialog;
  children: ReactNode;
}) {
  return <Button onClick={() => memberDialogs.open(dialog)}>{children}</Button>;
}
