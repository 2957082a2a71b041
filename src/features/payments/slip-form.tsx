'use client';

import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useT } from '@/i18n/client';
import { useEffect, useMemo, useState } from 'react';
import { FileDrop } from '@/features/ui/file-drop';
import { IMAGE_RULES, type UploadProgress } from '@/features/ui/file-rules';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { AnchorLink } from '@/features/ui/links';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { OTHER_BANK_ID, SLIP_MAX_BYTES, slipSchema } from '@/lib/schemas/payment';
import { resizedDataUrl } from '@/features/ui/resize-image';
import { api, type RouterOutputs } from '@/trpc/react';

/** The chosen slip as the page shows it before sending: a preview of the picture and its name. */
function SlipPreview({ file }: { file: File }) {
  const { t } = useT();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Group gap="sm" align="center" wrap="nowrap">
      <Image
        src={url}
        alt={t('payment.slip_preview_alt', { name: file.name })}
        w={72}
        h={96}
        fit="contain"
        radius="sm"
        bg="gray.0"
        data-testid="slip-file-preview"
      />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </Text>
    </Group>
  );
}

/** The slip picture: a JPEG or PNG of at most 10,240,000 bytes, refused here otherwise (SPEC.md section 5). */
const SLIP_RULES = {
  ...IMAGE_RULES,
  maxBytes: SLIP_MAX_BYTES,
  messages: { type: 'payment.errors.slip_type', size: 'payment.errors.slip_too_large' },
};

