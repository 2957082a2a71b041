'use client';

import { Button, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { SecondFactorHeading } from '@/features/admin/second-factor-heading';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/** The role form's switch: the role's users must log in with a second factor (saved at once, audited). */
export function RoleSecondFactorSwitch({ id }: { id: number }) {
  const { t } = useT();
  const utils = api.useUtils();
  const role = api.admin.roles.get.useQuery({ id });
  const set = api.admin.roles.setSecondFactorRequired.useMutation({
    onSuccess: () => utils.admin.roles.invalidate(),
    onError: (error) => toastCallFailure(t, error),
  });
  if (!role.data) return null;
  return (
    <Paper withBorder p="lg">
      <Switch
        label={t('second_factor.role_switch')}
        description={t('second_factor.role_switch_hint')}
        checked={set.isPending ? !!set.variables?.required : role.data.require_second_factor}
        disabled={set.isPending}
        onChange={(e) => set.mutate({ id, required: e.currentTarget.checked })}
      />
    </Paper>
  );
}

/** The user form's panel: whether the user has a second factor, and the reset for a lost phone. */
export function UserSecondFactorReset({ id }: { id: number }) {
  const { t } = useT();
  const utils = api.useUtils();
  const [asking, setAsking] = useState(false);
  const status = api.admin.users.secondFactor.useQuery({ id });
  const reset = api.admin.users.resetSecondFactor.useMutation({
    onSuccess: async () => {
      setAsking(false);
      toastSuccess(t, t('second_factor.reset_done'));
      await utils.admin.users.secondFactor.invalidate({ id });
    },
    onError: (error) => toastCallFailure(t, error),
  });
  if (!status.data) return null;
  const { enabled } = status.data;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <SecondFactorHeading enabled={enabled} size="h5" />
        {enabled && (
          <Group>
            <Button color="red" variant="light" onClick={() => setAsking(true)}>
              {t('second_factor.reset')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('second_factor.reset')}>
        <Text mb="md">{t('second_factor.reset_text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('second_factor.cancel')}
          </Button>
          <Button color="red" loading={reset.isPending} onClick={() => reset.mutate({ id })}>
            {t('second_factor.reset')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
