import { Container, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { requireMember } from '@/features/members/guards';
import { SlipForm } from '@/features/payments/slip-form';
import { getPageT } from '@/i18n/server';
import { parseId } from '@/lib/ids';

/** Member-only, per visitor. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('payment.slip_title'), robots: { index: false } };
}

export default async function SendPaymentSlipPage({
  searchParams,
}: {
  searchParams: Promise<{ register_id?: string }>;
}) {
  await requireMember('/member/send-payment-slip');
  const { t } = await getPageT();
  const { register_id: raw } = await searchParams;
  const initial = raw ? parseId(raw) : null;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('payment.slip_title')}
      </Title>
      <SlipForm initialRegisterId={initial} />
    </Container>
  );
}
