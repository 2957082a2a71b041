'use client';

import { Alert, Anchor, Button, Checkbox, Group, InputBase, PasswordInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@/i18n/client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ClipboardEvent, type DragEvent, type FormEvent, useCallback, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { signInRealm } from '@/features/auth/realm-auth-client';
import { BotCheck } from '@/features/bot-check/bot-check';
import { memberDialogs } from '@/features/members/dialog-store';
import { type FieldErrors, serverErrors, toastErrors, toastSuccess, zodFieldErrors } from '@/features/ui/form-feedback';
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
};

/** Member registration (SPEC.md section 5), as a dialog or the /register page. */
export function RegisterForm({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useT();
  const router = useRouter();
  const [values, setValues] = useState(empty);
  const [token, setToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverList, setServerList] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const register = api.public.memberAuth.register.useMutation();
  const companyTypes = api.public.lookups.companyTypes.useQuery(undefined, { enabled: values.member_type === 'O', staleTime: Infinity });
  const onToken = useCallback((v: string | null) => setToken(v), []);

  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, token: token ?? '' };
    const parsed = registerSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setServerList([]);
      toastErrors(t);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await register.mutateAsync(input);
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      setServerList(Object.keys(fields).length ? Object.values(fields) : [message]);
      // The bot-check token was spent: a fresh check for the next try.
      setToken(null);
      setBotKey((k) => k + 1);
      setBusy(false);
      toastErrors(t, message);
      return;
    }
    const login = await signInRealm('member', { email: values.email, password: values.password, remember: false });
    setBusy(false);
    await memberSession.refresh();
    toastSuccess(t, t('member.register_success'));
    if (inDialog) memberDialogs.close();
    router.push(login.ok ? '/member/account' : '/login');
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('member.register_title')}>
      <Stack gap="sm">
        {serverList.length > 0 && (
          <Alert color="red" title={t('errors_occurred')} role="alert">
            {serverList.map((m) => (
              <div key={m}>{t(m)}</div>
            ))}
          </Alert>
        )}
        <Radio.Group label={t('member.member_type')} value={values.member_type} onChange={(v) => set({ member_type: v as 'P' | 'O' })}>
          <Group mt={4}>
            <Radio value="P" label={t('member.member_type_P')} />
            <Radio value="O" label={t('member.member_type_O')} />
          </Group>
        </Radio.Group>
        {values.member_type === 'O' && (
          <>
            <TextInput label={t('member.company_name')} required value={values.company_name} error={err('company_name')} onChange={(e) => set({ company_name: e.currentTarget.value })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('member.company_type')}
                required
                placeholder={t('member.account.select')}
                data={(companyTypes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={values.company_type_id || null}
                error={err('company_type_id')}
                onChange={(v) => set({ company_type_id: v ?? '' })}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput label={t('member.tax_no')} required inputMode="numeric" maxLength={20} value={values.tax_no} error={err('tax_no')} onChange={(e) => set({ tax_no: e.currentTarget.value })} />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('member.firstname')} required autoComplete="given-name" value={values.firstname} error={err('firstname')} onChange={(e) => set({ firstname: e.currentTarget.value })} />
          <TextInput label={t('member.lastname')} required autoComplete="family-name" value={values.lastname} error={err('lastname')} onChange={(e) => set({ lastname: e.currentTarget.value })} />
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
          error={err('telephone')}
          onAccept={(value: string) => set({ telephone: value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('member.email')} type="email" required autoComplete="email" value={values.email} error={err('email')} onChange={(e) => set({ email: e.currentTarget.value })} {...blockPasteAndDrop} />
          <TextInput
            label={t('member.email_confirmation')}
            type="email"
            required
            autoComplete="off"
            value={values.email_confirmation}
            error={err('email_confirmation')}
            onChange={(e) => set({ email_confirmation: e.currentTarget.value })}
            {...blockPasteAndDrop}
          />
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt={-6}>
          {t('member.email_paste_hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label={t('member.password')} required autoComplete="new-password" value={values.password} error={err('password')} onChange={(e) => set({ password: e.currentTarget.value })} />
          <PasswordInput
            label={t('member.password_confirmation')}
            required
            autoComplete="new-password"
            value={values.password_confirmation}
            error={err('password_confirmation')}
            onChange={(e) => set({ password_confirmation: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Checkbox
          checked={values.accept_terms}
          error={err('accept_terms')}
          onChange={(e) => set({ accept_terms: e.currentTarget.checked })}
          label={
            <>
              {t('member.accept_terms')}{' '}
              <Anchor component={Link} href="/privacy-policy" target="_blank" size="sm" underline="always">
                {t('member.privacy_policy')}
              </Anchor>
            </>
          }
        />
        <BotCheck key={botKey} onToken={onToken} error={err('token')} />
        <Button type="submit" loading={busy} fullWidth>
          {t('member.register_submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('member.have_account')}{' '}
          {inDialog ? (
            <Anchor component="button" type="button" size="sm" underline="always" onClick={() => memberDialogs.open('login')}>
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
