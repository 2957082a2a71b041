'use client';

import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  InputBase,
  Loader,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useT } from '@/i18n/client';
import { IMaskInput } from 'react-imask';
import { AvatarUpload } from '@/features/members/account/avatar-upload';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { profileSchema, TELEPHONE_MASK_DIGITS } from '@/lib/schemas/member';
import { api, type RouterOutputs } from '@/trpc/react';
import { memberSession } from '@/features/members/member-session';

type Account = RouterOutputs['member']['account']['get'];

const str = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

function formValues(a: Account) {
  const r = a.receiptAddress;
  return {
    name_prefix_id: str(a.namePrefixId),
    firstname: a.firstname,
    lastname: a.lastname,
    telephone: a.telephone,
    company_name: a.companyName ?? '',
    company_type_id: str(a.companyTypeId),
    tax_no: a.taxNo ?? '',
    receipt_address: {
      receipt_type: (r?.receiptType ?? a.memberType) as string,
      name: r?.name ?? '',
      tax_no: r?.taxNo ?? '',
      branch: r?.branch ?? '',
      address: r?.address ?? '',
      province_id: str(r?.provinceId),
      amphure_id: str(r?.amphureId),
      district_id: str(r?.districtId),
      zip_code: r?.zipCode ?? '',
    },
  };
}
type Values = ReturnType<typeof formValues>;

