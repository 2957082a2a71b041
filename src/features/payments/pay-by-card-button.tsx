'use client';

import { Button } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useState } from 'react';
import { serverErrors, toastErrors } from '@/features/ui/form-feedback';
import { api } from '@/trpc/react';

/**
 * Asks the server to sign the sale request (POST /payment_signature), then
 * posts the signed fields to the gateway's hosted checkout, which takes the
 * card: card numbers never reach this site.
 */
export function PayByCardButton({ registerId }: { registerId: number }) {
  const { t } = useT();
  const sign = api.member.payments.signature.useMutation();
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      const { endpoint, fields } = await sign.mutateAsync({ register_id: registerId });
      const form = document.createElement('form');
      form.method = 'post';
      form.action = endpoint;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    } catch (error) {
      setBusy(false);
      toastErrors(t, serverErrors(error).message || 'an_error_occurred');
    }
  }

  return (
    <Button size="md" onClick={() => void pay()} loading={busy} data-testid="pay-by-card">
      {t('payment.pay_by_card')}
    </Button>
  );
}
