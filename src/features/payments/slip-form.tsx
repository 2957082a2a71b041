'use client';

import { Alert, Badge, Button, Card, FileInput, Group, Image, Loader, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, serverErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
import { AnchorLink } from '@/features/ui/links';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { OTHER_BANK_ID, SLIP_MAX_BYTES, slipSchema } from '@/lib/schemas/payment';
import { readAsDataUrl, resizeForUpload } from '@/features/ui/resize-image';
import { api, type RouterOutputs } from '@/trpc/react';

const SLIP_TYPES = ['image/jpeg', 'image/png'];

/** /member/send-payment-slip: the member's bank-transfer registrations and the slip form for one of them. */
export function SlipForm({ initialRegisterId }: { initialRegisterId: number | null }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const utils = api.useUtils();
  const list = api.member.payments.slips.useQuery();
  const banks = api.public.lookups.banks.useQuery();
  const submit = api.member.payments.submitSlip.useMutation();
  const [registerId, setRegisterId] = useState<string | null>(initialRegisterId ? String(initialRegisterId) : null);
  const [file, setFile] = useState<File | null>(null);
  const [bankId, setBankId] = useState<string | null>(null);
  const [bankText, setBankText] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (list.isLoading) return <Loader role="status" aria-label={t('loading')} />;
  const rows = list.data ?? [];
  if (rows.length === 0) return <Alert color="gray" data-testid="slip-none">{t('payment.slip_none')}</Alert>;
  const selected = rows.find((r) => String(r.register_id) === registerId) ?? null;
  const amountValue = amount === '' && selected ? selected.total_amount_satang / 100 : amount;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const base = { register_id: registerId ?? '', bank_id: bankId ?? '', bank_specify_text: bankText, transfer_date: date && time ? `${date}T${time.length === 5 ? `${time}:00` : time}+07:00` : '', amount: amountValue };
    const fileErrors: FieldErrors = {};
    if (!file) fileErrors.image = 'payment.errors.slip_required';
    else if (!SLIP_TYPES.includes(file.type)) fileErrors.image = 'payment.errors.slip_type';
    else if (file.size > SLIP_MAX_BYTES) fileErrors.image = 'payment.errors.slip_too_large';
    const parsed = slipSchema.safeParse({ ...base, image: 'x' });
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...fileErrors };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return toastErrors(t);
    }
    setErrors({});
    setBusy(true);
    try {
      const image = await readAsDataUrl(await resizeForUpload(file!));
      await submit.mutateAsync({ ...(base as Record<string, unknown>), image } as never);
      await utils.member.payments.slips.invalidate();
      setSent(true);
      setFile(null);
      toastSuccess(t, t('payment.slip_sent'));
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      toastErrors(t, message || 'an_error_occurred');
    } finally {
      setBusy(false);
    }
  }

  const err = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        {rows.map((r) => (
          <Card key={r.register_id} withBorder padding="sm" data-testid={`slip-registration-${r.register_id}`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{r.register_code}</Text>
                <Text size="sm">{r.course_name}</Text>
              </Stack>
              <Group gap="xs">
                <Text fw={600}>{formatBaht(r.total_amount_satang, locale)}</Text>
                <Badge variant="filled" autoContrast tt="none" h="auto" py={4} styles={{ label: { whiteSpace: 'normal' } }} color={r.register_status_id === 4 ? 'blue.8' : r.register_status_id === 3 ? 'red.8' : 'yellow.3'} data-testid="slip-status">
                  {r.register_status_id === 4 ? t('payment.slip_current') : r.register_status_id === 3 ? t('payment.slip_rejected', { reason: r.register_status_message ?? '' }) : t('payment.still_awaiting')}
                </Badge>
                <AnchorLink href={`/member/payment/${r.register_id}`} size="sm">{t('payment.title')}</AnchorLink>
              </Group>
            </Group>
            {r.last_slip && <SentSlip slip={r.last_slip} code={r.register_code} />}
          </Card>
        ))}
      </Stack>

      {sent && <Alert color="teal" role="status" data-testid="slip-sent">{t('payment.slip_sent')}</Alert>}

      <Card withBorder padding="lg" component="form" onSubmit={(e: FormEvent) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <Text>{t('payment.slip_intro')}</Text>
          <Select
            label={t('payment.slip_registration')}
            placeholder={t('payment.slip_choose')}
            data={rows.map((r) => ({ value: String(r.register_id), label: `${r.register_code} · ${r.course_name}` }))}
            value={registerId}
            onChange={(v) => {
              setRegisterId(v);
              setAmount('');
            }}
            error={err('register_id')}
            required
            data-testid="slip-register"
          />
          <FileInput label={t('payment.slip_image')} accept={SLIP_TYPES.join(',')} value={file} onChange={setFile} error={err('image')} required clearable data-testid="slip-file" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('payment.slip_bank')}
              data={(banks.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
              value={bankId}
              onChange={setBankId}
              error={err('bank_id')}
              required
              data-testid="slip-bank"
            />
            {bankId === String(OTHER_BANK_ID) && (
              <TextInput label={t('payment.slip_bank_other')} value={bankText} onChange={(e) => setBankText(e.currentTarget.value)} error={err('bank_specify_text')} required maxLength={191} />
            )}
            <TextInput type="date" label={t('payment.slip_transfer_date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} error={err('transfer_date')} required data-testid="slip-date" />
            <TextInput type="time" label={t('payment.slip_transfer_time')} value={time} onChange={(e) => setTime(e.currentTarget.value)} required data-testid="slip-time" />
            <NumberInput label={t('payment.slip_amount')} value={amountValue} onChange={setAmount} min={0} decimalScale={2} thousandSeparator="," error={err('amount')} required data-testid="slip-amount" />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy} data-testid="slip-submit">
              {selected?.register_status_id === 4 ? t('payment.slip_replace') : t('payment.slip_submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

type Slip = NonNullable<RouterOutputs['member']['payments']['slips'][number]['last_slip']>;

/** The slip sent last for a registration awaiting verification (4) or to correct (3): its picture and what was declared with it. */
function SentSlip({ slip, code }: { slip: Slip; code: string }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const row = (label: string, value: string) => (
    <Text size="sm">
      <Text span c="gray.7" size="sm">{label}:</Text> {value}
    </Text>
  );
  return (
    <Group mt="sm" pt="sm" align="flex-start" gap="md" wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid="sent-slip">
      <a href={slip.image_url} target="_blank" rel="noopener noreferrer">
        <Image src={slip.image_url} alt={t('payment.slip_last_alt', { code })} w={120} h={160} fit="contain" radius="sm" bg="gray.0" data-testid="sent-slip-image" />
      </a>
      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Text fw={600} size="sm">{t('payment.slip_last')}</Text>
        {row(t('payment.slip_sent_at'), formatDate(slip.sent_at, locale))}
        {row(t('payment.slip_bank'), slip.bank_name)}
        {row(t('payment.slip_transfer_date'), formatDate(slip.transfer_date, locale))}
        {row(t('payment.amount'), formatBaht(slip.amount_satang, locale))}
        {row(t('payment.status'), slip.status === 'rejected' ? t('payment.slip_not_accepted') : t('payment.slip_pending'))}
        {slip.status === 'rejected' && slip.reject_reason && row(t('payment.slip_reason'), slip.reject_reason)}
      </Stack>
    </Group>
  );
}
