'use client';

import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { EmailField, PublicFormFrame, TelephoneField } from '@/features/services/public-form-frame';
import { usePublicForm } from '@/features/services/use-public-form';
import {
  type InhouseTrainingRequestInput,
  inhouseTrainingRequestSchema,
  type ServiceRequestInput,
  serviceRequestSchema,
} from '@/lib/schemas/requests';
import { api, TRPCReactProvider } from '@/trpc/react';

// The service form leaves participants and preferred_date out; its schema ignores them.
const initial = {
  contact_name: '',
  organisation: '',
  email: '',
  telephone: '',
  participants: '',
  preferred_date: '',
  message: '',
  website: '',
  bot_token: '',
};

/** The request form of an in-house training (POST /services/inhouse_trainings) or a service (POST /services/services). */
export function RequestForm(
  props: { variant: 'inhouse'; itemId: number } | { variant: 'service'; itemId: number },
) {
  const inhouse = props.variant === 'inhouse';
  const inhouseRequest = api.public.inhouseTrainings.request.useMutation();
  const serviceRequest = api.public.services.request.useMutation();
  const { successRef, ...form } = usePublicForm({
    initial,
    schema: inhouse ? inhouseTrainingRequestSchema : serviceRequestSchema,
    fixed: inhouse ? { inhouse_training_id: props.itemId } : { service_id: props.itemId },
    send: (input) =>
      inhouse
        ? inhouseRequest.mutateAsync(input as InhouseTrainingRequestInput)
        : serviceRequest.mutateAsync(input as ServiceRequestInput),
  });
  const { t } = form;
  const title = t(inhouse ? 'services.inhouse.request_title' : 'services.detail.request_title');

  return (
    <PublicFormFrame
      form={form}
      successRef={successRef}
      title={title}
      intro={t(inhouse ? 'services.inhouse.request_intro' : 'services.detail.request_intro')}
      successTitle={t('services.request.success_title')}
      submitLabel={t('services.request.submit')}
      headingId="request-heading"
      testId="request-form"
    >
      <TextInput
        label={t('services.request.contact_name')}
        required
        autoComplete="name"
        {...form.getInputProps('contact_name')}
      />
      <TextInput
        label={t('services.request.organisation')}
        autoComplete="organization"
        {...form.getInputProps('organisation')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <EmailField {...form.getInputProps('email')} />
        <TelephoneField required {...form.getInputProps('telephone')} />
      </SimpleGrid>
      {inhouse && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('services.request.participants')}
            type="number"
            inputMode="numeric"
            min={1}
            {...form.getInputProps('participants')}
          />
          <TextInput
            label={t('services.request.preferred_date')}
            type="date"
            {...form.getInputProps('preferred_date')}
          />
        </SimpleGrid>
      )}
      <Textarea
        label={t('services.request.message')}
        required={!inhouse}
        placeholder={inhouse ? t('services.request.message_inhouse_hint') : undefined}
        autosize
        minRows={4}
        maxRows={12}
        {...form.getInputProps('message')}
      />
    </PublicFormFrame>
  );
}

/** The form with its own tRPC client, for pages that carry none (lazy-forms.tsx). */
export function RequestFormWithApi(props: Parameters<typeof RequestForm>[0]) {
  return (
    <TRPCReactProvider>
      <RequestForm {...props} />
    </TRPCReactProvider>
  );
}
