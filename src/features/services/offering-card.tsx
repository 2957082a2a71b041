import { Badge, Card, CardSection, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import Image from 'next/image';
import { SiteLink } from '@/features/layout/site-link';
import type { ReactNode } from 'react';
import type { OfferingSummary } from '@/server/services/offering-summary';

/** A card of an in-house training or a service: image, category, name, summary. */
export function OfferingCard({
  item,
  href,
  t,
  extra,
}: {
  item: OfferingSummary;
  href: string;
  t: TFunction;
  extra?: ReactNode;
}) {
  return (
    <Card
      withBorder
      shadow="xs"
      padding="md"
      component="article"
      data-testid="offering-card"
      h="100%"
    >
      <CardSection>
        {item.imageUrl ? (
          <Image
            src={item.imageUrl}
            alt=""
            width={item.imageWidth ?? 800}
            height={item.imageHeight ?? 450}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 25vw"
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : null}
      </CardSection>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap="xs">
          <Badge variant="light" color="institute" style={{ maxWidth: '100%' }}>
            {item.categoryName}
          </Badge>
        </Group>
        <Title order={2} size="h5" lineClamp={3}>
          <SiteLink href={href} style={{ color: 'inherit', textDecoration: 'none' }}>
            {item.name}
          </SiteLink>
        </Title>
        {item.description && (
          <Text size="sm" c="gray.7" lineClamp={3}>
            {item.description}
          </Text>
        )}
        {extra}
      </Stack>
      <Text size="sm" mt="sm" fw={600} c="institute.8" aria-hidden>
        {t('services.list.read_more')} →
      </Text>
    </Card>
  );
}
