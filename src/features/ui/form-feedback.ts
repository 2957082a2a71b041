'use client';

import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import type { ZodError, ZodType } from 'zod';
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
  for (const issue of error.issues)
    out[issueField(issue)] ??= t ? issueMessage(issue, t, isKey) : issue.message;
  return out;
}

/**
 * The resolver of every form (use-schema-form.ts): the values checked with
 * the schema the server checks them with, each field's first message in
 * words. Mantine's own `schemaResolver` keeps only an issue's message, not
 * its code and bounds, which the shared wording rule needs ("at most 255").
 */
export function schemaErrors(schema: ZodType, input: unknown, t: ClientT): FieldErrors {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : zodFieldErrors(parsed.error, t);
}

/**
 * A refusal that did not come through tRPC: a login (a locale key from
 * next-auth's answer), a REST upload's error body. `serverErrors` reads it
 * as it reads a tRPC error.
 */
export class FormFailure extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FormFailure';
  }
}

/**
 * A REST answer's error body (`{ message, error, errors }`, SPEC.md section 8;
 * messages already translated) as a FormFailure; `fallback` (a locale key) when
 * the body says nothing (a proxy's page, a network error).
 */
export function restFailure(
  status: number,
  body: unknown,
  fallback = 'cannot_upload_file',
): FormFailure {
  const data = (body ?? {}) as { message?: unknown; errors?: Record<string, string[]> | null };
  const fields = Object.fromEntries(
    Object.entries(data.errors ?? {}).map(([k, v]) => [k, v[0] ?? '']),
  );
  return new FormFailure(
    typeof data.message === 'string' && data.message ? data.message : fallback,
    fields,
    status,
  );
}

export interface ServerFailure {
  /** Messages per field, in words. */
  fields: FieldErrors;
  /** The overall message: words, or a locale key (shown through `t`). */
  message: string;
  status: number | null;
}

/** A failed call's messages per field (already translated by the server), its overall message and its HTTP status. */
export function serverErrors(error: unknown): ServerFailure {
  if (error instanceof FormFailure)
    return { fields: error.fields, message: error.message, status: error.status };
  if (!(error instanceof TRPCClientError))
    return { fields: {}, message: 'an_error_occurred', status: null };
  const data = error.data as
    { fieldErrors?: Record<string, string[]>; httpStatus?: number } | undefined;
  const fields = Object.fromEntries(
    Object.entries(data?.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? '']),
  );
  return { fields, message: error.message, status: data?.httpStatus ?? null };
}

/** A toast's close button says CLOSE in words (SPEC.md section 9), not a bare ×. */
export const toastCloseButtonProps = (t: ClientT) => ({
  'aria-label': t('close'),
  icon: t('close').toLocaleUpperCase(),
  w: 'auto',
  px: 6,
  fz: 'xs',
  fw: 700,
  'data-testid': 'toast-close',
});

const closeButton = (t: ClientT) => ({
  autoClose: 3000,
  closeButtonProps: toastCloseButtonProps(t),
});

/**
 * The errors_occurred toast every failed form shows: the title, and under it
 * what went wrong (the server's message or a locale key, or a hint to check
 * the fields); never the same words twice.
 */
export function toastErrors(t: ClientT, message?: string) {
  const title = t('errors_occurred');
  const body = message ? t(message) : t('check_fields');
  notifications.show({
    color: 'red',
    ...(body && body !== title ? { title, message: body } : { message: title }),
    ...closeButton(t),
  });
}

/** A success toast: one line, bottom right, 3000 ms, with CLOSE (SPEC.md section 9). */
export function toastSuccess(t: ClientT, message: string) {
  notifications.show({ color: 'teal', message, ...closeButton(t) });
}
