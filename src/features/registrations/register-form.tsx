'use client';

import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableTr,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EmailConfirmAlert } from '@/features/members/email-confirm-alert';
import { useT } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { AnchorLink } from '@/features/ui/links';
import {
  emptyReceipt,
  ReceiptFields,
  type ReceiptDraft,
} from '@/features/registrations/receipt-fields';
import { isLocale } from '@/i18n/locales';
import { formatLongDate } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import {
  createRegistrationSchema,
  PAYMENT_METHOD_IDS,
  REGISTER_STEPS,
} from '@/lib/schemas/registration';
import { api, type RouterOutputs } from '@/trpc/react';

interface Training {
  id: number;
  name: string;
  courseCode: string;
  startTrainingDate: string;
  priceSatang: number;
  seatsLeft: number;
  /** The claim link's token of a waiting-list offer: its seats are counted in seatsLeft and the server holds them for this member. */
  offerToken?: string;
}

type Attendee = { firstname: string; lastname: string; email: string; telephone: string };
type Receipt = ReceiptDraft;
type Draft = {
  step: number;
  attendees: Attendee[];
  receipt: Receipt;
  payment_method_id: string;
  prefilled: boolean;
};

const emptyDraft = (): Draft => ({
  step: 1,
  attendees: [],
  receipt: emptyReceipt,
  payment_method_id: '',
  prefilled: false,
});
const clampStep = (n: number) => Math.min(REGISTER_STEPS, Math.max(1, Math.trunc(n) || 1));
const draftKey = (trainingId: number) => `registration-draft:${trainingId}`;

function readDraft(trainingId: number): Draft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(trainingId));
    return raw ? { ...emptyDraft(), ...(JSON.parse(raw) as Partial<Draft>) } : null;
  } catch {
    return null;
  }
}

/**
 * The four-step registration form (/public-training/{id}/register). The draft
 * lives in localStorage so it survives a reload; "clear" empties it and goes
 * back to step 1. `initialStep` comes from ?step=N.
 */
type Account = RouterOutputs['member']['account']['get'];

/** A fresh draft at step 1, its receipt prefilled from the member's profile. */
function prefilledDraft(a: Account): Draft {
  const r = a.receiptAddress;
  const str = (v: number | null | undefined) => (v ? String(v) : '');
  return {
    ...emptyDraft(),
    prefilled: true,
    receipt: r
      ? {
          receipt_type: r.receiptType === 'O' ? 'O' : 'P',
          name: r.name,
          company_name: a.companyName ?? '',
          tax_no: r.taxNo ?? '',
          branch: r.branch ?? '',
          address: r.address,
          province_id: str(r.provinceId),
          amphure_id: str(r.amphureId),
          district_id: str(r.districtId),
          zip_code: r.zipCode ?? '',
        }
      : {
          ...emptyReceipt,
          receipt_type: a.memberType === 'O' ? 'O' : 'P',
          name: a.memberType === 'O' ? (a.companyName ?? '') : `${a.firstname} ${a.lastname}`,
          company_name: a.companyName ?? '',
          tax_no: a.taxNo ?? '',
        },
  };
}

/**
 * The four-step registration form (/public-training/{id}/register). The draft
 * lives in localStorage so it survives a reload; "clear" empties it and goes
 * back to step 1. `initialStep` comes from ?step=N. Rendered in the browser
 * only (see register-form-loader.tsx), so the draft is read on first render.
 */
export function RegisterForm({
  training,
  initialStep,
  cardAvailable = true,
  maxAttendees = 10,
}: {
  training: Training;
  initialStep: number | null;
  cardAvailable?: boolean;
  maxAttendees?: number;
}) {
  const { t } = useT();
  const account = api.member.account.get.useQuery(undefined, { retry: false });
  const live = api.member.registrations.liveFor.useQuery(
    { public_training_id: training.id },
    { retry: false },
  );
  const [repeatConfirmed, setRepeatConfirmed] = useState(false);
  if (account.isPending || live.isPending)
    return <Loader role="status" aria-label={t('loading')} />;
  if (!account.data) return <Alert color="red">{t('an_error_occurred')}</Alert>;
  const existing = live.data ?? [];
  return (
    <Stack gap="lg">
      {!account.data.emailConfirmed && <EmailConfirmAlert email={account.data.email} />}
      {existing.length > 0 && (
        <RepeatWarning
          existing={existing}
          confirmed={repeatConfirmed}
          onConfirm={setRepeatConfirmed}
        />
      )}
      {(existing.length === 0 || repeatConfirmed) && (
        <DraftForm
          training={training}
          initialStep={initialStep}
          member={account.data}
          cardAvailable={cardAvailable}
          maxAttendees={maxAttendees}
          confirmRepeat={existing.length > 0}
          onRepeatFound={() => void live.refetch()}
        />
      )}
    </Stack>
  );
}

