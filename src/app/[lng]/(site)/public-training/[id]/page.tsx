import {
  Avatar,
  Badge,
  Box,
  Container,
  Grid,
  GridCol,
  Group,
  List,
  ListItem,
  Paper,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import type { Metadata } from 'next';
import { getPageT } from '@/i18n/server';
import Image from 'next/image';
import { cache } from 'react';
import { ViewCounter } from '@/features/content/view-counter';
import { RegistrationBox } from '@/features/trainings/registration-box';
import { trainingPrice } from '@/features/trainings/training-card';
import { alternatesFor } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDay } from '@/lib/dates';
import { sanitizeRichText } from '@/lib/sanitize';
import { seatHoldPolicy } from '@/server/services/seat-hold-service';
import { loadOr404, publicApi } from '@/trpc/server';
import { LitePage } from '@/features/layout/lite-page';

type Params = { params: Promise<{ lng: string; id: string }> };

const loadTraining = cache(async (locale: Locale, rawId: string) =>
  loadOr404(rawId, (id) => publicApi(locale).public.publicTrainings.byId({ id })),
);

/** Rendered on first visit, then served from the cache until it is revalidated. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { lng, id } = await params;
  const locale = lng as Locale;
  const training = await loadTraining(locale, id);
  return {
    title: training.seo.metaTitle ?? training.name,
    description: training.seo.metaDescription ?? training.description ?? undefined,
    keywords: training.seo.metaKeyword ?? undefined,
    alternates: alternatesFor(`/public-training/${training.id}`, locale),
    openGraph: training.imageUrl
      ? {
          images: [
            {
              url: training.imageUrl,
              width: training.imageWidth ?? undefined,
              height: training.imageHeight ?? undefined,
            },
          ],
        }
      : undefined,
  };
}

export default async function PublicTrainingDetailPage({ params }: Params) {
  const { t, locale } = await getPageT();
  const training = await loadTraining(locale, (await params).id);
  const state = training.registrationState;

  return (
    <Container size="xl" py="xl" component="article">
      <LitePage />
      <Grid gap="xl">
        <GridCol span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">{training.categoryName}</Badge>
              <Text size="sm" c="dimmed">
                {t('training.course_code')}: {training.courseCode}
              </Text>
            </Group>
            <Title order={1}>{training.name}</Title>
            {training.imageUrl && (
              <Image
                src={training.imageUrl}
                alt=""
                width={training.imageWidth ?? 800}
                height={training.imageHeight ?? 450}
                preload
                fetchPriority="high"
                sizes="(max-width: 992px) 100vw, 66vw"
                style={{ width: '100%', height: 'auto', borderRadius: 8 }}
              />
            )}
            {training.description && <Text size="lg">{training.description}</Text>}
            <Title order={2} size="h3">
              {t('training.details')}
            </Title>
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(training.body) }} />
            </Typography>
            {training.speakers.length > 0 && (
              <Box component="section" aria-labelledby="speakers-heading">
                <Title order={2} size="h3" id="speakers-heading" mb="sm">
                  {t('training.speakers')}
                </Title>
                <Stack gap="sm">
                  {training.speakers.map((s) => (
                    <Group key={s.id} wrap="nowrap">
                      <Avatar src={s.imageUrl} alt="" size="lg" radius="xl" />
                      <div>
                        <Text fw={600}>{s.name}</Text>
                        {s.position && (
                          <Text size="sm" c="dimmed">
                            {s.position}
                          </Text>
                        )}
                      </div>
                    </Group>
                  ))}
                </Stack>
              </Box>
            )}
            {training.documents.length > 0 && (
              <Box component="section" aria-labelledby="documents-heading">
                <Title order={2} size="h3" id="documents-heading" mb="sm">
                  {t('training.documents')}
                </Title>
                <List>
                  {training.documents.map((d) => (
                    <ListItem key={d.id}>
                      <a href={d.fileUrl} target="_blank" rel="noopener noreferrer">
                        {d.name}
                      </a>
                    </ListItem>
                  ))}
                </List>
              </Box>
            )}
          </Stack>
        </GridCol>
        <GridCol span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" pos="sticky" top={80}>
            <Stack gap="sm">
              <Text size="xl" fw={700} c="accent.9" data-testid="training-price">
                {trainingPrice(training.priceSatang, locale, t)}
              </Text>
              <div>
                <Text size="sm" c="dimmed">
                  {t('training.training_date')}
                </Text>
                <Text data-testid="training-dates">
                  {formatDate(training.startTrainingDate, locale)} –{' '}
                  {formatDate(training.endTrainingDate, locale)}
                </Text>
              </div>
              {training.location && (
                <div>
                  <Text size="sm" c="dimmed">
                    {t('training.location')}
                  </Text>
                  <Text>{training.location}</Text>
                </div>
              )}
              {training.registerStartDate && training.registerEndDate && (
                <div>
                  <Text size="sm" c="dimmed">
                    {t('training.registration_period')}
                  </Text>
                  <Text>
                    {formatDay(training.registerStartDate, locale)} –{' '}
                    {formatDay(training.registerEndDate, locale)}
                  </Text>
                </div>
              )}
              <RegistrationBox
                trainingId={training.id}
                seatLimit={training.seatLimit}
                seatsLeft={training.seatsLeft}
                state={state}
                maxSeats={seatHoldPolicy().maxAttendees}
              />
            </Stack>
          </Paper>
        </GridCol>
      </Grid>
      <ViewCounter kind="publicTraining" id={training.id} />
    </Container>
  );
}
