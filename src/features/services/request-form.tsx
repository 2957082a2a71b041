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
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="request-heading"
      data-testid="request-form"
    >
      <Title order={2} size="h3" id="request-heading">
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t(inhouse ? 'services.inhouse.request_intro' : 'services.detail.request_intro')}
      </Text>
      {form.sent ? (
        <Alert
          color="green"
          title={t('services.request.success_title')}
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
        <form onSubmit={form.submit} noValidate aria-label={title} style={{ position: 'relative' }}>
          <Stack gap="sm">
            {form.formError && (
              <Alert color="red" title={t('errors_occurred')} role="alert">
                {form.formError}
              </Alert>
            )}
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
              <TextInput
                label={t('services.request.email')}
                type="email"
                required
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t('services.request.telephone')}
                type="tel"
                required
                autoComplete="tel"
                maxLength={15}
                {...form.getInputProps('telephone')}
              />
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
            <AbuseFields
              website={form.values.website}
              onWebsite={(v) => form.setFieldValue('website', v)}
              botCheck={form.botCheck}
            />
            <Button type="submit" loading={form.busy} fullWidth>
              {t('services.request.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
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
