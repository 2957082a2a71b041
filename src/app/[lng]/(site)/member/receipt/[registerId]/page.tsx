import { Container, Group, Stack, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { requireMember } from '@/features/members/guards';
import { PrintButton } from '@/features/receipts/print-button';
import { ReceiptDocument } from '@/features/receipts/receipt-document';
import { AnchorLink } from '@/features/ui/links';
import { getPageT } from '@/i18n/server';
import { loadOr404, serverApi } from '@/trpc/server';

/** Member-only, per visitor. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('payment.receipt_title'), robots: { index: false, follow: false } };
}

/** The printable receipt of one of the member's paid registrations, in the page's language. */
export default async function MemberReceiptPage({
  params,
}: {
  params: Promise<{ registerId: string }>;
}) {
  const { registerId } = await params;
  await requireMember(`/member/receipt/${encodeURIComponent(registerId)}`);
  const { t, locale } = await getPageT();
  const api = await serverApi();
  const receipt = await loadOr404(registerId, (id) =>
    api.member.payments.receipt({ register_id: id }),
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" className="no-print">
          <Title order={1} size="h3">
            {t('payment.receipt_title')}
          </Title>
          <Group gap="sm">
            <AnchorLink href={`/member/payment/${registerId}`}>{t('payment.title')}</AnchorLink>
            <PrintButton />
          </Group>
        </Group>
        <ReceiptDocument receipt={receipt} locale={locale} t={t} />
      </Stack>
    </Container>
  );
}
