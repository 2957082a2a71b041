'use client';

import { Button, Card, Stack, Text } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { serverErrors, toastErrors, toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import { RegisterStatus } from '@/lib/register-status';
import { api } from '@/trpc/react';

/**
 * On the payment page of an unpaid registration: pay by bank transfer
 * instead of by card (after a declined card, say), or back. The server
 * changes the status (1 card, 2 bank transfer) with a history entry; the page
 * is then rendered again for the new method.
 */
export function PaymentMethodSwitch({
  registerId,
  to,
}: {
  registerId: number;
  to: 'bank' | 'card';
}) {
  const { t } = useT();
  const router = useRouter();
  const change = api.member.registrations.updateStatus.useMutation();

  async function switchMethod() {
    try {
      await change.mutateAsync({
        register_id: registerId,
        register_status_id:
          to === 'bank' ? RegisterStatus.AWAITING_PAYMENT : RegisterStatus.REGISTERED,
      });
      toastSuccess(t, t(to === 'bank' ? 'payment.switched_to_bank' : 'payment.switched_to_card'));
      // The ?result of a card attempt no longer applies to the new method.
      router.replace(`/member/payment/${registerId}`);
      router.refresh();
    } catch (error) {
      toastErrors(t, serverErrors(error).message || 'an_error_occurred');
    }
  }

  return (
    <Card withBorder padding="lg" data-testid={`switch-to-${to}`}>
      <Stack gap="sm" align="flex-start">
        <Text>
          {t(to === 'bank' ? 'payment.switch_to_bank_intro' : 'payment.switch_to_card_intro')}
        </Text>
        <Button
          variant="light"
          onClick={() => void switchMethod()}
          loading={change.isPending}
          data-testid={`switch-to-${to}-button`}
        >
          {t(to === 'bank' ? 'payment.switch_to_bank' : 'payment.switch_to_card')}
        </Button>
      </Stack>
    </Card>
  );
}
