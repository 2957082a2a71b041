'use client';

import { Alert, Anchor, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { REGISTRATIONS_ROUTE } from '@/features/admin/registrations/registrations-list';
import { useStaffStatusChoices } from '@/features/admin/registrations/use-staff-status-choices';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { ReceiptFields, type ReceiptDraft } from '@/features/registrations/receipt-fields';
import { type FieldErrors, serverErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { RegisterStatus } from '@/lib/register-status';
import { registrationUpdateSchema } from '@/lib/schemas/admin-registrations';
import { api, type RouterOutputs } from '@/trpc/react';

type Detail = RouterOutputs['admin']['registrations']['get'];
type Attendee = { firstname: string; lastname: string; email: string; telephone: string };

const str = (v: number | null) => (v === null ? '' : String(v));

function draftOf(r: Detail) {
  return {
    attendees: r.attendees.map(({ firstname, lastname, email, telephone }) => ({ firstname, lastname, email, telephone })),
    receipt: {
      receipt_type: r.receipt.receipt_type,
      name: r.receipt.name,
      company_name: r.receipt.company_name ?? '',
      tax_no: r.receipt.tax_no ?? '',
      branch: r.receipt.branch ?? '',
      address: r.receipt.address,
      province_id: str(r.receipt.province_id),
      amphure_id: str(r.receipt.amphure_id),
      district_id: str(r.receipt.district_id),
      zip_code: r.receipt.zip_code,
    } satisfies ReceiptDraft,
    register_status_id: String(r.register_status_id),
    register_status_message: '',
  };
}

/** The form, once the registration is loaded. */
function EditForm({ registration }: { registration: Detail }) {
  const { t } = useT();
  const router = useRouter();
  const utils = api.useUtils();
  const [draft, setDraft] = useState(() => draftOf(registration));
  const [errors, setErrors] = useState<FieldErrors>({});
  const staffChoices = useStaffStatusChoices();
  const update = api.admin.registrations.update.useMutation();
  const paid = registration.register_status_id === RegisterStatus.PAID;
  // A paid registration keeps its status unless cancelled (a refund); never set to paid by hand.
  const statusChoices = paid
    ? [{ value: String(RegisterStatus.PAID), label: registration.register_status }, ...staffChoices.filter((c) => c.value === String(RegisterStatus.CANCELLED))]
    : staffChoices.some((c) => c.value === String(registration.register_status_id))
      ? staffChoices
      : [{ value: String(registration.register_status_id), label: registration.register_status }, ...staffChoices];
  const maxAttendees = paid ? registration.quantity : Math.max(registration.quantity, registration.seats_available);
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const setAttendee = (i: number, patch: Partial<Attendee>) => setDraft((d) => ({ ...d, attendees: d.attendees.map((a, j) => (j === i ? { ...a, ...patch } : a)) }));

  async function save() {
    const input = { register_id: registration.register_id, ...draft, register_status_id: Number(draft.register_status_id) };
    const checked = registrationUpdateSchema.safeParse(input);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      toastErrors(t);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(input);
      await Promise.all([utils.admin.registrations.invalidate()]);
      toastSuccess(t, t('admin_registrations.saved'));
      router.push(`${REGISTRATIONS_ROUTE}/${registration.register_id}`);
    } catch (error) {
      const { fields, message } = serverErrors(error);
      if (Object.keys(fields).length) {
        setErrors(fields);
        toastErrors(t, message);
      } else toastCallFailure(t, error);
    }
  }

  return (
    <Stack gap="md" component="form" onSubmit={(e) => { e.preventDefault(); void save(); }} data-testid="registration-edit">
      <Card withBorder component="section" aria-labelledby="attendees-heading">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={2} size="h4" id="attendees-heading">{t('admin_registrations.attendees_count', { count: draft.attendees.length })}</Title>
          <Text size="sm" c="gray.7">{paid ? t('admin_registrations.paid_quantity_fixed') : t('admin_registrations.seats_available', { count: registration.seats_available })}</Text>
        </Group>
        {err('attendees') && <Alert color="red" mb="sm" data-testid="attendees-error">{err('attendees')}</Alert>}
        <Stack gap="sm">
          {draft.attendees.map((a, i) => (
            <Card key={i} withBorder padding="sm" data-testid="attendee-row">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                <TextInput label={t('admin_registrations.firstname')} required value={a.firstname} error={err(`attendees.${i}.firstname`)} onChange={(e) => setAttendee(i, { firstname: e.currentTarget.value })} />
                <TextInput label={t('admin_registrations.lastname')} required value={a.lastname} error={err(`attendees.${i}.lastname`)} onChange={(e) => setAttendee(i, { lastname: e.currentTarget.value })} />
                <TextInput label={t('admin_registrations.email')} required type="email" value={a.email} error={err(`attendees.${i}.email`)} onChange={(e) => setAttendee(i, { email: e.currentTarget.value })} />
                <TextInput label={t('admin_registrations.telephone')} required value={a.telephone} error={err(`attendees.${i}.telephone`)} onChange={(e) => setAttendee(i, { telephone: e.currentTarget.value })} />
              </SimpleGrid>
              {!paid && draft.attendees.length > 1 && (
                <Group justify="flex-end" mt="xs">
                  <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDraft((d) => ({ ...d, attendees: d.attendees.filter((_, j) => j !== i) }))}>
                    {t('admin_registrations.remove_attendee', { name: `${a.firstname} ${a.lastname}`.trim() || i + 1 })}
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
                onClick={() => setDraft((d) => ({ ...d, attendees: [...d.attendees, { firstname: '', lastname: '', email: '', telephone: '' }] }))}
                data-testid="add-attendee"
              >
                {t('registration.add_attendee')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <Card withBorder component="section" aria-labelledby="receipt-heading">
        <Title order={2} size="h4" id="receipt-heading" mb="xs">{t('admin_registrations.receipt_details')}</Title>
        <ReceiptFields value={draft.receipt} onChange={(patch) => setDraft((d) => ({ ...d, receipt: { ...d.receipt, ...patch } }))} error={err} />
      </Card>

      <Card withBorder component="section" aria-labelledby="status-heading">
        <Title order={2} size="h4" id="status-heading" mb="xs">{t('admin_registrations.status')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('admin_registrations.status')}
            data={statusChoices}
            value={draft.register_status_id}
            onChange={(v) => v && setDraft((d) => ({ ...d, register_status_id: v }))}
            error={err('register_status_id')}
            data-testid="status-select"
          />
          <Textarea
            label={t('admin_registrations.status_message')}
            description={t('admin_registrations.status_message_hint')}
            autosize
            minRows={2}
            maxLength={500}
            value={draft.register_status_message}
            error={err('register_status_message')}
            onChange={(e) => setDraft((d) => ({ ...d, register_status_message: e.currentTarget.value }))}
          />
        </SimpleGrid>
      </Card>

      <Group justify="flex-end">
        <Button component={Link} href={`${REGISTRATIONS_ROUTE}/${registration.register_id}`} variant="default">{t('admin_content.cancel')}</Button>
        <Button type="submit" loading={update.isPending} data-testid="save-registration">{t('admin_content.save')}</Button>
      </Group>
    </Stack>
  );
}

/** /admin/services/public_training_register/{register_id}/edit: correct attendees, receipt details and the status; every change goes to the history. */
export function RegistrationEditForm({ registerId }: { registerId: number }) {
  const { t } = useT();
  const detail = api.admin.registrations.get.useQuery({ id: registerId }, { retry: false, refetchOnWindowFocus: false });
  if (detail.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (!detail.data) return <Alert color="red">{t('errors.not_found')}</Alert>;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor component={Link} href={`${REGISTRATIONS_ROUTE}/${registerId}`} size="sm">← {detail.data.register_code}</Anchor>
        <Title order={1} size="h2">{t('admin_registrations.edit_title', { code: detail.data.register_code })}</Title>
      </Stack>
      <EditForm registration={detail.data} />
    </Stack>
  );
}
