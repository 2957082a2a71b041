'use client';

import { Button } from '@mantine/core';
import { useT } from '@/i18n/client';

export function PrintButton() {
  const { t } = useT();
  return (
    <Button onClick={() => window.print()} className="no-print">
      {t('receipt.print')}
    </Button>
  );
}
