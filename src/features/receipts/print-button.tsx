'use client';

import { Button } from '@mantine/core';
import { useT } from 'next-i18next/client';

export function PrintButton() {
  const { t } = useT();
  return <Button onClick={() => window.print()} className="no-print">{t('receipt.print')}</Button>;
}
