'use client';

import { type FormErrors, useForm, type UseFormReturnType } from '@mantine/form';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { ZodType } from 'zod';
import {
  type FieldErrors,
  schemaErrors,
  type ServerFailure,
  serverErrors,
  toastErrors,
} from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';

/** A form's values: an object of fields (nested objects and lists allowed). */
type Values = Record<string, unknown>;

/** The schema a form is checked with, or a loader of it, kept at module level (a page keeps zod out of its first load until the first submit). */
export type SchemaSource = ZodType | (() => Promise<ZodType>);

export interface SchemaFormOptions<V extends Values, I, R> {
  initialValues: V;
  /** The zod schema the server checks the same input with (src/lib/schemas). */
  schema: SchemaSource;
  /** What is checked and sent, when not the values themselves (field errors are read under the input's paths). */
  toInput?: (values: V) => I;
  /** Rules the schema cannot hold (a file chosen, a bot check the server asked for): a locale key per failing field. */
  check?: (values: V) => Record<string, string | false | null | undefined>;
  /** Sends the input; throws on refusal (a tRPC error, or a FormFailure). */
  send: (input: I, values: V) => Promise<R>;
  onSuccess?: (result: R, values: V) => unknown;
  /** After a refusal, found here (no `error`, no `message`) or by the server (`message`: words or a locale key). */
  onRefused?: (refusal: { fields: FieldErrors; message: string | null; error?: unknown }) => void;
  /** The toast's body when fields are wrong: a locale key (default check_fields), or null for no toast. */
  checkFieldsMessage?: string | null;
  /** How a refused call is announced (default: the errors_occurred toast with the server's message). */
  announceFailure?: (failure: ServerFailure, error: unknown) => void;
  /** The (text) field holding the bot check's answer: single use, so a refused submission asks for a fresh one. */
  botField?: keyof V & string;
}

export type SchemaForm<V extends Values, I = V> = UseFormReturnType<
  V,
  I,
  (values: V) => FormErrors
> & {
  /** The form's onSubmit: check, send, then success or field errors and toasts. */
  submit: (event?: FormEvent) => void;
  /** Checks the values now with another schema (a step of a longer form): errors on the fields and the toast; true when they pass. */
  checkWith: (schema: ZodType, input?: unknown) => boolean;
  /** Shows a refusal of a call the form made outside `submit` (its fields, alert and toast). */
  showRefusal: (error: unknown) => void;
  /** Being checked or sent. */
  busy: boolean;
  /** Changed since opened or last saved. */
  unsaved: boolean;
  /** The values as saved now: `unsaved` compares with them. */
  markSaved: (values?: V) => void;
  /** The words of the server's last refusal when it named no field (shown in an alert by forms that have one). */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Props of a Select bound to a text field that holds '' for none (a select's empty value is null). */
  getSelectProps: (path: string) => {
    value: string | null;
    onChange: (value: string | null) => void;
    error?: ReactNode;
  };
  /** Props of the form's BotCheck (with `botField`): remounted after a refusal. */
  botCheck: { key: number; onToken: (token: string | null) => void; error?: string };
};

/** The schemas loaders have given, by loader. */
const loaded = new WeakMap<() => Promise<ZodType>, ZodType>();

/**
 * The one way a form is written, public, member or back office, on
 * @mantine/form: the values are checked in the browser with the zod schema
 * the server checks them with, worded by the same rule as the server's
 * errors (src/lib/zod-messages.ts); a refusal puts the server's translated
 * messages on their fields (form-feedback.ts) with the errors_occurred toast.
 * Inputs take `form.getInputProps(path)`; see docs/forms.md.
 */
export function useSchemaForm<V extends Values, I = V, R = unknown>(
  opts: SchemaFormOptions<V, I, R>,
): SchemaForm<V, I> {
  const { t } = useT();
  const toInput = opts.toInput ?? ((values: V) => values as unknown as I);
  const schemaNow = () =>
    typeof opts.schema === 'function' ? loaded.get(opts.schema) : opts.schema;
  const [saved, setSaved] = useState<string>(() => JSON.stringify(opts.initialValues));
  const [formError, setFormError] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);

  const checkErrors = (values: V): FieldErrors => {
    const schema = schemaNow();
    const found = schema ? schemaErrors(schema, toInput(values), t) : {};
    for (const [field, key] of Object.entries(opts.check?.(values) ?? {}))
      if (key) found[field] ??= t(key);
    return found;
  };

  const form = useForm<V, I>({
    mode: 'controlled',
    initialValues: opts.initialValues,
    transformValues: toInput,
    validate: checkErrors,
  });

  /** The bot check's answer goes into the values under `botField`. */
  function setBotToken(token: string) {
    if (opts.botField) form.setValues({ [opts.botField]: token } as Partial<V>);
  }

  function refused(fields: FieldErrors, message: string | null, error?: unknown) {
    // Only the server's answers change the form's alert: a check in the browser leaves the last one in view.
    if (message !== null) setFormError(Object.keys(fields).length === 0 ? t(message) : null);
    opts.onRefused?.({ fields, message, error });
  }

  function announceInvalid() {
    if (opts.checkFieldsMessage !== null) toastErrors(t, opts.checkFieldsMessage);
  }

  async function send(input: I, values: V) {
    setFormError(null);
    try {
      const result = await opts.send(input, values);
      setSaved(JSON.stringify(values));
      await opts.onSuccess?.(result, values);
    } catch (error) {
      showRefusal(error);
    }
  }

  /** A refused call's messages on their fields, the form's alert and its toast, as a refused submit shows them. */
  function showRefusal(error: unknown) {
    const failure = serverErrors(error);
    form.setErrors(failure.fields);
    if (opts.botField) {
      setBotToken('');
      setBotKey((k) => k + 1);
    }
    refused(failure.fields, failure.message, error);
    if (opts.announceFailure) opts.announceFailure(failure, error);
    else toastErrors(t, failure.message);
  }

  const onSubmit = form.onSubmit(
    (input) => send(input, form.getValues()),
    (errors) => {
      refused(errors as FieldErrors, null);
      announceInvalid();
    },
  );

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (typeof opts.schema === 'function' && !loaded.has(opts.schema)) {
      form.setSubmitting(true);
      try {
        loaded.set(opts.schema, await opts.schema());
      } finally {
        form.setSubmitting(false);
      }
    }
    onSubmit();
  }

  return {
    ...form,
    submit: (event?: FormEvent) => void submit(event),
    checkWith: (schema: ZodType, input: unknown = form.getValues()) => {
      const errors = schemaErrors(schema, input, t);
      form.setErrors(errors);
      if (Object.keys(errors).length === 0) return true;
      refused(errors, null);
      announceInvalid();
      return false;
    },
    showRefusal,
    busy: form.submitting,
    unsaved: JSON.stringify(form.values) !== saved,
    markSaved: (values?: V) => setSaved(JSON.stringify(values ?? form.getValues())),
    formError,
    setFormError,
    getSelectProps: (path: string) => {
      const { value, onChange, error } = form.getInputProps(path);
      return {
        value: (value as string | undefined) || null,
        onChange: (v: string | null) => onChange(v ?? ''),
        error: error as ReactNode,
      };
    },
    botCheck: {
      key: botKey,
      onToken: (token: string | null) => {
        setBotToken(token ?? '');
        if (token && opts.botField) form.clearFieldError(opts.botField);
      },
      error: opts.botField ? (form.errors[opts.botField] as string | undefined) : undefined,
    },
  };
}