type LiveRegistration = RouterOutputs['member']['registrations']['liveFor'][number];

/**
 * The member already holds a live registration (statuses 1-5) for this
 * training: say which, with its status and a link to it, and show the form
 * only once they tick that they mean to register again.
 */
function RepeatWarning({
  existing,
  confirmed,
  onConfirm,
}: {
  existing: LiveRegistration[];
  confirmed: boolean;
  onConfirm: (v: boolean) => void;
}) {
  const { t } = useT();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('registration.repeat_title')}
      data-testid="repeat-warning"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        {existing.map((r) => (
          <Group
            key={r.registerId}
            gap="sm"
            wrap="wrap"
            data-testid="repeat-existing"
            data-register-id={r.registerId}
          >
            <Text fw={600}>
              {t('registration.repeat_item', { code: r.registerCode, status: r.registerStatus })}
            </Text>
            <AnchorLink
              href={
                r.isPaid ? `/member/receipt/${r.registerId}` : `/member/payment/${r.registerId}`
              }
            >
              {t('registration.repeat_view')}
            </AnchorLink>
          </Group>
        ))}
        <Text size="sm">{t('registration.repeat_body')}</Text>
        <Checkbox
          label={t('registration.repeat_confirm')}
          checked={confirmed}
          onChange={(e) => onConfirm(e.currentTarget.checked)}
          data-testid="repeat-confirm"
        />
      </Stack>
    </Alert>
  );
}

interface DraftFormProps {
  training: Training;
  initialStep: number | null;
  member: Account;
  cardAvailable: boolean;
  /** People one registration may carry, the member included (REGISTRATION_MAX_ATTENDEES; the server checks it again). */
  maxAttendees: number;
  /** The member ticked that they mean to register again (the server asks for confirm_repeat). */
  confirmRepeat: boolean;
  /** The server found a live registration the page did not know of (another tab): show the warning. */
  onRepeatFound: () => void;
}

/** The schema of each step's fields, checked before going past it (the server checks them all with createRegistrationSchema). */
const stepSchemas = [
  createRegistrationSchema.pick({ attendees: true }),
  createRegistrationSchema.pick({ receipt: true }),
  createRegistrationSchema.pick({ payment_method_id: true }),
];
/** The step holding a field (attendees.0.email, receipt.name, payment_method_id). */
const stepOf = (field: string) =>
  field.startsWith('attendees')
    ? 1
    : field.startsWith('receipt')
      ? 2
      : field === 'payment_method_id'
        ? 3
        : REGISTER_STEPS;

