'use client';

import {
  Alert,
  Button,
  Paper,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AbuseFields, type AbuseFieldsProps } from '@/features/services/abuse-fields';
import { useT } from '@/i18n/client';

/** What the frame reads of a public form (usePublicForm gives all of it). */
export interface PublicFormState {
  sent: boolean;
  reset: () => void;
  submit: (event?: FormEvent) => void;
  formError: string | null;
  busy: boolean;
  abuse: AbuseFieldsProps;
}

/**
 * The frame every public request and contact form shares: a titled section,
 * the server's refusal in an alert, the fields, the honeypot and bot check,
 * the submit button; once sent, the success notice with "send another".
 */
export function PublicFormFrame({
  form,
  successRef,
  ...props
}: {
  form: PublicFormState;
  /** Where the success notice is handed once shown (usePublicForm brings it into view). */
  successRef: (element: HTMLDivElement | null) => void;
  title: string;
  intro?: string;
  successTitle: string;
  submitLabel: string;
  headingId: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={props.headingId}
      data-testid={props.testId}
    >
      <Title order={2} size="h3" id={props.headingId} mb={props.intro ? undefined : 'md'}>
        {props.title}
      </Title>
      {props.intro && (
        <Text size="sm" c="gray.7" mb="md">
          {props.intro}
        </Text>
      )}
      {form.sent ? (
        <Alert
          color="green"
          title={props.successTitle}
          role="status"
          data-testid="request-success"
          ref={successRef}
          tabIndex={-1}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('services.request.success_text')}</Text>
            <Button variant="light" size="xs" onClick={form.reset}>
              {t('services.request.send_another')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form
          onSubmit={form.submit}
          noValidate
          aria-label={props.title}
          style={{ position: 'relative' }}
        >
          <Stack gap="sm">
            {form.formError && (
              <Alert color="red" title={t('errors_occurred')} role="alert">
                {form.formError}
              </Alert>
            )}
            {props.children}
            <AbuseFields {...form.abuse} />
            <Button type="submit" loading={form.busy} fullWidth>
              {props.submitLabel}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

/** The e-mail input of a public form: labelled, required and filled in by the browser. */
export function EmailField(props: TextInputProps) {
  const { t } = useT();
  return (
    <TextInput
      label={t('services.request.email')}
      type="email"
      required
      autoComplete="email"
      {...props}
    />
  );
}

/** The telephone input of a public form (at most 15 characters, as the schemas say). */
export function TelephoneField(props: TextInputProps) {
  const { t } = useT();
  return (
    <TextInput
      label={t('services.request.telephone')}
      type="tel"
      autoComplete="tel"
      maxLength={15}
      {...props}
    />
  );
}
