import { Avatar, Badge, Box, Container, Grid, GridCol, Group, List, ListItem, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import { getT } from 'next-i18next/server';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { trainingPrice } from '@/features/trainings/training-card';
import { isLocale } from '@/i18n/locales';
import { formatDate, formatDay } from '@/lib/dates';
import { sanitizeRichText } from '@/lib/sanitize';
import { serverApi } from '@/trpc/server';

type Params = { params: Promise<{ id: string }> };

/** The training, or a 404 for an id that is malformed, unknown or unpublished. */
const loadTraining = cache(async (rawId: string) => {
  if (!/^\d{1,9}$/.test(rawId)) notFound();
  try {
    return await (await serverApi()).public.publicTrainings.byId({ id: Number(rawId) });
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const training = await loadTraining((await params).id);
  return {
    title: training.seo.metaTitle ?? training.name,
    description: training.seo.metaDescription ?? training.description ?? undefined,
    keywords: training.seo.metaKeyword ?? undefined,
    alternates: { canonical: `/public-training/${training.id}` },
    openGraph: training.imageUrl ? { images: [{ url: training.imageUrl, width: training.imageWidth ?? undefined, height: training.imageHeight ?? undefined }] } : undefined,
  };
}

export default async function PublicTrainingDetailPage({ params }: Params) {
  const { t, lng } = await getT();
  const locale = isLocale(lng) ? lng : 'th';
  const training = await loadTraining((await params).id);
  const state = training.registrationState;

  return (
    <Container size="xl" py="xl" component="article">
      <Grid gap="xl">
        <GridCol span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">{training.categoryName}</Badge>
              <Text size="sm" c="dimmed">{t('training.course_code')}: {training.courseCode}</Text>
            </Group>
            <Title order={1}>{training.name}</Title>
            {training.imageUrl && (
              <Image src={training.imageUrl} alt="" width={training.imageWidth ?? 800} height={training.imageHeight ?? 450} priority
                sizes="(max-width: 992px) 100vw, 66vw" style={{ width: '100%', height: 'auto', borderRadius: 8 }} />
            )}
            {training.description && <Text size="lg">{training.description}</Text>}
            <Title order={2} size="h3">{t('training.details')}</Title>
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(training.body) }} />
            </Typography>
            {training.speakers.length > 0 && (
              <Box component="section" aria-labelledby="speakers-heading">
                <Title order={2} size="h3" id="speakers-heading" mb="sm">{t('training.speakers')}</Title>
                <Stack gap="sm">
                  {training.speakers.map((s) => (
                    <Group key={s.id} wrap="nowrap">
                      <Avatar src={s.imageUrl} alt="" size="lg" radius="xl" />
                      <div>
                        <Text fw={600}>{s.name}</Text>
                        {s.position && <Text size="sm" c="dimmed">{s.position}</Text>}
                      </div>
                    </Group>
                  ))}
                </Stack>
              </Box>
            )}
            {training.documents.length > 0 && (
              <Box component="section" aria-labelledby="documents-heading">
                <Title order={2} size="h3" id="documents-heading" mb="sm">{t('training.documents')}</Title>
                <List>
                  {training.documents.map((d) => (
                    <ListItem key={d.id}><a href={d.fileUrl} target="_blank" rel="noopener noreferrer">{d.name}</a></ListItem>
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
                <Text size="sm" c="dimmed">{t('training.training_date')}</Text>
                <Text data-testid="training-dates">{formatDate(training.startTrainingDate, locale)} – {formatDate(training.endTrainingDate, locale)}</Text>
              </div>
              {training.location && (
                <div>
                  <Text size="sm" c="dimmed">{t('training.location')}</Text>
                  <Text>{training.location}</Text>
                </div>
              )}
              {training.registerStartDate && training.registerEndDate && (
                <div>
                  <Text size="sm" c="dimmed">{t('training.registration_period')}</Text>
                  <Text>{formatDay(training.registerStartDate, locale)} – {formatDay(training.registerEndDate, locale)}</Text>
                </div>
              )}
              <div>
                <Text size="sm" c="dimmed">{t('training.seats_left')}</Text>
                <Text fw={600} data-testid="seats-left">{t('training.seats_left_value', { left: training.seatsLeft, limit: training.seatLimit })}</Text>
              </div>
              {state !== 'open' && (
                <Badge color={state === 'closed' ? 'gray' : 'yellow'} size="lg" variant="light" data-testid="registration-state">
                  {t(state === 'closed' ? 'training.registration_closed' : state === 'not_open' ? 'training.registration_not_open' : 'training.full')}
                </Badge>
              )}
            </Stack>
          </Paper>
        </GridCol>
      </Grid>
    </Container>
  );
}