/** /member/send-payment-slip: the member's bank-transfer registrations and the slip form for one of them. */
export function SlipForm({ initialRegisterId }: { initialRegisterId: number | null }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const utils = api.useUtils();
  const list = api.member.payments.slips.useQuery();
  const banks = api.public.lookups.banks.useQuery();
  const submit = api.member.payments.submitSlip.useMutation();
  const [sent, setSent] = useState(false);
  const [progress, setProgress] = useState<UploadProgress>(null);
  const rows = list.data ?? [];
  const form = useSchemaForm({
    initialValues: {
      register_id: initialRegisterId ? String(initialRegisterId) : '',
      image: null as File | null,
      bank_id: '',
      bank_specify_text: '',
      date: '',
      time: '',
      amount: '' as number | string,
    },
    schema: slipSchema,
    toInput: (v) => {
      const selected = rows.find((r) => String(r.registerId) === v.register_id);
      return {
        register_id: v.register_id,
        bank_id: v.bank_id,
        bank_specify_text: v.bank_specify_text,
        transfer_date:
          v.date && v.time
            ? `${v.date}T${v.time.length === 5 ? `${v.time}:00` : v.time}+07:00`
            : '',
        amount: v.amount === '' && selected ? selected.totalAmountSatang / 100 : v.amount,
        // Checked as chosen or not here; the resized picture replaces the name when sent.
        image: v.image?.name ?? '',
      };
    },
    send: async (input, values) => {
      setSent(false);
      try {
        setProgress({ stage: 'resizing', percent: 0 });
        const image = await resizedDataUrl(values.image!, (percent) =>
          setProgress({ stage: 'resizing', percent }),
        );
        // A JSON call reports no progress of its own: the bar runs until the answer.
        setProgress({ stage: 'sending', percent: null });
        return await submit.mutateAsync({ ...input, image });
      } finally {
        setProgress(null);
      }
    },
    onSuccess: async () => {
      await utils.member.payments.slips.invalidate();
      setSent(true);
      form.setFieldValue('image', null);
      toastSuccess(t, t('payment.slip_sent'));
    },
  });
  const { values } = form;
  // The only registration awaiting a slip is the one chosen (nothing else to pick).
  const only = rows.length === 1 ? String(rows[0]!.registerId) : null;
  useEffect(() => {
    if (only && !values.register_id) form.setFieldValue('register_id', only);
  }, [only, values.register_id, form]);

  if (list.isLoading) return <Loader role="status" aria-label={t('loading')} />;
  if (rows.length === 0)
    return (
      <Alert color="gray" data-testid="slip-none">
        {t('payment.slip_none')}
      </Alert>
    );
  const selected = rows.find((r) => String(r.registerId) === values.register_id) ?? null;
  const amountValue =
    values.amount === '' && selected ? selected.totalAmountSatang / 100 : values.amount;

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        {rows.map((r) => (
          <Card
            key={r.registerId}
            withBorder
            padding="sm"
            data-testid={`slip-registration-${r.registerId}`}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{r.registerCode}</Text>
                <Text size="sm">{r.courseName}</Text>
              </Stack>
              <Group gap="xs">
                <Text fw={600}>{formatBaht(r.totalAmountSatang, locale)}</Text>
                <Badge
                  variant="filled"
                  autoContrast
                  tt="none"
                  h="auto"
                  py={4}
                  styles={{ label: { whiteSpace: 'normal' } }}
                  color={
                    r.registerStatusId === 4
                      ? 'blue.8'
                      : r.registerStatusId === 3
                        ? 'red.8'
                        : 'yellow.3'
                  }
                  data-testid="slip-status"
                >
                  {r.registerStatusId === 4
                    ? t('payment.slip_current')
                    : r.registerStatusId === 3
                      ? t('payment.slip_rejected', { reason: r.registerStatusMessage ?? '' })
                      : t('payment.still_awaiting')}
                </Badge>
                <AnchorLink href={`/member/payment/${r.registerId}`} size="sm">
                  {t('payment.title')}
                </AnchorLink>
              </Group>
            </Group>
            {r.lastSlip && <SentSlip slip={r.lastSlip} code={r.registerCode} />}
          </Card>
        ))}
      </Stack>

      {sent && (
        <Alert color="teal" role="status" data-testid="slip-sent">
          {t('payment.slip_sent')}
        </Alert>
      )}

      <Card withBorder padding="lg" component="form" onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Text>{t('payment.slip_intro')}</Text>
          <Select
            label={t('payment.slip_registration')}
            placeholder={t('payment.slip_choose')}
            data={rows.map((r) => ({
              value: String(r.registerId),
              label: `${r.registerCode} · ${r.courseName}`,
            }))}
            {...form.getSelectProps('register_id')}
            onChange={(v) => {
              form.setFieldValue('register_id', v ?? '');
              form.setFieldValue('amount', '');
            }}
            required
            data-testid="slip-register"
          />
          <FileDrop
            id="slip-file"
            label={t('payment.slip_image')}
            required
            error={form.errors.image}
            rules={SLIP_RULES}
            onFiles={([file]) => file && form.setFieldValue('image', file)}
            onRefuse={(message) =>
              message ? form.setFieldError('image', message) : form.clearFieldError('image')
            }
            progress={progress}
            preview={values.image && <SlipPreview file={values.image} />}
            action={t(values.image ? 'payment.slip_replace_image' : 'payment.slip_choose_image')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('payment.slip_bank')}
              data={(banks.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
              {...form.getSelectProps('bank_id')}
              required
              data-testid="slip-bank"
            />
            {values.bank_id === String(OTHER_BANK_ID) && (
              <TextInput
                label={t('payment.slip_bank_other')}
                required
                maxLength={191}
                {...form.getInputProps('bank_specify_text')}
              />
            )}
            <TextInput
              type="date"
              label={t('payment.slip_transfer_date')}
              {...form.getInputProps('date')}
              error={form.errors.transfer_date}
              required
              data-testid="slip-date"
            />
            <TextInput
              type="time"
              label={t('payment.slip_transfer_time')}
              {...form.getInputProps('time')}
              required
              data-testid="slip-time"
            />
            <NumberInput
              label={t('payment.slip_amount')}
              {...form.getInputProps('amount')}
              value={amountValue}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              required
              data-testid="slip-amount"
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={form.busy} data-testid="slip-submit">
              {selected?.registerStatusId === 4
                ? t('payment.slip_replace')
                : t('payment.slip_submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

type Slip = NonNullable<RouterOutputs['member']['payments']['slips'][number]['lastSlip']>;

/** The slip sent last for a registration awaiting verification (4) or to correct (3): its picture and what was declared with it. */
function SentSlip({ slip, code }: { slip: Slip; code: string }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const row = (label: string, value: string) => (
    <Text size="sm">
      <Text span c="gray.7" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <Group
      mt="sm"
      pt="sm"
      align="flex-start"
      gap="md"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="sent-slip"
    >
      <a href={slip.imageUrl} target="_blank" rel="noopener noreferrer">
        <Image
          src={slip.imageUrl}
          alt={t('payment.slip_last_alt', { code })}
          w={120}
          h={160}
          fit="contain"
          radius="sm"
          bg="gray.0"
          data-testid="sent-slip-image"
        />
      </a>
      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Text fw={600} size="sm">
          {t('payment.slip_last')}
        </Text>
        {row(t('payment.slip_sent_at'), formatDate(slip.sentAt, locale))}
        {row(t('payment.slip_bank'), slip.bankName)}
        {row(t('payment.slip_transfer_date'), formatDate(slip.transferDate, locale))}
        {row(t('payment.amount'), formatBaht(slip.amountSatang, locale))}
        {row(
          t('payment.status'),
          slip.status === 'rejected' ? t('payment.slip_not_accepted') : t('payment.slip_pending'),
        )}
        {slip.status === 'rejected' &&
          slip.rejectReason &&
          row(t('payment.slip_reason'), slip.rejectReason)}
      </Stack>
    </Group>
  );
}
