'use client';

import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import type { ZodError } from 'zod';
import type { ClientT } from '@/i18n/translate';
import { issueField, issueMessage } from '@/lib/zod-messages';

/**
 * The one way every form (public, member and back office) turns a failed
 * check into messages on its fields and into toasts (SPEC.md sections 8 and
 * 9). The browser checks with the same zod schema as the server and words
 * the issues by the same rule (src/lib/zod-messages.ts); the server's answer
 * carries its own translated message per field. A field's message is shown
 * through `t`, which leaves words as they are, so a form may keep either.
 */
export type FieldErrors = Record<string, string>;

/**
 * The first message of each field of a failed zod check (lang.en.name,
 * attendees.0.email): in words when given `t`, otherwise the schema's
 * message key for the form to word when it shows it.
 */
export function zodFieldErrors(error: ZodError, t?: ClientT): FieldErrors {
  const out: FieldErrors = {};
  const isKey = (key: string) => !!t && t(key) !== key;
  for (const issue of error.issues) out[issueField(issue)] ??= t ? issueMessage(issue, t, isKey) : issue.message;
  return out;
}

/** A failed call's messages per field (already translated by the server), its overall message and its HTTP status. */
export function serverErrors(error: unknown): { fields: FieldErrors; message: string; status: number | null } {
  if (!(error instanceof TRPCClientError)) return { fields: {}, message: 'an_error_occurred', status: null };
  const data = error.data as { fieldErrors?: Record<string, string[]>; httpStatus?: number } | undefined;
  const fields = Object.fromEntries(Object.entries(data?.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
  return { fields, message: error.message, status: data?.httpStatus ?? null };
}

const closeButton = (t: ClientT) => ({ autoClose: 3000, closeButtonProps: { 'aria-label': t('close') } });

/**
 * The errors_occurred toast every failed form shows: the title, and under it
 * what went wrong (the server's message or a locale key, or a hint to check
 * the fields); never the same words twice.
 */
export function toastErrors(t: ClientT, message?: string) {
  const title = t('errors_occurred');
  const body = message ? t(message) : t('check_fields');
  notifications.show({ color: 'red', ...(body && body !== title ? { title, message: body } : { message: title }), ...closeButton(t) });
}

/** A success toast: one line, bottom right, 3000 ms, with CLOSE (SPEC.md section 9). */
export function toastSuccess(t: ClientT, message: string) {
  notifications.show({ color: 'teal', message, ...closeButton(t) });
}
