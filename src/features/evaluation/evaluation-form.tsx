'use client';

import { Alert, Button, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { MoreMessages, useT } from '@/i18n/client';
import type { Messages } from '@/i18n/translate';
import { EVALUATION_COMMENT_MAX, submitEvaluationSchema } from '@/lib/schemas/evaluation';
import { api, TRPCReactProvider } from '@/trpc/react';

const QUESTIONS = ['content', 'speaker', 'venue'] as const;

/** The ratings (1-5 on content, speaker, venue) and the comment; once sent, the thanks (or why it was refused). */
export function EvaluationForm({ token }: { token: string }) {
  const { t } = useT();
  const submit = api.public.evaluation.submit.useMutation();
  const [done, setDone] = useState<'thanks' | 'refused' | null>(null);
  const [refusal, setRefusal] = useState('');
  const form = useSchemaForm({
    initialValues: { content: 0, speaker: 0, venue: 0, comment: '' },
    schema: submitEvaluationSchema,
    // Each missing rating says so under its question; a toast would sit over the send button on a phone.
    checkFieldsMessage: null,
    toInput: (values) => ({ ...values, token }),
    send: (input) => submit.mutateAsync(input),
    onSuccess: () => setDone('thanks'),
    onRefused: ({ fields }) => {
      // The link itself was refused (already used, expired): the form has nothing more to offer.
      if (fields.token) {
        setRefusal(fields.token);
        setDone('refused');
      }
    },
  });

  if (done === 'thanks')
    return (
      <Alert
        color="teal"
        role="status"
        title={t('evaluation.thanks_title')}
        data-testid="evaluation-state"
        data-state="thanks"
      >
        {t('evaluation.thanks_body')}
      </Alert>
    );
  if (done === 'refused')
    return (
      <Alert color="red" role="alert" data-testid="evaluation-state" data-state="refused">
        {refusal}
      </Alert>
    );

  return (
    <form onSubmit={form.submit} noValidate data-testid="evaluation-form">
      <Stack gap="lg">
        {QUESTIONS.map((q) => {
          const props = form.getInputProps(q);
          const value = form.values[q];
          return (
            <Input.Wrapper
              key={q}
              label={t(`evaluation.${q}`)}
              error={props.error}
              required
              id={`evaluation-${q}`}
            >
              <Stack gap={4} mt={6}>
                <Rating
                  size="xl"
                  value={value}
                  onChange={(v) => form.setFieldValue(q, v)}
                  name={q}
                  aria-label={t(`evaluation.${q}`)}
                  data-testid={`rating-${q}`}
                />
                <Text size="sm" c="gray.7" aria-live="polite">
                  {value ? t('evaluation.rating_of', { value }) : ' '}
                </Text>
              </Stack>
            </Input.Wrapper>
          );
        })}
        <Textarea
          label={t('evaluation.comment')}
          description={t('evaluation.comment_hint', { max: EVALUATION_COMMENT_MAX })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={EVALUATION_COMMENT_MAX}
          {...form.getInputProps('comment')}
          data-testid="evaluation-comment"
        />
        <Button type="submit" loading={form.busy} data-testid="evaluation-submit">
          {t('evaluation.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The form with its own tRPC client and its messages (the `evaluation` group and the forms' messages, which the public
 * pages' dictionary leaves out: src/i18n/messages.ts), handed by the page.
 */
export function EvaluationFormWithApi({ token, messages }: { token: string; messages: Messages }) {
  return (
    <TRPCReactProvider>
      <MoreMessages messages={messages}>
        <EvaluationForm token={token} />
      </MoreMessages>
    </TRPCReactProvider>
  );
}
