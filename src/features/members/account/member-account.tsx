'use client';

import { Alert, Button, Card, Divider, Group, InputBase, Loader, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useT } from '@/i18n/client';
import { type FormEvent, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { AvatarUpload } from '@/features/members/account/avatar-upload';
import { type FieldErrors, serverErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { profileSchema, TELEPHONE_MASK_DIGITS } from '@/lib/schemas/member';
import { api, type RouterOutputs } from '@/trpc/react';
import { memberSession } from '@/features/members/member-session';

type Account = RouterOutputs['member']['account']['get'];

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

function formValues(a: Account) {
  const r = a.receipt_address;
  return {
    name_prefix_id: str(a.name_prefix_id),
    firstname: a.firstname,
    lastname: a.lastname,
    telephone: a.telephone,
    company_name: a.company_name ?? '',
    company_type_id: str(a.company_type_id),
    tax_no: a.tax_no ?? '',
    receipt: {
      receipt_type: (r?.receipt_type ?? a.member_type) as string,
      name: r?.name ?? '',
      tax_no: r?.tax_no ?? '',
      branch: r?.branch ?? '',
      address: r?.address ?? '',
      province_id: str(r?.province_id),
      amphure_id: str(r?.amphure_id),
      district_id: str(r?.district_id),
      zip_code: r?.zip_code ?? '',
    },
  };
}
type Values = ReturnType<typeof formValues>;

/** /member/account: the profile, the receipt address and the picture. */
export function MemberAccount() {
  const { t } = useT();
  const account = api.member.account.get.useQuery(undefined, { retry: false });
  if (account.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (!account.data) return <Alert color="red">{t('an_error_occurred')}</Alert>;
  return <AccountForm account={account.data} />;
}

function AccountForm({ account }: { account: Account }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const utils = api.useUtils();
  const [values, setValues] = useState<Values>(() => formValues(account));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = api.member.account.updatePerson.useMutation();
  const organisation = account.member_type === 'O';

  const prefixes = api.public.lookups.namePrefixes.useQuery(undefined, { staleTime: Infinity });
  const companyTypes = api.public.lookups.companyTypes.useQuery(undefined, { enabled: organisation, staleTime: Infinity });
  const provinces = api.public.lookups.provinces.useQuery(undefined, { staleTime: Infinity });
  const amphures = api.public.lookups.amphures.useQuery({ province_id: values.receipt.province_id || '*' }, { staleTime: Infinity });
  const districts = api.public.lookups.districts.useQuery({ amphure_id: values.receipt.amphure_id || '*' }, { staleTime: Infinity });

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const setReceipt = (patch: Partial<Values['receipt']>) => setValues((v) => ({ ...v, receipt: { ...v.receipt, ...patch } }));
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const options = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const r = values.receipt;
    const hasAddress = [r.name, r.address, r.province_id, r.amphure_id, r.district_id, r.zip_code, r.tax_no, r.branch].some((v) => v.trim() !== '');
    const input = {
      name_prefix_id: values.name_prefix_id,
      firstname: values.firstname,
      lastname: values.lastname,
      telephone: values.telephone,
      company_name: values.company_name,
      company_type_id: values.company_type_id,
      tax_no: values.tax_no,
      province_id: r.province_id,
      receipt_address: hasAddress ? { ...r, receipt_type: (r.receipt_type === 'O' ? 'O' : 'P') as 'O' | 'P' } : null,
    };
    const parsed = profileSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toastErrors(t);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(input);
      utils.member.account.get.setData(undefined, saved);
      await memberSession.refresh();
      toastSuccess(t, t('member.profile_saved'));
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      toastErrors(t, message);
    }
  }

  const name = `${account.firstname} ${account.lastname}`;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <AvatarUpload name={name} imageUrl={account.image_url} />
          <Stack gap={2}>
            <Text fw={700}>{name}</Text>
            <Text size="sm" c="gray.7">
              {t(`member.member_type_${account.member_type === 'O' ? 'O' : 'P'}`)} · {account.email}
            </Text>
            <Text size="sm" c="gray.7">
              {t('member.account.member_since', { date: formatDate(account.created_at, locale, 'D/M/YYYY') })}
            </Text>
          </Stack>
        </Group>
      </Card>

      <form onSubmit={submit} noValidate aria-label={t('member.account.title')}>
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('member.account.personal')}
            </Title>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select label={t('member.name_prefix')} placeholder={t('member.account.select')} data={options(prefixes.data)} value={values.name_prefix_id || null} onChange={(v) => set({ name_prefix_id: v ?? '' })} />
                <TextInput label={t('member.firstname')} required value={values.firstname} error={err('firstname')} onChange={(e) => set({ firstname: e.currentTarget.value })} />
                <TextInput label={t('member.lastname')} required value={values.lastname} error={err('lastname')} onChange={(e) => set({ lastname: e.currentTarget.value })} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <InputBase component={IMaskInput} mask={'0'.repeat(TELEPHONE_MASK_DIGITS)} label={t('member.telephone')} required type="tel" inputMode="numeric" value={values.telephone} error={err('telephone')} onAccept={(v: string) => set({ telephone: v })} />
                <Stack gap={4}>
                  <TextInput label={t('member.email')} value={account.email} readOnly aria-describedby="member-email-hint" />
                  <Text id="member-email-hint" size="xs" c="gray.7">
                    {t('member.account.email_hint')}
                  </Text>
                </Stack>
              </SimpleGrid>
            </Stack>
          </Card>

          {organisation && (
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="md">
                {t('member.account.organisation')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label={t('member.company_name')} required value={values.company_name} error={err('company_name')} onChange={(e) => set({ company_name: e.currentTarget.value })} />
                <Select label={t('member.company_type')} required placeholder={t('member.account.select')} data={options(companyTypes.data)} value={values.company_type_id || null} error={err('company_type_id')} onChange={(v) => set({ company_type_id: v ?? '' })} />
                <TextInput label={t('member.tax_no')} required value={values.tax_no} error={err('tax_no')} onChange={(e) => set({ tax_no: e.currentTarget.value })} />
              </SimpleGrid>
            </Card>
          )}

          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('member.account.receipt_address')}
            </Title>
            <Stack gap="sm">
              <Radio.Group label={t('member.account.receipt_type')} value={values.receipt.receipt_type} onChange={(v) => setReceipt({ receipt_type: v })}>
                <Group mt={4}>
                  <Radio value="P" label={t('member.member_type_P')} />
                  <Radio value="O" label={t('member.member_type_O')} />
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label={t('member.account.receipt_name')} value={values.receipt.name} error={err('receipt_address.name')} onChange={(e) => setReceipt({ name: e.currentTarget.value })} />
                <TextInput label={t('member.tax_no')} value={values.receipt.tax_no} error={err('receipt_address.tax_no')} onChange={(e) => setReceipt({ tax_no: e.currentTarget.value })} />
                <TextInput label={t('member.account.branch')} value={values.receipt.branch} error={err('receipt_address.branch')} onChange={(e) => setReceipt({ branch: e.currentTarget.value })} />
              </SimpleGrid>
              <Textarea label={t('member.account.address')} autosize minRows={2} value={values.receipt.address} error={err('receipt_address.address')} onChange={(e) => setReceipt({ address: e.currentTarget.value })} />
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <Select
                  label={t('member.account.province')}
                  placeholder={t('member.account.select')}
                  searchable
                  data={options(provinces.data)}
                  value={values.receipt.province_id || null}
                  error={err('receipt_address.province_id')}
                  onChange={(v) => setReceipt({ province_id: v ?? '', amphure_id: '', district_id: '', zip_code: '' })}
                />
                <Select
                  label={t('member.account.amphure')}
                  placeholder={t('member.account.select')}
                  searchable
                  disabled={!values.receipt.province_id}
                  data={options(amphures.data)}
                  value={values.receipt.amphure_id || null}
                  error={err('receipt_address.amphure_id')}
                  onChange={(v) => setReceipt({ amphure_id: v ?? '', district_id: '', zip_code: '' })}
                />
                <Select
                  label={t('member.account.district')}
                  placeholder={t('member.account.select')}
                  searchable
                  disabled={!values.receipt.amphure_id}
                  data={options(districts.data)}
                  value={values.receipt.district_id || null}
                  error={err('receipt_address.district_id')}
                  onChange={(v) => setReceipt({ district_id: v ?? '', zip_code: districts.data?.find((d) => String(d.id) === v)?.zip_code ?? '' })}
                />
                <TextInput label={t('member.account.zip_code')} inputMode="numeric" maxLength={5} value={values.receipt.zip_code} error={err('receipt_address.zip_code')} onChange={(e) => setReceipt({ zip_code: e.currentTarget.value })} />
              </SimpleGrid>
            </Stack>
          </Card>
          <Divider />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('member.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
