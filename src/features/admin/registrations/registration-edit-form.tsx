'use client';

import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IntentLink } from '@/features/ui/intent-link';
import { REGISTRATIONS_ROUTE } from '@/features/admin/registrations/registrations-list';
import { useStaffStatusChoices } from '@/features/admin/registrations/use-staff-status-choices';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { ReceiptFields, type ReceiptDraft } from '@/features/registrations/receipt-fields';
import { useT } from '@/i18n/client';
import { RegisterStatus } from '@/lib/register-status';
import { registrationUpdateSchema } from '@/lib/schemas/admin-registrations';
import { api, type RouterOutputs } from '@/trpc/react';

type Detail = RouterOutputs['admin']['registrations']['get'];

const str = (v: number | null) => (v === null ? '' : String(v));

function draftOf(r: Detail) {
  return {
    attendees: r.attendees.map(({ firstname, lastname, email, telephone }) => ({
      firstname,
      lastname,
      email,
      telephone,
    })),
    receipt: {
      receipt_type: r.receipt.receiptType,
      name: r.receipt.name,
      company_name: r.receipt.companyName ?? '',
      tax_no: r.receipt.taxNo ?? '',
      branch: r.receipt.branch ?? '',
      address: r.receipt.address,
      province_id: str(r.receipt.provinceId),
      amphure_id: str(r.receipt.amphureId),
      district_id: str(r.receipt.districtId),
      zip_code: r.receipt.zipCode,
    } satisfies ReceiptDraft,
    register_status_id: String(r.registerStatusId),
    register_status_message: '',
  };
}

/** The form, once the registration is loaded. */
function EditForm({ registration }: { registration: Detail }) {
  const { t } = useT();
  const utils = api.useUtils();
  const staffChoices = useStaffStatusChoices();
  const update = api.admin.registrations.update.useMutation();
  const detailHref = `${REGISTRATIONS_ROUTE}/${registration.registerId}`;
  const form = useAdminForm({
    initial: draftOf(registration),
    schema: registrationUpdateSchema,
    toInput: (draft) => ({
      register_id: registration.registerId,
      ...draft,
      register_status_id: Number(draft.register_status_id),
    }),
    save: (input) => update.mutateAsync(input),
    savedMessage: 'admin_registrations.saved',
    onSaved: () => utils.admin.registrations.invalidate(),
    listHref: detailHref,
  });
  const draft = form.values;
  const paid = registration.registerStatusId === RegisterStatus.PAID;
  // A paid registration keeps its status unless cancelled (a refund); never set to paid by hand.
  const statusChoices = paid
    ? [
        { value: String(RegisterStatus.PAID), label: registration.registerStatus },
        ...staffChoices.filter((c) => c.value === String(RegisterStatus.CANCELLED)),
      ]
    : staffChoices.some((c) => c.value === String(registration.registerStatusId))
      ? staffChoices
      : [
          { value: String(registration.registerStatusId), label: registration.registerStatus },
          ...staffChoices,
        ];
  const maxAttendees = paid
    ? registration.quantity
    : Math.max(registration.quantity, registration.seatsAvailable);
  const attendeesError = form.errors.attendees;

  return (
    <form onSubmit={form.submit} noValidate data-testid="registration-edit">
      <Stack gap="md">
        <Card withBorder component="section" aria-labelledby="attendees-heading">
          <Group justify="space-between" mb="xs" wrap="wrap">
            <Title order={2} size="h4" id="attendees-heading">
              {t('admin_registrations.attendees_count', { count: draft.attendees.length })}
            </Title>
            <Text size="sm" c="gray.7">
              {paid
                ? t('admin_registrations.paid_quantity_fixed')
                : t('admin_registrations.seats_available', { count: registration.seatsAvailable })}
            </Text>
          </Group>
          {attendeesError && (
            <Alert color="red" mb="sm" data-testid="attendees-error">
              {attendeesError}
            </Alert>
          )}
          <Stack gap="sm">
            {draft.attendees.map((a, i) => (
              <Card key={i} withBorder padding="sm" data-testid="attendee-row">
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                  <TextInput
                    label={t('admin_registrations.firstname')}
                    required
                    {...form.getInputProps(`attendees.${i}.firstname`)}
                  />
                  <TextInput
                    label={t('admin_registrations.lastname')}
                    required
                    {...form.getInputProps(`attendees.${i}.lastname`)}
                  />
                  <TextInput
                    label={t('admin_registrations.email')}
                    required
                    type="email"
                    {...form.getInputProps(`attendees.${i}.email`)}
                  />
                  <TextInput
                    label={t('admin_registrations.telephone')}
                    required
                    {...form.getInputProps(`attendees.${i}.telephone`)}
                  />
                </SimpleGrid>
                {!paid && draft.attendees.length > 1 && (
                  <Group justify="flex-end" mt="xs">
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => form.removeListItem('attendees', i)}
                    >
                      {t('admin_registrations.remove_attendee', {
                        name: `${a.firstname} ${a.lastname}`.trim() || i + 1,
                      })}
                    </Button>
                  </Group>
                )}
              </Card>
            ))}
            {!paid && (
              <Group>
                <Button
                  variant="light"
                  disabled={draft.attendees.length >= maxAttendees}
                  onClick={() =>
                    form.insertListItem('attendees', {
                      firstname: '',
                      lastname: '',
                      email: '',
                      telephone: '',
                    })
                  }
                  data-testid="add-attendee"
                >
                  {t('registration.add_attendee')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>

        <Card withBorder component="section" aria-labelledby="receipt-heading">
          <Title order={2} size="h4" id="receipt-heading" mb="xs">
            {t('admin_registrations.receipt_details')}
          </Title>
          <ReceiptFields form={form} />
        </Card>

        <Card withBorder component="section" aria-labelledby="status-heading">
          <Title order={2} size="h4" id="status-heading" mb="xs">
            {t('admin_registrations.status')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('admin_registrations.status')}
              data={statusChoices}
              {...form.getInputProps('register_status_id')}
              onChange={(v) => v && form.setFieldValue('register_status_id', v)}
              data-testid="status-select"
            />
            <Textarea
              label={t('admin_registrations.status_message')}
              description={t('admin_registrations.status_message_hint')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('register_status_message')}
            />
          </SimpleGrid>
        </Card>

        <Group justify="flex-end">
          <Button component={IntentLink} href={detailHref} variant="default">
            {t('admin_content.cancel')}
          </Button>
          <Button type="submit" loading={form.busy} data-testid="save-registration">
            {t('admin_content.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/services/public_training_register/{register_id}/edit: correct attendees, receipt details and the status; every change goes to the history. */
export function RegistrationEditForm({ registerId }: { registerId: number }) {
  const { t } = useT();
  const detail = api.admin.registrations.get.useQuery(
    { id: registerId },
    { retry: false, refetchOnWindowFocus: false },
  );
  if (detail.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (!detail.data) return <Alert color="red">{t('errors.not_found')}</Alert>;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor component={IntentLink} href={`${REGISTRATIONS_ROUTE}/${registerId}`} size="sm">
          ← {detail.data.registerCode}
        </Anchor>
        <Title order={1} size="h2">
          {t('admin_registrations.edit_title', { code: detail.data.registerCode })}
        </Title>
      </Stack>
      <EditForm registration={detail.data} />
    </Stack>
  );
}
