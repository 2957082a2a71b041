'use client';

import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { useT } from '@/i18n/client';

/**
 * A public request or contact form: the one form hook (use-schema-form.ts)
 * with the public forms' bot check (`bot_token`) and honeypot, their toast,
 * and a success notice once the server has stored the request; what was
 * typed is kept on refusal.
 */
export function usePublicForm<
  V extends Record<string, string> & { bot_token: string; website: string },
>(opts: {
  initial: V;
  schema: ZodType;
  /** Extra values sent with the form (e.g. the training's id). */
  fixed?: Record<string, unknown>;
  send: (input: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useT();
  const [sent, setSent] = useState(false);
  // The form shrinks to the success notice: bring it into view and focus, or a phone shows only the footer.
  const [successNotice, successRef] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    successNotice?.scrollIntoView({ block: 'center' });
    successNotice?.focus({ preventScroll: true });
  }, [successNotice]);
  const form = useSchemaForm({
    initialValues: opts.initial,
    schema: opts.schema,
    toInput: (values): Record<string, unknown> => ({ ...values, ...opts.fixed }),
    botField: 'bot_token',
    checkFieldsMessage: 'services.request.check_fields',
    send: (input) => opts.send(input),
    onSuccess: () => setSent(true),
  });

  return {
    ...form,
    t,
    sent,
    successRef,
    /** The honeypot and the bot check (PublicFormFrame shows them). */
    abuse: {
      website: form.values.website,
      onWebsite: (value: string) => form.setValues({ website: value } as Partial<V>),
      botCheck: form.botCheck,
    },
    /** Back to an empty form (a fresh bot check comes with it). */
    reset: () => {
      form.reset();
      setSent(false);
    },
  };
}
