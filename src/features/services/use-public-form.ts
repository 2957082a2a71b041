'use client';

import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { useT } from '@/i18n/client';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import { fieldErrorKeys } from '@/lib/schemas/requests';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // The form shrinks to the success notice: bring it into view and focus, or a phone shows only the footer.
  const [successNotice, successRef] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    successNotice?.scrollIntoView({ block: 'center' });
    successNotice?.focus({ preventScroll: true });
  }, [successNotice]);

  const fail = (message?: string) => {
    notifications.show({ color: 'red', title: t('errors_occurred'), message: message ?? t('an_error_occurred') });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, ...opts.fixed };
    const parsed = opts.schema.safeParse(input);
    if (!parsed.success) {
      const keys = fieldErrorKeys(parsed.error);
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)])));
      setFormError(null);
      fail(t('services.request.check_fields'));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await opts.send(input);
      setSent(true);
    } catch (error) {
      const data = error instanceof TRPCClientError ? (error.data as { fieldErrors?: Record<string, string[]> } | undefined) : undefined;
      const fieldErrors = Object.fromEntries(Object.entries(data?.fieldErrors ?? {}).map(([field, list]) => [field, list[0] ?? '']));
      setErrors(fieldErrors);
      const message = error instanceof TRPCClientError ? error.message : t('an_error_occurred');
      if (Object.keys(fieldErrors).length === 0) setFormError(message);
      fail(message);
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
    reset: () => {
      setValues(opts.initial);
      setErrors({});
      setSent(false);
    },
  };
}
