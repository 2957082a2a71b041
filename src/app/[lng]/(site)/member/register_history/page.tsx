import { Container, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { requireMember } from '@/features/members/guards';
import { RegisterHistory } from '@/features/registrations/register-history';
import { getPageT } from '@/i18n/server';

/** Member-only, per visitor. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ page?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('registration.history_title'), robots: { index: false } };
}

export default async function RegisterHistoryPage({ searchParams }: Props) {
  await requireMember('/member/register_history');
  const { t } = await getPageT();
  const page = Number((await searchParams).page);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('registration.history_title')}
      </Title>
      <RegisterHistory page={Number.isInteger(page) && page > 0 ? page : 1} />
    </Container>
  );
}
