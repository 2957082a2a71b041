import { Alert, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { requireMember } from '@/features/members/guards';
import { RegisterFormLoader } from '@/features/registrations/register-form-loader';
import { AnchorLink, ButtonLink } from '@/features/ui/links';
import { getPageT } from '@/i18n/server';
import { formatDate, formatLongDate } from '@/lib/dates';
import { cardPaymentsAvailable } from '@/server/services/card-payment-service';
import { seatHoldPolicy } from '@/server/services/seat-hold-service';
import { loadOr404, publicApi, serverApi } from '@/trpc/server';

/** Members only, per visitor (the proxy already sends guests to /login). */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lng: string; id: string }>;
  searchParams: Promise<{ step?: string; offer?: string }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('registration.title'), robots: { index: false } };
}

export default async function PublicTrainingRegisterPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireMember(`/public-training/${id}/register`);
  const { t, locale } = await getPageT();
  const training = await loadOr404(id, (trainingId) =>
    publicApi(locale).public.publicTrainings.byId({ id: trainingId }),
  );
  const query = await searchParams;
  const step = Number(query.step);
  // Arriving through a waiting-list offer's link: the seats held for the member are theirs to take.
  const offerToken =
    typeof query.offer === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(query.offer)
      ? query.offer
      : undefined;
  const offer = offerToken
    ? await (await serverApi()).member.waitingList.mine({ public_training_id: training.id })
    : null;
  const offered = offer?.status === 'offered' && offer.offerExpiresAt ? offer : null;
  const state =
    offered && training.registrationState === 'full' ? 'open' : training.registrationState;

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Breadcrumbs separator="›">
          <AnchorLink href="/public-training">{t('training.list_title')}</AnchorLink>
          <AnchorLink href={`/public-training/${training.id}`}>{training.name}</AnchorLink>
        </Breadcrumbs>
        <Title order={1}>{t('registration.title')}</Title>
        <Text fw={600}>
          {training.name} ({training.courseCode})
        </Text>
        <Text c="gray.7">
          {t('registration.training_date')}: {formatLongDate(training.startTrainingDate, locale)}
        </Text>
        {offered && (
          <Alert
            color="teal"
            title={t('waiting_list.offer_banner_title')}
            data-testid="offer-banner"
          >
            {t('waiting_list.offer_banner')}{' '}
            {t('waiting_list.held_until', { time: formatDate(offered.offerExpiresAt!, locale) })}
          </Alert>
        )}
        {state === 'open' ? (
          <RegisterFormLoader
            training={{
              id: training.id,
              name: training.name,
              courseCode: training.courseCode,
              startTrainingDate: training.startTrainingDate.toISOString(),
              priceSatang: training.priceSatang,
              seatsLeft: training.seatsLeft + (offered?.quantity ?? 0),
              offerToken: offered ? offerToken : undefined,
            }}
            initialStep={Number.isInteger(step) && step > 0 ? step : null}
            cardAvailable={cardPaymentsAvailable()}
            maxAttendees={seatHoldPolicy().maxAttendees}
          />
        ) : (
          // The title in dark amber: Mantine's light yellow title reads 2.7:1 on its background, this 7:1.
          <Alert
            color="yellow"
            title={t('registration.not_available')}
            styles={{ title: { color: '#7a4100' } }}
            data-testid="register-unavailable"
          >
            <Stack gap="sm" align="flex-start">
              <Text>{t(`registration.state_${state}`)}</Text>
              <ButtonLink href={`/public-training/${training.id}`} variant="light">
                {training.name}
              </ButtonLink>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
