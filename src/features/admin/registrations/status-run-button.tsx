'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/**
 * Runs the status run now (it also runs on a schedule): unpaid registrations
 * past the payment deadline, or whose training has begun, become expired.
 * Asks first, then says what changed.
 */
export function StatusRunButton({ onDone }: { onDone: () => unknown }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const run = api.admin.registrations.runStatusUpdate.useMutation({
    onSuccess: async (result) => {
      setOpen(false);
      toastSuccess(
        t,
        result.expired === 0
          ? t('admin_registrations.run_none')
          : t('admin_registrations.run_done', {
              count: result.expired,
              codes: result.registerCodes.slice(0, 10).join(', '),
            }),
      );
      await onDone();
    },
    onError: (error) => toastCallFailure(t, error),
  });
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="status-run">
        {t('admin_registrations.run_status')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('admin_registrations.run_status')}
        centered
      >
        <Stack>
          <Text size="sm">{t('admin_registrations.run_explain')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('admin_content.cancel')}
            </Button>
            <Button
              loading={run.isPending}
              onClick={() => run.mutate()}
              data-testid="status-run-confirm"
            >
              {t('admin_registrations.run_now')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
