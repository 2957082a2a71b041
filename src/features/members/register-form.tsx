'use client';

import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  InputBase,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useT } from '@/i18n/client';
import { NewPasswordFields } from '@/features/members/new-password-fields';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ClipboardEvent, type DragEvent, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { signInRealm } from '@/features/auth/realm-auth-client';
import { BotCheck } from '@/features/bot-check/bot-check';
import { memberDialogs } from '@/features/members/dialog-store';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useSchemaForm } from '@/features/ui/use-schema-form';
import { registerSchema, TELEPHONE_MASK_DIGITS } from '@/lib/schemas/member';
import { api } from '@/trpc/react';
import { memberSession } from '@/features/members/member-session';

const blockPasteAndDrop = {
  onPaste: (e: ClipboardEvent) => e.preventDefault(),
  onDrop: (e: DragEvent) => e.preventDefault(),
};

const empty = {
  member_type: 'P' as 'P' | 'O',
  firstname: '',
  lastname: '',
  telephone: '',
  email: '',
  email_confirmation: '',
  password: '',
  password_confirmation: '',
  company_name: '',
  company_type_id: '',
  tax_no: '',
  accept_terms: false,
  token: '',
};

/** Member registration (SPEC.md section 5), as a dialog or the /register page. */
export function RegisterForm({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useT();
  const router = useRouter();
  // The server's refusal in full (SPEC.md section 8): every field's message, or its one message.
  const [serverList, setServerList] = useState<string[]>([]);
  const register = api.public.memberAuth.register.useMutation();
  const form = useSchemaForm({
    initialValues: empty,
    schema: registerSchema,
    botField: 'token',
    send: (input) => register.mutateAsync(input),
    onRefused: ({ fields, message }) =>
      setServerList(
        message === null ? [] : Object.keys(fields).length ? Object.values(fields) : [t(message)],
      ),
    onSuccess: async (_, values) => {
      setServerList([]);
      const login = await signInRealm('member', {
        email: values.email,
        password: values.password,
        remember: false,
      });
      await memberSession.refresh();
      toastSuccess(t, t('member.register_success'));
      if (inDialog) memberDialogs.close();
      router.push(login.ok ? '/member/account' : '/login');
    },
  });
  const { values } = form;
  const companyTypes = api.public.lookups.companyTypes.useQuery(undefined, {
    enabled: values.member_type === 'O',
    staleTime: Infinity,
  });

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('member.register_title')}>
      <Stack gap="sm">
        {serverList.length > 0 && (
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {serverList.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
        <Radio.Group label={t('member.member_type')} {...form.getInputProps('member_type')}>
          <Group mt={4}>
            <Radio value="P" label={t('member.member_type_P')} />
            <Radio value="O" label={t('member.member_type_O')} />
          </Group>
        </Radio.Group>
        {values.member_type === 'O' && (
          <>
            <TextInput
              label={t('member.company_name')}
              required
              {...form.getInputProps('company_name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('member.company_type')}
                required
                placeholder={t('member.account.select')}
                data={(companyTypes.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.name,
                }))}
                {...form.getSelectProps('company_type_id')}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label={t('member.tax_no')}
                required
                inputMode="numeric"
                maxLength={20}
                {...form.getInputProps('tax_no')}
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('member.firstname')}
            required
            autoComplete="given-name"
            {...form.getInputProps('firstname')}
          />
          <TextInput
            label={t('member.lastname')}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastname')}
          />
        </SimpleGrid>
        <InputBase
          component={IMaskInput}
          mask={'0'.repeat(TELEPHONE_MASK_DIGITS)}
          label={t('member.telephone')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={values.telephone}
          error={form.errors.telephone}
          onAccept={(value: string) => form.setFieldValue('telephone', value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('member.email')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
            {...blockPasteAndDrop}
          />
          <TextInput
            label={t('member.email_confirmation')}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email_confirmation')}
            {...blockPasteAndDrop}
          />
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt={-6}>
          {t('member.email_paste_hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NewPasswordFields inputProps={form.getInputProps} label="member.password" />
        </SimpleGrid>
        <Checkbox
          {...form.getInputProps('accept_terms', { type: 'checkbox' })}
          label={
            <>
              {t('member.accept_terms')}{' '}
              <Anchor
                component={Link}
                href="/privacy-policy"
                target="_blank"
                size="sm"
                underline="always"
              >
                {t('member.privacy_policy')}
              </Anchor>
            </>
          }
        />
        <BotCheck
          key={form.botCheck.key}
          onToken={form.botCheck.onToken}
          error={form.botCheck.error}
        />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('member.register_submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('member.have_account')}{' '}
          {inDialog ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              underline="always"
              onClick={() => memberDialogs.open('login')}
            >
              {t('member.login_submit')}
            </Anchor>
          ) : (
            <Anchor component={Link} href="/login" size="sm" underline="always">
              {t('member.login_submit')}
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
