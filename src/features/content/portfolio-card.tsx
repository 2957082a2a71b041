import { Card, CardSection, Text, Title } from '@mantine/core';
import Image from 'next/image';
import Link from 'next/link';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import type { PortfolioCard as PortfolioCardData } from '@/server/services/portfolio-service';

/** A portfolio item in a grid: picture, title (the link), date and summary. */
export function PortfolioCard({ item, locale, headingLevel = 3 }: { item: PortfolioCardData; locale: Locale; headingLevel?: 2 | 3 }) {
  return (
    <Card withBorder shadow="xs" padding="md" component="article" data-testid="portfolio-card" h="100%">
      {item.imageUrl && (
        <CardSection>
          <Image src={item.imageUrl} alt="" width={item.imageWidth ?? 800} height={item.imageHeight ?? 450}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 33vw"
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }} />
        </CardSection>
      )}
      <Title order={headingLevel} size="h5" lineClamp={2} mt="sm">
        <Link href={`/portfolio/${item.id}`} style={{ color: 'inherit', textDecoration: 'none' }}>{item.name}</Link>
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <time dateTime={item.publishedAt.toISOString()}>{formatDay(item.publishedAt, locale)}</time>
      </Text>
      {item.description && <Text size="sm" mt={6} lineClamp={2}>{item.description}</Text>}
    </Card>
  );
}
