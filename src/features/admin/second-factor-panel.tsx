'use client';

import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { serverErrors, toastSuccess } from '@/features/ui/form-feedback';
import { SecondFactorHeading } from '@/features/admin/second-factor-heading';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/**
 * The account page's two-step verification (docs/security.md "Staff second
 * factor"): set up by scanning the QR code or typing the key, confirmed with
 * a code; the recovery codes are shown once. A user whose role requires it
 * and who has none lands here and can use nothing else until it is on.
 */
export function SecondFactorPanel() {
  const { t } = useT();
  const utils = api.useUtils();
  const status = api.admin.account.secondFactor.useQuery();
  const start = api.admin.account.startSecondFactor.useMutation();
  const confirm = api.admin.account.confirmSecondFactor.useMutation();
  const renew = api.admin.account.renewRecoveryCodes.useMutation();
  const disable = api.admin.account.disableSecondFactor.useMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Set when this setup was the one a role required: the rest of the back office opens after it.
  const [openAfter, setOpenAfter] = useState(false);

  if (!status.data) return status.isError ? null : <Loader />;
  const { enabled, required, recoveryCodesLeft } = status.data;
  const setupNeeded = required && !enabled;

  /** Runs a step that takes the code; a refusal is shown on the code field. */
  async function withCode<R>(step: (input: { code: string }) => Promise<R>): Promise<R | null> {
    setCodeError(null);
    if (!code.trim()) {
      setCodeError(t('second_factor.errors.code_required'));
      return null;
    }
    try {
      const result = await step({ code });
      setCode('');
      return result;
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setCodeError(t(fields.code ?? message));
      return null;
    }
  }

  async function turnOn() {
    const done = await withCode(confirm.mutateAsync);
    if (!done) return;
    start.reset();
    setOpenAfter(setupNeeded);
    setRecoveryCodes(done.recoveryCodes);
    toastSuccess(t, t('second_factor.enabled_notice'));
    await utils.admin.account.secondFactor.invalidate();
  }

  function savedCodes() {
    setRecoveryCodes(null);
    // A full load: the server renders the shell again, now with everything the role allows.
    if (openAfter) window.location.assign('/admin/home');
  }

  const codeField = (
    <TextInput
      label={t('second_factor.code_label')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={32}
      value={code}
      onChange={(e) => setCode(e.currentTarget.value)}
      error={codeError}
      w={{ base: '100%', xs: 260 }}
    />
  );

  return (
    <Paper withBorder p="lg" id="second-factor">
      <Stack>
        <SecondFactorHeading enabled={enabled} size="h4" />
        {setupNeeded && !recoveryCodes && (
          <Alert color="yellow" title={t('second_factor.setup_required_title')} role="alert">
            {t('second_factor.setup_required_text')}
          </Alert>
        )}
        {recoveryCodes ? (
          <Stack data-testid="recovery-codes">
            <Title order={3} size="h5">
              {t('second_factor.recovery_title')}
            </Title>
            <Text size="sm">{t('second_factor.recovery_text')}</Text>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
              {recoveryCodes.map((c) => (
                <Code key={c} fz="sm" ta="center" py={6}>
                  {c}
                </Code>
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button onClick={savedCodes}>{t('second_factor.recovery_saved')}</Button>
            </Group>
          </Stack>
        ) : enabled ? (
          <>
            <Text size="sm">{t('second_factor.intro')}</Text>
            {required && <Text size="sm">{t('second_factor.required_by_role')}</Text>}
            <Text size="sm">{t('second_factor.codes_left', { count: recoveryCodesLeft })}</Text>
            <Text size="sm">{t('second_factor.code_prompt')}</Text>
            {codeField}
            <Group>
              <Button
                variant="default"
                loading={renew.isPending}
                onClick={() =>
                  void withCode(renew.mutateAsync).then((done) => {
                    if (done) setRecoveryCodes(done.recoveryCodes);
                  })
                }
              >
                {t('second_factor.renew')}
              </Button>
              {!required && (
                <Button
                  color="red"
                  variant="light"
                  loading={disable.isPending}
                  onClick={() =>
                    void withCode(disable.mutateAsync).then(async (done) => {
                      if (!done) return;
                      toastSuccess(t, t('second_factor.disabled_notice'));
                      await utils.admin.account.secondFactor.invalidate();
                    })
                  }
                >
                  {t('second_factor.disable')}
                </Button>
              )}
            </Group>
          </>
        ) : start.data ? (
          <>
            <Text size="sm">{t('second_factor.scan')}</Text>
            <Image
              src={start.data.qr}
              alt={t('second_factor.qr_alt')}
              w={200}
              h={200}
              fit="contain"
            />
            <div>
              <Text size="sm" fw={500}>
                {t('second_factor.secret_label')}
              </Text>
              <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
                {start.data.secret}
              </Code>
            </div>
            {codeField}
            <Group>
              <Button loading={confirm.isPending} onClick={() => void turnOn()}>
                {t('second_factor.confirm')}
              </Button>
              <Button variant="default" onClick={() => start.reset()}>
                {t('second_factor.cancel')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('second_factor.intro')}</Text>
            <Group>
              <Button loading={start.isPending} onClick={() => start.mutate()}>
                {t('second_factor.start')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
