'use client';

import { useRouter } from 'next/navigation';
import { type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';
import type { z } from 'zod';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { type FieldErrors, serverErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';

export interface AdminForm<V> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** Changes some values. */
  set: (changes: Partial<V>) => void;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  busy: boolean;
  /** Changed since opened or last saved: the form page warns before leaving. */
  unsaved: boolean;
  submit: (event?: FormEvent) => void;
  /** Back to the values it opened with. */
  reset: () => void;
}

/**
 * The state and submit of a back-office form: the values are checked with
 * the schema the server checks them with, then sent; on success a toast
 * (SPEC.md section 9), `onSaved` and back to the list; field errors, found here or by the
 * server, go on their fields with a toast asking to check them; any other
 * refusal is a toast with the server's message.
 */
export function useAdminForm<V, I = V>(opts: {
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
}): AdminForm<V> {
  const { t } = useT();
  const router = useRouter();
  const [values, setValues] = useState<V>(opts.initial);
  const [baseline, setBaseline] = useState<V>(opts.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function showFieldErrors(fields: FieldErrors) {
    setErrors(fields);
    opts.onFieldErrors?.(fields);
    toastErrors(t, 'admin_content.check_fields');
  }

  async function send(sent: V, input: I) {
    setBusy(true);
    try {
      await opts.save(input);
      if (opts.clearOnSave) reset();
      else setBaseline(sent);
      toastSuccess(t, t(opts.savedMessage ?? 'admin_content.saved'));
      await opts.onSaved?.();
      if (opts.listHref) {
        router.push(opts.listHref);
        // The shell re-reads the admin: a saved role or user may have changed their own menu (SPEC.md section 4).
        router.refresh();
      }
    } catch (error) {
      const { fields } = serverErrors(error);
      if (Object.keys(fields).length > 0) showFieldErrors(fields);
      else toastCallFailure(t, error);
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setValues(opts.initial);
    setBaseline(opts.initial);
    setErrors({});
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const input = opts.toInput ? opts.toInput(values) : (values as unknown as I);
    const parsed = opts.schema.safeParse(input);
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error, t));
    setErrors({});
    void send(values, input);
  }

  return {
    values,
    setValues,
    set: (changes) => setValues((v) => ({ ...v, ...changes })),
    errors,
    setErrors,
    busy,
    unsaved: JSON.stringify(values) !== JSON.stringify(baseline),
    submit,
    reset,
  };
}
