import { Container, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { MemberAccount } from '@/features/members/account/member-account';
import { requireMember } from '@/features/members/guards';
import { getPageT } from '@/i18n/server';

/** Member-only, per visitor. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('member.account.title'), robots: { index: false } };
}

export default async function MemberAccountPage() {
  await requireMember('/member/account');
  const { t } = await getPageT();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('member.account.title')}
      </Title>
      <MemberAccount />
    </Container>
  );
}
