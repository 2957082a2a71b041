'use client';

import { useT } from '@/i18n/client';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, serverErrors, toastErrors, zodFieldErrors } from '@/features/ui/form-feedback';

type Values = Record<string, string>;

/**
 * State of a public request or contact form: checks the values with the
 * same zod schema as the server, shows every field's error (translated) and
 * the errors_occurred toast on failure, keeps what was typed, and switches
 * to a success notice once the server has stored the request.
 */
export function usePublicForm<V extends Values>(opts: {
  initial: V;
  schema: z.ZodType;
  /** Extra values sent with the form (e.g. the training's id). */
  fixed?: Record<string, unknown>;
  send: (input: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useT();
  const [values, setValues] = useState<V>(opts.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // Bot-check answers are single use: a refused submission remounts the widget for a fresh one.
  const [botKey, setBotKey] = useState(0);
  const onBotToken = useCallback((token: string | null) => setValues((v) => ({ ...v, bot_token: token ?? '' })), []);
  // The form shrinks to the success notice: bring it into view and focus, or a phone shows only the footer.
  const [successNotice, successRef] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    successNotice?.scrollIntoView({ block: 'center' });
    successNotice?.focus({ preventScroll: true });
  }, [successNotice]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, ...opts.fixed };
    const parsed = opts.schema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t));
      setFormError(null);
      toastErrors(t, 'services.request.check_fields');
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await opts.send(input);
      setSent(true);
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      onBotToken(null);
      setBotKey((k) => k + 1);
      if (Object.keys(fields).length === 0) setFormError(t(message));
      toastErrors(t, message);
    } finally {
      setBusy(false);
    }
  }

  return {
    t,
    values,
    errors,
    formError,
    busy,
    sent,
    successRef,
    submit,
    /** Props of a text input bound to `name`. */
    field: (name: keyof V & string) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (e: { currentTarget: { value: string } }) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      },
    }),
    setValue: (name: keyof V & string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    /** Props of the form's bot check (AbuseFields). */
    botCheck: { key: botKey, onToken: onBotToken, error: errors.bot_token },
    reset: () => {
      setValues(opts.initial);
      setErrors({});
      setSent(false);
      setBotKey((k) => k + 1);
    },
  };
}
