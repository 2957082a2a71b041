import { Badge, Card, CardSection, Group, Stack, Text, Title } from '@mantine/core';
import Image from 'next/image';
import Link from 'next/link';
import type { TFunction } from 'i18next';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import type { PublicTrainingCard } from '@/server/services/public-training-service';

/** A training's fee: "Free" for zero, otherwise the amount in THB. */
export function trainingPrice(satang: number, locale: Locale, t: TFunction): string {
  return satang === 0 ? t('training.free') : formatBaht(satang, locale);
}

export function TrainingCard({ training, locale, t }: { training: PublicTrainingCard; locale: Locale; t: TFunction }) {
  const sameDay = formatDay(training.startTrainingDate, locale) === formatDay(training.endTrainingDate, locale);
  return (
    <Card withBorder shadow="xs" padding="md" component="article" data-testid="training-card" h="100%">
      <CardSection>
        {training.imageUrl ? (
          <Image
            src={training.imageUrl}
            alt=""
            width={training.imageWidth ?? 800}
            height={training.imageHeight ?? 450}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 25vw"
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : null}
      </CardSection>
      <Stack gap={6} mt="sm">
        <Group gap="xs">
          <Badge variant="light" color="institute">{training.categoryName}</Badge>
        </Group>
        <Title order={3} size="h5" lineClamp={2}>
          <Link href={`/public-training/${training.id}`} style={{ color: 'inherit', textDecoration: 'none' }}>
            {training.name}
          </Link>
        </Title>
        <Text size="sm" c="dimmed">
          {t('training.training_date')}: {formatDay(training.startTrainingDate, locale)}
          {sameDay ? '' : ` – ${formatDay(training.endTrainingDate, locale)}`}
        </Text>
        <Text size="sm" fw={600} c="accent.9">
          {t('training.price')}: {trainingPrice(training.priceSatang, locale, t)}
        </Text>
      </Stack>
    </Card>
  );
}
