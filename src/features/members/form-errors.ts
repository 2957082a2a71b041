'use client';

import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import type { ClientT } from '@/i18n/translate';
import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message (a locale key) of each field. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    out[field] ??= issue.message;
  }
  return out;
}

/** The server's translated field messages and overall message (SPEC.md section 8). */
export function serverErrors(error: unknown): { fields: FieldErrors; message: string } {
  if (error instanceof TRPCClientError) {
    const data = error.data as { fieldErrors?: Record<string, string[]> } | undefined;
    const fields = Object.fromEntries(Object.entries(data?.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
    return { fields, message: error.message };
  }
  return { fields: {}, message: 'an_error_occurred' };
}

/** The errors_occurred toast every failed form shows. */
export function toastErrors(t: ClientT, message?: string) {
  notifications.show({ color: 'red', title: t('errors_occurred'), message: message ? t(message) : t('errors_occurred'), autoClose: 3000, closeButtonProps: { 'aria-label': t('close') } });
}

export function toastSuccess(t: ClientT, message: string) {
  notifications.show({ color: 'teal', message, autoClose: 3000, closeButtonProps: { 'aria-label': t('close') } });
}