function DraftForm({
  training,
  initialStep,
  member,
  cardAvailable,
  maxAttendees,
  confirmRepeat,
  onRepeatFound,
}: DraftFormProps) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const router = useRouter();
  const phone = useMediaQuery('(max-width: 48em)');
  const [initialDraft] = useState<Draft>(() => {
    const saved = readDraft(training.id) ?? prefilledDraft(member);
    // Without a card gateway, a saved choice of card is no choice.
    const base =
      !cardAvailable && saved.payment_method_id === String(PAYMENT_METHOD_IDS.card)
        ? { ...saved, payment_method_id: '' }
        : saved;
    return initialStep ? { ...base, step: clampStep(initialStep) } : base;
  });
  const create = api.member.registrations.create.useMutation();
  const form = useSchemaForm({
    initialValues: initialDraft,
    schema: createRegistrationSchema,
    toInput: (d) => ({
      public_training_id: training.id,
      attendees: d.attendees,
      receipt: d.receipt,
      payment_method_id: d.payment_method_id ? Number(d.payment_method_id) : undefined,
      confirm_repeat: confirmRepeat,
      ...(training.offerToken ? { waiting_list_token: training.offerToken } : {}),
    }),
    send: (input) => create.mutateAsync(input),
    onRefused: ({ fields, error }) => {
      // Back to the first step holding a field to correct, as when going forward.
      const steps = Object.keys(fields).map(stepOf);
      if (!error && steps.length) form.setFieldValue('step', Math.min(...steps));
      if (fields.confirm_repeat) onRepeatFound();
    },
    onSuccess: (r) => {
      window.localStorage.removeItem(draftKey(training.id));
      toastSuccess(t, t('registration.submitted', { code: r.registerCode }));
      router.push(`/member/payment/${r.registerId}`);
    },
  });
  const draft = form.values;
  // After "add attendee", focus moves to the new attendee's first field as it mounts.
  const focusAttendee = useRef<number | null>(null);
  const focusIfAdded = (i: number) => (el: HTMLInputElement | null) => {
    if (el && focusAttendee.current === i) {
      focusAttendee.current = null;
      el.focus();
    }
  };

  useEffect(() => {
    window.localStorage.setItem(draftKey(training.id), JSON.stringify(draft));
  }, [draft, training.id]);

  const maxExtra = Math.max(0, Math.min(training.seatsLeft, maxAttendees) - 1);
  const quantity = 1 + draft.attendees.length;

  function goTo(step: number) {
    if (step > draft.step) {
      for (let s = draft.step; s < step; s += 1) {
        if (!form.checkWith(stepSchemas[s - 1]!, form.getTransformedValues()))
          return form.setFieldValue('step', s);
      }
    }
    form.setFieldValue('step', clampStep(step));
    window.scrollTo({ top: 0 });
  }

  function clear() {
    window.localStorage.removeItem(draftKey(training.id));
    // A ?step=N in the address would set the step again on reload.
    window.history.replaceState(null, '', window.location.pathname);
    form.clearErrors();
    form.setValues(prefilledDraft(member));
    toastSuccess(t, t('registration.cleared'));
  }

  const methodLabel =
    draft.payment_method_id === String(PAYMENT_METHOD_IDS.card)
      ? t('registration.method_card')
      : draft.payment_method_id === String(PAYMENT_METHOD_IDS.bank)
        ? t('registration.method_bank')
        : '-';
  const errorList = Object.values(form.errors);

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('registration.seats_left', { count: training.seatsLeft })} ·{' '}
        {t('registration.unit_price')}: {formatBaht(training.priceSatang, locale)}
      </Text>
      <Stepper
        active={draft.step - 1}
        onStepClick={(i) => goTo(i + 1)}
        orientation={phone ? 'vertical' : 'horizontal'}
        size="sm"
        aria-label={t('registration.step_of', { step: draft.step, total: REGISTER_STEPS })}
      >
        <Stepper.Step label={t('registration.steps.attendees')} />
        <Stepper.Step label={t('registration.steps.receipt')} />
        <Stepper.Step label={t('registration.steps.payment')} />
        <Stepper.Step label={t('registration.steps.review')} />
      </Stepper>
      <Title order={2} size="h3" data-testid="register-step" data-step={draft.step}>
        {t('registration.step_of', { step: draft.step, total: REGISTER_STEPS })}:{' '}
        {t(`registration.steps.${['attendees', 'receipt', 'payment', 'review'][draft.step - 1]}`)}
      </Title>
      {errorList.length > 0 && (
        <Alert color="red" title={t('errors_occurred')}>
          <Stack gap={2}>
            {errorList.map((e, i) => (
              <Text key={i} size="sm">
                {e}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      {draft.step === 1 && (
        <Stack gap="md">
          <Card withBorder>
            <Text fw={700}>{t('registration.you')}</Text>
            <Text>
              {member.firstname} {member.lastname} · {member.email} · {member.telephone}
            </Text>
          </Card>
          <Title order={3} size="h4">
            {t('registration.extra_attendees')}
          </Title>
          <Text size="sm" c="gray.7" data-testid="max-attendees-note">
            {t('registration.max_attendees_note', { max: maxAttendees })}
          </Text>
          {draft.attendees.map((a, i) => (
            <Card
              withBorder
              key={i}
              component="fieldset"
              aria-label={t('registration.attendee_n', { n: i + 2 })}
            >
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{t('registration.attendee_n', { n: i + 2 })}</Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => form.removeListItem('attendees', i)}
                >
                  {t('registration.remove_attendee', { n: i + 2 })}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('member.firstname')}
                  required
                  {...form.getInputProps(`attendees.${i}.firstname`)}
                  ref={focusIfAdded(i)}
                />
                <TextInput
                  label={t('member.lastname')}
                  required
                  {...form.getInputProps(`attendees.${i}.lastname`)}
                />
                <TextInput
                  label={t('member.email')}
                  type="email"
                  required
                  {...form.getInputProps(`attendees.${i}.email`)}
                />
                <TextInput
                  label={t('member.telephone')}
                  type="tel"
                  inputMode="numeric"
                  maxLength={10}
                  required
                  {...form.getInputProps(`attendees.${i}.telephone`)}
                  onChange={(e) =>
                    form.setFieldValue(
                      `attendees.${i}.telephone`,
                      e.currentTarget.value.replace(/\D/g, ''),
                    )
                  }
                />
              </SimpleGrid>
            </Card>
          ))}
          {draft.attendees.length < maxExtra ? (
            <Group>
              <Button
                variant="light"
                onClick={() => {
                  focusAttendee.current = draft.attendees.length;
                  form.insertListItem('attendees', {
                    firstname: '',
                    lastname: '',
                    email: '',
                    telephone: '',
                  });
                }}
              >
                {t('registration.add_attendee')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="gray.7">
              {t(
                training.seatsLeft > maxAttendees
                  ? 'registration.max_attendees_reached'
                  : 'registration.no_more_seats',
                { max: maxAttendees },
              )}
            </Text>
          )}
        </Stack>
      )}

      {draft.step === 2 && <ReceiptFields form={form} />}

      {draft.step === 3 && (
        <Radio.Group
          label={t('registration.payment_method')}
          required
          {...form.getInputProps('payment_method_id')}
        >
          <Stack mt="xs">
            {cardAvailable && (
              <Radio
                value={String(PAYMENT_METHOD_IDS.card)}
                label={t('registration.method_card')}
              />
            )}
            <Radio value={String(PAYMENT_METHOD_IDS.bank)} label={t('registration.method_bank')} />
            {!cardAvailable && (
              <Text size="sm" c="gray.7" data-testid="card-unavailable">
                {t('registration.card_unavailable')}
              </Text>
            )}
          </Stack>
        </Radio.Group>
      )}

      {draft.step === 4 && (
        <Table withTableBorder variant="vertical" layout="fixed" data-testid="register-review">
          <TableTbody>
            <TableTr>
              <TableTh w="40%">{t('registration.course')}</TableTh>
              <TableTd>
                {training.name} ({training.courseCode})
              </TableTd>
            </TableTr>
            <TableTr>
              <TableTh>{t('registration.training_date')}</TableTh>
              <TableTd>{formatLongDate(training.startTrainingDate, locale)}</TableTd>
            </TableTr>
            <TableTr>
              <TableTh>{t('registration.quantity')}</TableTh>
              <TableTd data-testid="register-quantity">{quantity}</TableTd>
            </TableTr>
            <TableTr>
              <TableTh>{t('registration.attendee_names')}</TableTh>
              <TableTd>
                {[
                  `${member.firstname} ${member.lastname}`,
                  ...draft.attendees.map((a) => `${a.firstname} ${a.lastname}`),
                ].join(', ')}
              </TableTd>
            </TableTr>
            <TableTr>
              <TableTh>{t('registration.receipt_name')}</TableTh>
              <TableTd>{draft.receipt.name}</TableTd>
            </TableTr>
            <TableTr>
              <TableTh>{t('registration.payment_method')}</TableTh>
              <TableTd>{methodLabel}</TableTd>
            </TableTr>
            <TableTr>
              <TableTh>{t('registration.total_amount')}</TableTh>
              <TableTd data-testid="register-total">
                {formatBaht(training.priceSatang * quantity, locale)}
              </TableTd>
            </TableTr>
          </TableTbody>
        </Table>
      )}

      <Text size="xs" c="gray.7">
        {t('registration.draft_note')}
      </Text>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button variant="subtle" color="red" onClick={clear}>
          {t('registration.clear')}
        </Button>
        <Group gap="sm">
          {draft.step > 1 && (
            <Button variant="default" onClick={() => goTo(draft.step - 1)}>
              {t('registration.back')}
            </Button>
          )}
          {draft.step < REGISTER_STEPS ? (
            <Button onClick={() => goTo(draft.step + 1)}>{t('registration.next')}</Button>
          ) : (
            <Button onClick={() => form.submit()} loading={form.busy}>
              {t('registration.submit')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
