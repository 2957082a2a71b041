import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PrintButton } from '@/features/receipts/print-button';
import { ReceiptDocument } from '@/features/receipts/receipt-document';
import { getPageT } from '@/i18n/server';
import { serverApi } from '@/trpc/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('receipt.preview_title'), robots: { index: false, follow: false } };
}

/** The receipt preview of SPEC.md section 2 (/gen_receipt), for staff who handle registrations only. */
export default async function ReceiptPreviewPage() {
  const { t, locale } = await getPageT();
  const receipt = await (await serverApi()).admin.receipts.sample().catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === 'UNAUTHORIZED')
      redirect('/admin/login?callbackUrl=%2Fgen_receipt');
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') redirect('/admin/home');
    throw error;
  });
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" className="no-print">
          <div>
            <Title order={1} size="h3">
              {t('receipt.preview_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('receipt.preview_intro')}
            </Text>
          </div>
          <PrintButton />
        </Group>
        <ReceiptDocument receipt={receipt} locale={locale} t={t} />
      </Stack>
    </Container>
  );
}
