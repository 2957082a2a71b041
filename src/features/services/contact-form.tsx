'use client';

import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { EmailField, PublicFormFrame, TelephoneField } from '@/features/services/public-form-frame';
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
    <PublicFormFrame
      form={form}
      successRef={successRef}
      title={t('services.contact.form_title')}
      successTitle={t('services.request.contact_success_title')}
      submitLabel={t('services.request.submit_message')}
      headingId="contact-form-heading"
      testId="contact-form"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('services.request.name')}
          required
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <EmailField {...form.getInputProps('email')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TelephoneField {...form.getInputProps('telephone')} />
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
    </PublicFormFrame>
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
