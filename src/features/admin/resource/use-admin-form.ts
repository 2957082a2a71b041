'use client';

import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { type FieldErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { type SchemaForm, useSchemaForm } from '@/features/ui/use-schema-form';
import { useT } from '@/i18n/client';

export type AdminForm<V extends Record<string, unknown>, I = V> = SchemaForm<V, I>;

/**
 * A back-office form: the one form hook (use-schema-form.ts) with the back
 * office's answers. On success a toast (SPEC.md section 9), `onSaved` and
 * back to the list; field errors, found here or by the server, go on their
 * fields with a toast asking to check them; any other refusal is a toast with
 * the server's message (a 401 or 5xx is the shell's to answer).
 */
export function useAdminForm<V extends Record<string, unknown>, I = V>(opts: {
  initial: V;
  schema: z.ZodType;
  /** What is checked and sent, when not the values themselves. */
  toInput?: (values: V) => I;
  save: (input: I) => Promise<unknown>;
  /** The toast's locale key (default: Saved). */
  savedMessage?: string;
  onSaved?: () => unknown;
  /** After a save and onSaved, back to this list. */
  listHref?: string;
  /** Empties the form after a save (a password form). */
  clearOnSave?: boolean;
  /** Where field errors were found: e.g. to show the language tab holding them. */
  onFieldErrors?: (fields: FieldErrors) => void;
}): AdminForm<V, I> {
  const { t } = useT();
  const router = useRouter();
  const form: AdminForm<V, I> = useSchemaForm<V, I>({
    initialValues: opts.initial,
    schema: opts.schema,
    toInput: opts.toInput,
    send: (input) => opts.save(input),
    checkFieldsMessage: 'admin_content.check_fields',
    onRefused: ({ fields }) => {
      if (Object.keys(fields).length > 0) opts.onFieldErrors?.(fields);
    },
    announceFailure: (failure, error) =>
      Object.keys(failure.fields).length > 0
        ? toastErrors(t, 'admin_content.check_fields')
        : toastCallFailure(t, error),
    onSuccess: async () => {
      if (opts.clearOnSave) {
        form.reset();
        form.markSaved(opts.initial);
      }
      toastSuccess(t, t(opts.savedMessage ?? 'admin_content.saved'));
      await opts.onSaved?.();
      if (opts.listHref) {
        router.push(opts.listHref);
        // The shell re-reads the admin: a saved role or user may have changed their own menu (SPEC.md section 4).
        router.refresh();
      }
    },
  });
  return form;
}
