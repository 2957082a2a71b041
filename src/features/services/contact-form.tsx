'use client';

import {
  Alert,
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { AbuseFields } from '@/features/services/abuse-fields';
import { usePublicForm } from '@/features/services/use-public-form';
import { type ContactMessageInput, contactMessageSchema } from '@/lib/schemas/requests';
import { api, TRPCReactProvider } from '@/trpc/react';

/** The contact page's form (POST /contact). */
export function ContactForm() {
  const send = api.public.contact.send.useMutation();
  const { successRef, ...form } = usePublicForm({
    initial: {
      name: '',
      email: '',
      telephone: '',
      subject: '',
      message: '',
      website: '',
      bot_token: '',
    },
    schema: contactMessageSchema,
    send: (input) => send.mutateAsync(input as ContactMessageInput),
  });
  const { t } = form;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="contact-form-heading"
      data-testid="contact-form"
    >
      <Title order={2} size="h3" id="contact-form-heading" mb="md">
        {t('services.contact.form_title')}
      </Title>
      {form.sent ? (
        <Alert
          color="green"
          title={t('services.request.contact_success_title')}
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
          aria-label={t('services.contact.form_title')}
          style={{ position: 'relative' }}
        >
          <Stack gap="sm">
            {form.formError && (
              <Alert color="red" title={t('errors_occurred')} role="alert">
                {form.formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('services.request.name')}
                required
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('services.request.email')}
                type="email"
                required
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('services.request.telephone')}
                type="tel"
                autoComplete="tel"
                maxLength={15}
                {...form.getInputProps('telephone')}
              />
              <TextInput
                label={t('services.request.subject')}
                required
                {...form.getInputProps('subject')}
              />
            </SimpleGrid>
            <Textarea
              label={t('services.request.message')}
              required
              autosize
              minRows={5}
              maxRows={14}
              {...form.getInputProps('message')}
            />
            <AbuseFields
              website={form.values.website}
              onWebsite={(v) => form.setFieldValue('website', v)}
              botCheck={form.botCheck}
            />
            <Button type="submit" loading={form.busy} fullWidth>
              {t('services.request.submit_message')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

/** The form with its own tRPC client, for pages that carry none (lazy-forms.tsx). */
export function ContactFormWithApi() {
  return (
    <TRPCReactProvider>
      <ContactForm />
    </TRPCReactProvider>
  );
}