/** What is sent: the receipt address only when some of it is filled in. */
function inputOf(values: Values) {
  const r = values.receipt_address;
  const hasAddress = [
    r.name,
    r.address,
    r.province_id,
    r.amphure_id,
    r.district_id,
    r.zip_code,
    r.tax_no,
    r.branch,
  ].some((v) => v.trim() !== '');
  return {
    name_prefix_id: values.name_prefix_id,
    firstname: values.firstname,
    lastname: values.lastname,
    telephone: values.telephone,
    company_name: values.company_name,
    company_type_id: values.company_type_id,
    tax_no: values.tax_no,
    province_id: r.province_id,
    receipt_address: hasAddress
      ? { ...r, receipt_type: (r.receipt_type === 'O' ? 'O' : 'P') as 'O' | 'P' }
      : null,
  };
}

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
  const save = api.member.account.updatePerson.useMutation();
  const form = useSchemaForm({
    initialValues: formValues(account),
    schema: profileSchema,
    toInput: inputOf,
    send: (input) => save.mutateAsync(input),
    onSuccess: async (saved) => {
      utils.member.account.get.setData(undefined, saved);
      await memberSession.refresh();
      toastSuccess(t, t('member.profile_saved'));
    },
  });
  const { values } = form;
  const receipt = values.receipt_address;
  const organisation = account.memberType === 'O';

  const prefixes = api.public.lookups.namePrefixes.useQuery(undefined, { staleTime: Infinity });
  const companyTypes = api.public.lookups.companyTypes.useQuery(undefined, {
    enabled: organisation,
    staleTime: Infinity,
  });
  const provinces = api.public.lookups.provinces.useQuery(undefined, { staleTime: Infinity });
  const amphures = api.public.lookups.amphures.useQuery(
    { province_id: receipt.province_id || '*' },
    { staleTime: Infinity },
  );
  const districts = api.public.lookups.districts.useQuery(
    { amphure_id: receipt.amphure_id || '*' },
    { staleTime: Infinity },
  );

  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  /** Sets receipt fields, each as its own change (a province empties the lists below it). */
  const setReceipt = (patch: Partial<Values['receipt_address']>) => {
    for (const [key, value] of Object.entries(patch))
      form.setFieldValue(`receipt_address.${key as keyof Values['receipt_address']}`, value);
  };

  const name = `${account.firstname} ${account.lastname}`;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <AvatarUpload name={name} imageUrl={account.imageUrl} />
          <Stack gap={2}>
            <Text fw={700}>{name}</Text>
            <Text size="sm" c="gray.7">
              {t(`member.member_type_${account.memberType === 'O' ? 'O' : 'P'}`)} · {account.email}
            </Text>
            <Text size="sm" c="gray.7">
              {t('member.account.member_since', {
                date: formatDate(account.createdAt, locale, 'D/M/YYYY'),
              })}
            </Text>
          </Stack>
        </Group>
      </Card>

      <form onSubmit={form.submit} noValidate aria-label={t('member.account.title')}>
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('member.account.personal')}
            </Title>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('member.name_prefix')}
                  placeholder={t('member.account.select')}
                  data={options(prefixes.data)}
                  {...form.getSelectProps('name_prefix_id')}
                />
                <TextInput
                  label={t('member.firstname')}
                  required
                  {...form.getInputProps('firstname')}
                />
                <TextInput
                  label={t('member.lastname')}
                  required
                  {...form.getInputProps('lastname')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <InputBase
                  component={IMaskInput}
                  mask={'0'.repeat(TELEPHONE_MASK_DIGITS)}
                  label={t('member.telephone')}
                  required
                  type="tel"
                  inputMode="numeric"
                  value={values.telephone}
                  error={form.errors.telephone}
                  onAccept={(v: string) => form.setFieldValue('telephone', v)}
                />
                <Stack gap={4}>
                  <TextInput
                    label={t('member.email')}
                    value={account.email}
                    readOnly
                    aria-describedby="member-email-hint"
                  />
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
                <TextInput
                  label={t('member.company_name')}
                  required
                  {...form.getInputProps('company_name')}
                />
                <Select
                  label={t('member.company_type')}
                  required
                  placeholder={t('member.account.select')}
                  data={options(companyTypes.data)}
                  {...form.getSelectProps('company_type_id')}
                />
                <TextInput label={t('member.tax_no')} required {...form.getInputProps('tax_no')} />
              </SimpleGrid>
            </Card>
          )}

          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('member.account.receipt_address')}
            </Title>
            <Stack gap="sm">
              <Radio.Group
                label={t('member.account.receipt_type')}
                {...form.getInputProps('receipt_address.receipt_type')}
              >
                <Group mt={4}>
                  <Radio value="P" label={t('member.member_type_P')} />
                  <Radio value="O" label={t('member.member_type_O')} />
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('member.account.receipt_name')}
                  {...form.getInputProps('receipt_address.name')}
                />
                <TextInput
                  label={t('member.tax_no')}
                  {...form.getInputProps('receipt_address.tax_no')}
                />
                <TextInput
                  label={t('member.account.branch')}
                  {...form.getInputProps('receipt_address.branch')}
                />
              </SimpleGrid>
              <Textarea
                label={t('member.account.address')}
                autosize
                minRows={2}
                {...form.getInputProps('receipt_address.address')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <Select
                  label={t('member.account.province')}
                  placeholder={t('member.account.select')}
                  searchable
                  data={options(provinces.data)}
                  value={receipt.province_id || null}
                  error={form.errors['receipt_address.province_id']}
                  onChange={(v) =>
                    setReceipt({
                      province_id: v ?? '',
                      amphure_id: '',
                      district_id: '',
                      zip_code: '',
                    })
                  }
                />
                <Select
                  label={t('member.account.amphure')}
                  placeholder={t('member.account.select')}
                  searchable
                  disabled={!receipt.province_id}
                  data={options(amphures.data)}
                  value={receipt.amphure_id || null}
                  error={form.errors['receipt_address.amphure_id']}
                  onChange={(v) =>
                    setReceipt({ amphure_id: v ?? '', district_id: '', zip_code: '' })
                  }
                />
                <Select
                  label={t('member.account.district')}
                  placeholder={t('member.account.select')}
                  searchable
                  disabled={!receipt.amphure_id}
                  data={options(districts.data)}
                  value={receipt.district_id || null}
                  error={form.errors['receipt_address.district_id']}
                  onChange={(v) =>
                    setReceipt({
                      district_id: v ?? '',
                      zip_code: districts.data?.find((d) => String(d.id) === v)?.zip_code ?? '',
                    })
                  }
                />
                <TextInput
                  label={t('member.account.zip_code')}
                  inputMode="numeric"
                  maxLength={5}
                  {...form.getInputProps('receipt_address.zip_code')}
                />
              </SimpleGrid>
            </Stack>
          </Card>
          <Divider />
          <Group justify="flex-end">
            <Button type="submit" loading={form.busy}>
              {t('member.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
